/**
 * The looks a page is checked in (no sideways scrolling, axe where a spec audits, a screenshot):
 * a desktop and a phone, light and dark, English and Russian. With SCREENSHOTS=1 all eight, for a
 * person to look at every combination; otherwise four that still show each size in both themes and
 * both languages (a theme's contrast and a language's longer words each meet both widths), which
 * halves what the heaviest specs spend on a CI run.
 */
import type { Page } from '@playwright/test';

export interface Look {
  width: number;
  height: number;
  theme: 'light' | 'dark';
  language: 'en' | 'ru';
}

export const DESKTOP = { width: 1366, height: 900 } as const;
export const PHONE = { width: 390, height: 844 } as const;

const EVERY: Look[] = [DESKTOP, PHONE].flatMap((size) =>
  (['en', 'ru'] as const).flatMap((language) => (['light', 'dark'] as const).map((theme) => ({ ...size, theme, language }))),
);

const FOUR: Look[] = [
  { ...DESKTOP, theme: 'light', language: 'en' },
  { ...DESKTOP, theme: 'dark', language: 'ru' },
  { ...PHONE, theme: 'dark', language: 'en' },
  { ...PHONE, theme: 'light', language: 'ru' },
];

export function looks(): Look[] {
  return process.env.SCREENSHOTS === '1' ? EVERY : FOUR;
}

/**
 * Puts on a look's theme and language for the page's next load (what Settings remembers on this
 * device) and its size at once.
 */
export async function wear(page: Page, look: Pick<Look, 'theme' | 'language'> & Partial<Pick<Look, 'width' | 'height'>>): Promise<void> {
  await page.evaluate(
    ([language, theme]) => {
      window.localStorage.setItem('fixflow.language', language);
      window.localStorage.setItem('vite-ui-theme', theme);
    },
    [look.language, look.theme] as const,
  );
  if (look.width && look.height) await page.setViewportSize({ width: look.width, height: look.height });
}
