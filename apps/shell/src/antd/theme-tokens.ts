import { theme, type ThemeConfig } from 'antd';

/*
 * The antd theme of every signed-in page, tuned so that text meets WCAG AA (4.5:1) in light and
 * dark. antd's defaults do not: its tertiary and description text (rgba 0.45), its primary blue
 * #1677ff under white text, its error red and the text of half its preset Tag colours fall
 * between 2 and 4.4:1. The figures are in theme-tokens.test.ts, which checks each pair.
 */

export type ResolvedTheme = 'light' | 'dark';

/** The brand blue that carries white text at 5.2:1; also index.html's --accent-solid and theme-color. */
const BRAND_BLUE = '#1668dc';

const LIGHT: ThemeConfig = {
  algorithm: theme.defaultAlgorithm,
  token: {
    colorPrimary: BRAND_BLUE,
    colorInfo: BRAND_BLUE,
    // antd's red-7: error text and the danger button's white label both reach 5:1.
    colorError: '#cf1322',
    colorTextTertiary: 'rgba(0, 0, 0, 0.56)',
    colorTextDescription: 'rgba(0, 0, 0, 0.56)',
    // A placeholder is the only hint some fields give (a search box, a select): it must be read.
    colorTextPlaceholder: 'rgba(0, 0, 0, 0.56)',
    // Figures a page wants noticed (the vendor's unassigned count): antd's gold-7 and green-7 are
    // 2.9:1 and 3.6:1 on white.
    colorWarningText: '#874d00',
    colorSuccessText: '#237804',
  },
  components: {
    // A preset Tag colour (`<Tag color="green">`) draws its text in `green7` on `green1`: here the
    // palette's darker step wherever its 7th is too light on its own pale background.
    Tag: {
      cyan7: '#006d75',
      green7: '#237804',
      orange7: '#ad4e00',
      yellow7: '#876800',
      volcano7: '#ad2102',
      gold7: '#874d00',
      lime7: '#3f6600',
      // Status tags (success, warning) read these as text on their pale backgrounds.
      colorSuccess: '#237804',
      colorWarning: '#874d00',
    },
  },
};

const DARK: ThemeConfig = {
  algorithm: theme.darkAlgorithm,
  token: {
    colorTextTertiary: 'rgba(255, 255, 255, 0.55)',
    colorTextDescription: 'rgba(255, 255, 255, 0.55)',
    colorTextPlaceholder: 'rgba(255, 255, 255, 0.55)',
    // Buttons keep the brand blue (white on it is 5.2:1); text in blue needs a lighter one on black.
    // Seeds pass through the dark algorithm, which dims them: #69b1ff draws as #5c99dc.
    colorLink: '#69b1ff',
    colorLinkHover: '#8dc5f8',
    colorLinkActive: '#65a9f3',
    // Red text on the dark surfaces (drawn as #d26562); the filled danger button takes dark text (below).
    colorError: '#f37370',
  },
  components: {
    Button: { dangerColor: 'rgba(0, 0, 0, 0.88)' },
    Menu: { itemSelectedColor: '#65a9f3' },
    // On black the link blue and the body text are too close in lightness to tell a link in a
    // sentence by colour alone (WCAG 1.4.1): links in text are underlined. The light theme's are 3:1 apart.
    Typography: { linkDecoration: 'underline' },
    // The same for the dark palettes whose 7th is too dark on theirs.
    Tag: {
      purple7: '#ab7ae0',
      geekblue7: '#7f9ef3',
      red7: '#f37370',
      colorInfo: '#65a9f3',
    },
  },
};

export function themeConfig(resolved: ResolvedTheme): ThemeConfig {
  return resolved === 'dark' ? DARK : LIGHT;
}
