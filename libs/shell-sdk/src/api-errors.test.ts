import i18next, { type i18n as I18n } from 'i18next';
import { ApiClientError } from '@fixflow/api-client';
import type * as Contracts from '@fixflow/contracts';
import { hostInitOptions, type Language } from '@fixflow/i18n';
import { shellEn } from '@fixflow/i18n/shell';
import { shellRu } from '@fixflow/i18n/shell-ru';
import type * as ApiErrors from './api-errors';

/** A page as it starts: no error catalogue in yet (a fresh @fixflow/contracts). */
function freshPage(language: Language): { errors: typeof ApiErrors; contracts: typeof Contracts; i18n: I18n } {
  let errors: typeof ApiErrors | undefined;
  let contracts: typeof Contracts | undefined;
  jest.isolateModules(() => {
    errors = jest.requireActual<typeof ApiErrors>('./api-errors');
    contracts = jest.requireActual<typeof Contracts>('@fixflow/contracts');
  });
  const i18n = i18next.createInstance();
  void i18n.init({ ...hostInitOptions('shell', { en: shellEn, ru: shellRu }), lng: language, initAsync: false });
  return { errors: errors!, contracts: contracts!, i18n };
}

/** What the API answered, in the request's Accept-Language. */
const refused = (code: string, message: string, extra: Partial<ApiClientError> = {}) =>
  Object.assign(new ApiClientError(400, code as Contracts.ErrorCode, message), extra);

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('describeApiError before and after the catalogue is in', () => {
  it("shows the API's own message at first, then translates by code (a language switch re-translates it)", async () => {
    const { errors, contracts, i18n } = freshPage('en');
    const error = refused('INVALID_CREDENTIALS', 'Invalid login credentials');

    expect(contracts.hasMessageCatalogue('en')).toBe(false);
    expect(errors.describeApiError(error, i18n)).toBe('Invalid login credentials');

    // The error started the reading of its language's catalogue.
    await settle();
    expect(contracts.hasMessageCatalogue('en')).toBe(true);
    // The shell reads Russian before it switches to it (setup-i18n.ts).
    await contracts.loadMessageCatalogue('ru');
    await i18n.changeLanguage('ru');
    expect(errors.describeApiError(error, i18n)).toBe('Неверные данные для входа');
    await i18n.changeLanguage('en');
    expect(errors.describeApiError(error, i18n)).toBe('Invalid login credentials');
  });

  it('a Russian page shows the API\'s Russian before its catalogue is in, never English', async () => {
    const { errors, contracts, i18n } = freshPage('ru');
    await contracts.loadMessageCatalogue('en');
    const error = refused('CURRENT_PASSWORD_INVALID', 'Текущий пароль указан неверно (API)');
    expect(errors.describeApiError(error, i18n)).toBe('Текущий пароль указан неверно (API)');
    await settle();
    expect(errors.describeApiError(error, i18n)).toBe('Текущий пароль указан неверно');
  });

  it.each([
    ['a message with parameters keeps the API text', refused('ORDER_NOT_FOUND', 'Order not found with identifier: INV-7'), 'Order not found with identifier: INV-7'],
    ['a code the catalogue does not know keeps the API text', refused('SOMETHING_NEW', 'Something new went wrong'), 'Something new went wrong'],
    ['an error that is no API error keeps its message', new Error('boom'), 'boom'],
    ['an unreachable server is the shell\'s words', refused('NETWORK_ERROR', 'The server could not be reached (fetch failed)'), 'The server could not be reached. Check your connection and try again.'],
  ])('%s, before and after', async (_name, error, expected) => {
    const { errors, contracts, i18n } = freshPage('en');
    const before = errors.describeApiError(error, i18n);
    await contracts.loadMessageCatalogue('en');
    const after = errors.describeApiError(error, i18n);
    expect([before, after]).toEqual([expected, expected]);
  });
});

describe('showFieldErrors and weakPasswordReasons before and after the catalogue is in', () => {
  const validation = () =>
    refused('VALIDATION_FAILED', 'The request is not valid', {
      fields: [{ field: 'phone', code: 'INVALID_PHONE', message: 'API: not a phone' }],
      errors: [{ field: 'phone', message: 'phone must be a phone' }],
    });
  const weak = () => refused('WEAK_PASSWORD', 'Password is too weak', { reasons: [{ code: 'length', message: 'API: too short' }] });

  it('puts the API\'s words under the field until the catalogue is in, then the catalogue\'s in the page language', async () => {
    const { errors, contracts, i18n } = freshPage('en');
    const shown: { name: string; errors: string[] }[][] = [];
    const form = { setFields: (fields: { name: string; errors: string[] }[]) => void shown.push(fields) };

    expect(errors.showFieldErrors(form, validation(), ['phone'], i18n)).toBe(true);
    expect(errors.weakPasswordReasons(weak(), i18n)).toEqual(['API: too short']);
    await settle();
    await contracts.loadMessageCatalogue('ru');
    await i18n.changeLanguage('ru');
    errors.showFieldErrors(form, validation(), ['phone'], i18n);
    expect(shown.map((fields) => fields[0].errors[0])).toEqual(['API: not a phone', 'Должен быть номер телефона, например +15551234567 или (555) 123-4567']);
    expect(errors.weakPasswordReasons(weak(), i18n)).toEqual(['Пароль должен содержать от 8 до 128 символов']);
  });
});
