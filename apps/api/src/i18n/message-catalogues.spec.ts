import { errorMessage, weakPasswordReasonMessage } from '@fixflow/contracts';
import { MessageCatalogues } from './message-catalogues.js';

describe('MessageCatalogues', () => {
  it('answers in Russian only once the Russian catalogue is read, which the API does when it starts', async () => {
    // A fresh module registry per spec file: nothing has loaded Russian yet.
    expect(errorMessage('INVALID_CREDENTIALS', 'ru')).toBe('Invalid login credentials');

    await new MessageCatalogues().onModuleInit();

    expect(errorMessage('INVALID_CREDENTIALS', 'ru')).toBe('Неверные данные для входа');
    expect(errorMessage('ORDER_NOT_FOUND', 'ru', { id: 'INV-7' })).toContain('INV-7');
    expect(weakPasswordReasonMessage('length', 'ru')).toBe('Пароль должен содержать от 8 до 128 символов');
    expect(errorMessage('INVALID_CREDENTIALS')).toBe('Invalid login credentials');
  });
});
