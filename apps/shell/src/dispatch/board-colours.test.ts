import { theme } from 'antd';
import { ORDER_STATUSES } from '@fixflow/contracts';
import { themeConfig, type ResolvedTheme } from '../antd/theme-tokens';
import { AA, contrast } from '../testing/contrast';
import { cardTone } from './BoardCard';
import { boardColours } from './board-colours';

/*
 * Every word the board draws reads at WCAG AA (4.5:1) in light and in dark, on each surface it
 * can sit on: a card of each state over a plain cell, a day off's stripes or the cell a card is
 * dragged over; the days' row with today's date in blue; busy time; the phone's Move button.
 */

describe.each<ResolvedTheme>(['light', 'dark'])('the board in the %s theme', (resolved) => {
  const colours = boardColours(theme.getDesignToken(themeConfig(resolved))) as Record<string, string>;
  const v = (name: string) => colours[name];
  /** What a cell can be drawn with, from the board's own background up. */
  const cells = { plain: [v('--b-bg')], 'day off': [v('--b-off'), v('--b-bg')], 'dragged over': [v('--b-over'), v('--b-bg')] };
  const below = (pairs: [string, string, string[]][]) =>
    pairs.map(([what, text, layers]) => `${what} ${contrast(text, layers[0], ...layers.slice(1)).toFixed(2)}:1`).filter((line) => Number.parseFloat(line.split(' ').at(-1)!) < AA);

  it.each([...ORDER_STATUSES])("a %s order's card: invoice, customer, window, state, Offered and ⋯", (status) => {
    const tone = cardTone({ status });
    const card = v(`--tone-${tone}-bg`);
    expect(card).toBeTruthy();
    const pairs = Object.entries(cells).flatMap(([cell, layers]): [string, string, string[]][] => [
      [`text on ${cell}`, v('--b-text'), [card, ...layers]],
      [`window and state on ${cell}`, v('--b-muted'), [card, ...layers]],
      [`Offered on ${cell}`, v('--b-primary-text'), [card, ...layers]],
      [`⋯ hovered on ${cell}`, v('--b-text'), [v('--b-hover'), card, ...layers]],
    ]);
    expect(below(pairs)).toEqual([]);
  });

  it("the days' row, today in blue, the technicians' column, hints and busy time", () => {
    expect(
      below([
        ['day', v('--b-text'), [v('--b-head'), v('--b-bg')]],
        ['today', v('--b-primary-text'), [v('--b-head'), v('--b-bg')]],
        ['technician place', v('--b-muted'), [v('--b-head'), v('--b-bg')]],
        ['hint', v('--b-muted'), [v('--b-bg')]],
        ...Object.entries(cells).flatMap(([cell, layers]): [string, string, string[]][] => [
          [`busy on ${cell}`, v('--b-muted'), [v('--b-busy'), ...layers]],
          [`busy stripe on ${cell}`, v('--b-muted'), [v('--b-busy-2'), ...layers]],
        ]),
        ['phone Move', v('--b-text'), [v('--b-bg')]],
        ['phone Move focused', v('--b-primary-text'), [v('--b-bg')]],
      ]),
    ).toEqual([]);
  });
});
