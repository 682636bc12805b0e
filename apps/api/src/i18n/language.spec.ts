import { languageOf } from './language.js';

describe('languageOf', () => {
  it.each([
    [undefined, 'en'],
    ['', 'en'],
    ['ru', 'ru'],
    ['ru-RU,ru;q=0.9,en-US;q=0.8,en;q=0.7', 'ru'],
    ['en-US,en;q=0.9,ru;q=0.8', 'en'],
    ['de-DE,ru;q=0.5', 'ru'],
    ['de,fr', 'en'],
    ['en;q=0.1,ru;q=0.9', 'ru'],
    ['ru;q=0', 'en'],
  ])('%s → %s', (header, language) => {
    expect(languageOf(header)).toBe(language);
  });
});
