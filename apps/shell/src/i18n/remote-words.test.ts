import type { i18n as I18n } from 'i18next';
import { LANGUAGE_STORAGE_KEY } from '@fixflow/i18n';
import { addTechnicianDispatchWords } from '@fixflow/i18n/technician-dispatch';
import { technicianWords } from '@fixflow/i18n/technician-words';
import type * as RemoteWords from './remote-words';
import type * as SwitchLanguage from './switch-language';

/** A fresh page in a remembered language: i18next set up as the host does it, and the remotes' words module. */
async function freshPage(language: 'en' | 'ru'): Promise<{ i18n: I18n; words: typeof RemoteWords; switchLanguage: typeof SwitchLanguage.switchLanguage }> {
  window.localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  let setup: Promise<I18n> | undefined;
  let words: typeof RemoteWords | undefined;
  let switching: typeof SwitchLanguage | undefined;
  await jest.isolateModulesAsync(async () => {
    const { setupI18n } = await import('./setup-i18n');
    words = await import('./remote-words');
    switching = await import('./switch-language');
    setup = setupI18n();
  });
  return { i18n: await setup!, words: words!, switchLanguage: switching!.switchLanguage };
}

const title = (i18n: I18n) => i18n.t('dashboard.title', { ns: 'technician' });

describe("a remote's words (the technician remote's, as its app hands them)", () => {
  afterEach(() => window.localStorage.clear());

  it('a Russian page has the Russian before the first page draws, and reads no English', async () => {
    const { i18n, words } = await freshPage('ru');
    await words.addRemoteWords('technician', technicianWords);
    expect(title(i18n)).toBe('Панель');
    expect(i18n.hasResourceBundle('en', 'technician')).toBe(false);
  });

  it('an English page reads no Russian until Russian is chosen (Settings, the header: switchLanguage), then switches with every word in', async () => {
    const { i18n, words, switchLanguage } = await freshPage('en');
    await words.addRemoteWords('technician', technicianWords);
    expect(title(i18n)).toBe('Dashboard');
    expect(i18n.hasResourceBundle('ru', 'technician')).toBe(false);

    // A page's chunk adds its own words in both languages (the offers' page), before any switch.
    addTechnicianDispatchWords(i18n);
    // What the page draws the moment the language changes: the remote's words, the page's and the shell's.
    const drawn: string[][] = [];
    i18n.on('languageChanged', () => drawn.push([title(i18n), i18n.t('offers.title', { ns: 'technician' }), i18n.t('header.signIn')]));
    await switchLanguage('ru');
    expect(drawn).toEqual([['Панель', 'Открытые предложения', 'Войти']]);
    expect(document.documentElement.lang).toBe('ru');

    await switchLanguage('en');
    expect(drawn.at(-1)).toEqual(['Dashboard', 'Open offers', 'Sign in']);
  });

  it('a remote that arrives while the page switches has the new language too', async () => {
    const { i18n, words, switchLanguage } = await freshPage('en');
    const switching = switchLanguage('ru');
    await words.addRemoteWords('technician', technicianWords);
    await switching;
    expect(title(i18n)).toBe('Панель');
  });

  it('a remote released before SDK 3.3 hands both languages at once, and they are used as given', async () => {
    const { i18n, words, switchLanguage } = await freshPage('en');
    await words.addRemoteWords('vendor', { en: { dashboard: { title: 'Vendor home' } }, ru: { dashboard: { title: 'Главная поставщика' } } });
    expect(i18n.t('dashboard.title', { ns: 'vendor' })).toBe('Vendor home');
    await switchLanguage('ru');
    expect(i18n.t('dashboard.title', { ns: 'vendor' })).toBe('Главная поставщика');
  });

  it('two switches in a row end in the later language, with its words in', async () => {
    const { i18n, words, switchLanguage } = await freshPage('en');
    await words.addRemoteWords('technician', technicianWords);
    await Promise.all([switchLanguage('ru'), switchLanguage('en')]);
    expect(i18n.resolvedLanguage).toBe('en');
    expect(title(i18n)).toBe('Dashboard');
    await switchLanguage('ru');
    expect(title(i18n)).toBe('Панель');
  });
});
