import type { i18n as I18n } from 'i18next';
import type * as ContractsModule from '@fixflow/contracts';
import { LANGUAGE_STORAGE_KEY } from '@fixflow/i18n';

type Contracts = typeof ContractsModule;

/** A fresh i18next, setup module and error catalogue per test: the page has one, set up once. */
async function freshSetup(): Promise<{ i18n: I18n; contracts: Contracts }> {
  let setup: Promise<I18n> | undefined;
  let contracts: Contracts | undefined;
  await jest.isolateModulesAsync(async () => {
    const { setupI18n } = await import('./setup-i18n');
    contracts = await import('@fixflow/contracts');
    setup = setupI18n();
  });
  return { i18n: await setup!, contracts: contracts! };
}

describe('setupI18n', () => {
  afterEach(() => window.localStorage.clear());

  it('an English start downloads no Russian; choosing Russian loads it before the switch', async () => {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, 'en');
    const { i18n, contracts } = await freshSetup();
    expect(i18n.t('header.signIn')).toBe('Sign in');
    expect(i18n.hasResourceBundle('ru', 'shell')).toBe(false);
    // The API's error catalogue too: none on the first load (the shell reads English once the page
    // is in use, message-catalogue.ts), Russian once Russian is chosen.
    expect(contracts.hasMessageCatalogue('en')).toBe(false);
    expect(contracts.hasMessageCatalogue('ru')).toBe(false);
    await i18n.changeLanguage('ru');
    expect(i18n.t('header.signIn')).toBe('Войти');
    expect(contracts.errorMessage('INVALID_CREDENTIALS', 'ru')).toBe('Неверные данные для входа');
    expect(document.documentElement.lang).toBe('ru');
    expect(window.localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('ru');
  });

  it('a remembered Russian draws the first screen in Russian (ru-RU browsers too)', async () => {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, 'ru-RU');
    const { i18n, contracts } = await freshSetup();
    expect(i18n.t('header.signIn')).toBe('Войти');
    expect(contracts.weakPasswordReasonMessage('length', 'ru')).toBe('Пароль должен содержать от 8 до 128 символов');
    await i18n.changeLanguage('en');
    expect(i18n.t('header.signIn')).toBe('Sign in');
  });
});
