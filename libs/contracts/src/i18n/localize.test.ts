/// <reference types="node" />
// (Node's types for this test alone: it reads the sources; contracts' own code stays free of Node.)
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { ERROR_STATUS, isErrorCode } from '../errors.js';
import { EN_MESSAGE_CATALOGUE } from './errors.en.js';
import { RU_MESSAGE_CATALOGUE } from './errors.ru.js';
import type * as Localize from './localize.js';

/** A fresh localize module, as a page has before anything loaded a catalogue. */
function freshLocalize(): typeof Localize {
  let module: typeof Localize | undefined;
  jest.isolateModules(() => {
    module = jest.requireActual<typeof Localize>('./localize');
  });
  return module!;
}

describe('the error catalogue on the web path: every language is read when used', () => {
  it.each([
    ['errorMessage', (l: typeof Localize) => l.errorMessage('INVALID_CREDENTIALS', 'en'), 'INVALID_CREDENTIALS', 'Invalid login credentials'],
    ['errorMessage with parameters', (l: typeof Localize) => l.errorMessage('ORDER_NOT_FOUND', 'en', { id: 'INV-7' }), 'ORDER_NOT_FOUND', 'Order not found with identifier: INV-7'],
    ['fieldErrorMessage', (l: typeof Localize) => l.fieldErrorMessage('TOO_LONG', 'en', { max: 80 }), 'TOO_LONG', 'Must be at most 80 characters'],
    ['weakPasswordReasonMessage', (l: typeof Localize) => l.weakPasswordReasonMessage('length', 'en'), 'length', 'Password must be 8 to 128 characters long'],
    ['hasFieldErrorMessage', (l: typeof Localize) => l.hasFieldErrorMessage('INVALID_PHONE', 'en'), false, true],
  ])('%s: the code itself before English is loaded, its words after', async (_name, read, before, after) => {
    const localize = freshLocalize();
    expect(localize.hasMessageCatalogue('en')).toBe(false);
    expect(read(localize)).toBe(before);
    await localize.loadMessageCatalogue('en');
    expect(localize.hasMessageCatalogue('en')).toBe(true);
    expect(read(localize)).toBe(after);
  });

  it.each([
    ['nothing loaded', [], 'INVALID_CREDENTIALS'],
    ['English only: Russian falls back to it', ['en'], 'Invalid login credentials'],
    ['Russian loaded', ['ru'], 'Неверные данные для входа'],
    ['both', ['en', 'ru'], 'Неверные данные для входа'],
  ] as const)('a Russian message with %s', async (_name, loaded, expected) => {
    const localize = freshLocalize();
    for (const language of loaded) await localize.loadMessageCatalogue(language);
    expect(localize.errorMessage('INVALID_CREDENTIALS', 'ru')).toBe(expected);
    // Translating by code is for the language's own catalogue only: else the API's words stand.
    expect(localize.hasFieldErrorMessage('REQUIRED', 'ru')).toBe(loaded.includes('ru' as never));
  });

  it('concurrent loads read a catalogue once', async () => {
    const localize = freshLocalize();
    const first = localize.loadMessageCatalogue('en');
    expect(localize.loadMessageCatalogue('en')).toBe(first);
    await first;
  });

  it('no module of the main entry imports a catalogue: they load apart, never with a first load', () => {
    const src = resolve(__dirname, '..');
    const reached = new Set<string>();
    const visit = (file: string) => {
      if (reached.has(file)) return;
      reached.add(file);
      const text = readFileSync(file, 'utf8');
      // Static imports and re-exports that carry values (`import type` is erased; `import()` loads apart).
      for (const [, specifier] of text.matchAll(/^(?:import|export)\s+(?!type\b)[^;]*?from\s+'(\.[^']+)'/gm)) {
        visit(join(dirname(file), specifier.replace(/\.js$/, '.ts')));
      }
    };
    visit(join(src, 'index.ts'));
    expect(reached.has(join(src, 'i18n/localize.ts'))).toBe(true);
    expect([...reached].filter((file) => /errors\.(en|ru)\.ts$/.test(file))).toEqual([]);
  });
});

describe('the error catalogue on the API path: registered at start, every call synchronous', () => {
  const localize = freshLocalize();
  localize.addMessageCatalogue('en', EN_MESSAGE_CATALOGUE);
  localize.addMessageCatalogue('ru', RU_MESSAGE_CATALOGUE);

  it.each([
    ['en', () => localize.errorMessage('INVALID_CREDENTIALS'), 'Invalid login credentials'],
    ['ru', () => localize.errorMessage('INVALID_CREDENTIALS', 'ru'), 'Неверные данные для входа'],
    ['en', () => localize.errorMessage('PAYOUT_TOO_LARGE', 'en', { outstanding: '12.00' }), 'The payout is more than the 12.00 still owed'],
    ['ru', () => localize.fieldErrorMessage('TOO_SHORT', 'ru', { min: 2 }), 'Не короче 2 символов'],
    ['ru', () => localize.weakPasswordReasonMessage('length', 'ru'), 'Пароль должен содержать от 8 до 128 символов'],
  ])('%s: %p', (_language, read, expected) => {
    expect(read()).toBe(expected);
  });
});

describe('the codes', () => {
  it.each([
    ['English', EN_MESSAGE_CATALOGUE],
    ['Russian', RU_MESSAGE_CATALOGUE],
  ])('the %s catalogue has a message for exactly the codes ERROR_STATUS lists', (_name, catalogue) => {
    expect(Object.keys(catalogue.errors).sort()).toEqual(Object.keys(ERROR_STATUS).sort());
    expect(Object.keys(catalogue.fields).sort()).toEqual(Object.keys(EN_MESSAGE_CATALOGUE.fields).sort());
  });

  it.each([
    ['INVALID_CREDENTIALS', true],
    ['NETWORK_ERROR', false],
    ['toString', false],
    [42, false],
  ])('isErrorCode(%p) is %p without any catalogue', (value, expected) => {
    expect(isErrorCode(value)).toBe(expected);
  });
});
