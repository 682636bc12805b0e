import { hasMessageCatalogue, MESSAGE_LANGUAGES } from '@fixflow/contracts';
import { errorMessage, weakPasswordReasonMessage } from './message-catalogues.js';

describe('the API\'s message catalogues', () => {
  it('are all in as soon as the module is imported: every message is synchronous, in every language', () => {
    for (const language of MESSAGE_LANGUAGES) expect(hasMessageCatalogue(language)).toBe(true);
    expect(errorMessage('INVALID_CREDENTIALS', 'ru')).toBe('Неверные данные для входа');
    expect(errorMessage('ORDER_NOT_FOUND', 'ru', { id: 'INV-7' })).toContain('INV-7');
    expect(weakPasswordReasonMessage('length', 'ru')).toBe('Пароль должен содержать от 8 до 128 символов');
    expect(errorMessage('INVALID_CREDENTIALS')).toBe('Invalid login credentials');
  });
});
