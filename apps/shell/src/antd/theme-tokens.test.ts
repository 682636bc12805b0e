import { theme } from 'antd';
import { AA, contrast } from '../testing/contrast';
import { themeConfig, type ResolvedTheme } from './theme-tokens';

/*
 * Given the tokens antd computes from our theme, each text colour a page draws with reaches
 * WCAG AA (4.5:1) on each surface it is drawn on, in light and in dark. (antd's defaults give
 * 3.4:1 for description text, 4.1:1 for white on the primary blue, 2.8:1 for a gold Tag.)
 */

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
