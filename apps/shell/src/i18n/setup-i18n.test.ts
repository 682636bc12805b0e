import type { i18n as I18n } from 'i18next';
import { LANGUAGE_STORAGE_KEY } from '@fixflow/i18n';

/** A fresh i18next and setup module per test: the page has one, set up once. */
async function freshSetup(): Promise<I18n> {
  let setup: Promise<I18n> | undefined;
  await jest.isolateModulesAsync(async () => {
    const { setupI18n } = await import('./setup-i18n');
    setup = setupI18n();
  });
  return setup!;
}

describe('setupI18n', () => {
  afterEach(() => window.localStorage.clear());

  it('an English start downloads no Russian; choosing Russian loads it before the switch', async () => {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, 'en');
    const i18n = await freshSetup();
    expect(i18n.t('header.signIn')).toBe('Sign in');
    expect(i18n.hasResourceBundle('ru', 'shell')).toBe(false);
    await i18n.changeLanguage('ru');
    expect(i18n.t('header.signIn')).toBe('Войти');
    expect(document.documentElement.lang).toBe('ru');
    expect(window.localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('ru');
  });

  it('a remembered Russian draws the first screen in Russian (ru-RU browsers too)', async () => {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, 'ru-RU');
    const i18n = await freshSetup();
    expect(i18n.t('header.signIn')).toBe('Войти');
    await i18n.changeLanguage('en');
    expect(i18n.t('header.signIn')).toBe('Sign in');
  });
});
