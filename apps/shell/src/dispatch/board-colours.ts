import type { CSSProperties } from 'react';
import type { GlobalToken } from 'antd';

/** The StatusTag tones a card can take (cardTone), each with the theme's palette. */
export const CARD_TONES = ['blue', 'gold', 'cyan', 'geekblue', 'orange', 'green', 'red', 'purple'] as const;

/**
 * The board's colours from the antd theme (light and dark), as the CSS module's variables. Text in
 * blue (the offered badge, today's column) takes colorLink: the primary blue is a fill's colour,
 * 3.4:1 on the dark surfaces; the theme's link blue is lighter there and the same in light.
 */
export function boardColours(token: GlobalToken): CSSProperties {
  const palette = token as unknown as Record<string, string>;
  return {
    '--b-text': token.colorText,
    '--b-muted': token.colorTextSecondary,
    '--b-border': token.colorBorderSecondary,
    '--b-border-strong': token.colorBorder,
    '--b-bg': token.colorBgContainer,
    '--b-head': token.colorBgElevated,
    '--b-primary': token.colorPrimary,
    '--b-primary-text': token.colorLink,
    '--b-over': token.colorPrimaryBg,
    '--b-off': token.colorFillSecondary,
    '--b-busy': token.colorFillTertiary,
    '--b-busy-2': token.colorFillQuaternary,
    '--b-hover': token.colorFillTertiary,
    '--b-shadow': token.colorBgMask,
    ...Object.fromEntries(CARD_TONES.flatMap((tone) => [[`--tone-${tone}-bg`, palette[`${tone}1`]], [`--tone-${tone}-line`, palette[`${tone}6`]]])),
    // Opaque, as the palettes' are: a day off's stripes or the drop highlight under a translucent
    // fill took its blue text to 3.8:1 in dark.
    '--tone-default-bg': token.colorBgContainer,
    '--tone-default-line': token.colorBorder,
  } as CSSProperties;
}
