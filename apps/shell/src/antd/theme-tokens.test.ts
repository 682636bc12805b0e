import { theme } from 'antd';
import { themeConfig, type ResolvedTheme } from './theme-tokens';

/*
 * Given the tokens antd computes from our theme, each text colour a page draws with reaches
 * WCAG AA (4.5:1) on each surface it is drawn on, in light and in dark. (antd's defaults give
 * 3.4:1 for description text, 4.1:1 for white on the primary blue, 2.8:1 for a gold Tag.)
 */

type Rgba = [number, number, number, number];

function parse(colour: string): Rgba {
  const short = /^#([0-9a-f])([0-9a-f])([0-9a-f])$/i.exec(colour);
  if (short) return parse(`#${short[1]}${short[1]}${short[2]}${short[2]}${short[3]}${short[3]}`);
  const hex = /^#([0-9a-f]{6})([0-9a-f]{2})?$/i.exec(colour);
  if (hex) {
    const [r, g, b] = [0, 2, 4].map((at) => parseInt(hex[1].slice(at, at + 2), 16));
    return [r, g, b, hex[2] ? parseInt(hex[2], 16) / 255 : 1];
  }
  const rgba = /^rgba?\(([^)]+)\)$/.exec(colour.replace(/\s/g, ''));
  if (!rgba) throw new Error(`not a colour: ${colour}`);
  const [r, g, b, a = 1] = rgba[1].split(',').map(Number);
  return [r, g, b, a];
}

/** A translucent colour as it shows over an opaque one. */
function over(colour: string, background: Rgba): Rgba {
  const [r, g, b, a] = parse(colour);
  return [r * a + background[0] * (1 - a), g * a + background[1] * (1 - a), b * a + background[2] * (1 - a), 1];
}

function luminance([r, g, b]: Rgba): number {
  const channel = (value: number) => {
    const c = value / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

/** WCAG contrast of `text` over `surface` (itself laid over `page`, for a translucent fill). */
function contrast(text: string, surface: string, page = '#ffffff'): number {
  const back = over(surface, over(page, [255, 255, 255, 1]));
  const [a, b] = [luminance(over(text, back)), luminance(back)];
  return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
}

const AA = 4.5;
/** Preset colours a page gives a Tag (libs/ui StatusTag and the pages' own). */
const TAG_COLOURS = ['blue', 'cyan', 'green', 'gold', 'orange', 'red', 'purple', 'geekblue', 'volcano', 'magenta', 'lime', 'yellow'] as const;
const STATUS_TAGS = ['Success', 'Info', 'Error', 'Warning'] as const;

describe.each<ResolvedTheme>(['light', 'dark'])('the %s theme', (resolved) => {
  const config = themeConfig(resolved);
  const token = theme.getDesignToken(config) as unknown as Record<string, string>;
  const component = (name: 'Tag' | 'Menu' | 'Button') => (config.components?.[name] ?? {}) as Record<string, string>;
  const surfaces = { container: token.colorBgContainer, layout: token.colorBgLayout, elevated: token.colorBgElevated };

  // colorWarningText / colorSuccessText colour figures a page wants noticed (the vendor's count of unassigned orders).
  it.each(['colorText', 'colorTextSecondary', 'colorTextTertiary', 'colorTextDescription', 'colorTextPlaceholder', 'colorLink', 'colorError', 'colorWarningText', 'colorSuccessText', 'colorErrorText'])(
    '%s reads at AA on the container, the layout and a popup',
    (name) => {
      const below = Object.entries(surfaces)
        .map(([surface, colour]) => `${surface} ${contrast(token[name], colour).toFixed(2)}:1`)
        .filter((line) => Number.parseFloat(line.split(' ')[1]) < AA);
      expect(below).toEqual([]);
    },
  );

  it('a primary button\'s white label, a danger button\'s label and the selected menu item read at AA', () => {
    expect(contrast(token.colorTextLightSolid, token.colorPrimary)).toBeGreaterThanOrEqual(AA);
    expect(contrast(component('Button').dangerColor ?? token.colorTextLightSolid, token.colorError)).toBeGreaterThanOrEqual(AA);
    expect(contrast(component('Menu').itemSelectedColor ?? token.colorPrimary, token.controlItemBgActive, token.colorBgContainer)).toBeGreaterThanOrEqual(AA);
  });

  it.each(TAG_COLOURS)('a %s Tag reads at AA', (colour) => {
    const text = component('Tag')[`${colour}7`] ?? token[`${colour}7`];
    expect(contrast(text, token[`${colour}1`], token.colorBgContainer)).toBeGreaterThanOrEqual(AA);
  });

  it.each(STATUS_TAGS)('a %s status Tag reads at AA', (status) => {
    const text = component('Tag')[`color${status}`] ?? token[`color${status}`];
    expect(contrast(text, token[`color${status}Bg`], token.colorBgContainer)).toBeGreaterThanOrEqual(AA);
  });
});
