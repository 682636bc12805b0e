import { fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { errorFromResponse, networkError } from '@fixflow/api-client';
import { vendorMessages } from '@fixflow/i18n/vendor';
import { defineRemoteApp } from '@fixflow/shell-sdk';
import { createTestI18n } from '@fixflow/shell-sdk/testing';
import { ApiErrorAlert } from './ApiErrorAlert';

const vendor = defineRemoteApp({ name: 'vendor', version: '1.0.0', i18n: { namespace: 'vendor', resources: vendorMessages }, pages: {} });
const notFound = errorFromResponse(404, { statusCode: 404, code: 'NOT_FOUND', message: 'Order not found' });

function show(language: 'en' | 'ru', ui: React.ReactElement) {
  render(<I18nextProvider i18n={createTestI18n(language, vendor)}>{ui}</I18nextProvider>);
  return screen.getByRole('alert');
}

describe('ApiErrorAlert', () => {
  it.each([
    ['en', notFound, 'Not found'],
    ['ru', notFound, 'Не найдено'],
    ['ru', networkError(new TypeError('Failed to fetch')), 'Сервер недоступен'],
  ] as const)('in %s, says the error by its code (%#)', (language, error, text) => {
    expect(show(language, <ApiErrorAlert error={error} ns="vendor" />).textContent).toContain(text);
  });

  it('offers Try again only when the page can ask again, and asks', () => {
    const retry = jest.fn();
    const alert = show('ru', <ApiErrorAlert error={notFound} ns="vendor" onRetry={retry} />);
    fireEvent.click(screen.getByRole('button', { name: 'Повторить' }));
    expect(retry).toHaveBeenCalledTimes(1);
    expect(alert).toBeTruthy();
  });

  it('has no button without a way to ask again', () => {
    show('en', <ApiErrorAlert error={notFound} ns="vendor" />);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('puts what failed as the title and the API’s words under it', () => {
    const alert = show('en', <ApiErrorAlert error={notFound} ns="vendor" title="The order could not be loaded" />);
    expect(alert.textContent).toBe('The order could not be loadedNot found');
  });
});
