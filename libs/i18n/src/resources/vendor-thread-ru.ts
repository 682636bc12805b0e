import type { SameKeys } from '../types';
import type { vendorThreadEn } from './vendor-thread';

export const vendorThreadRu: SameKeys<typeof vendorThreadEn> = {
  thread: {
    title: 'Сообщения',
    loadFailed: 'Не удалось загрузить сообщения',
    emptyTitle: 'Сообщений пока нет',
    emptyText: 'Здесь появятся SMS от клиента и ваши ответы.',
    loadEarlier: 'Показать более ранние',
    attachment: 'Вложение {{number}}',
    noReason: 'причина не указана',
    status: {
      received: 'Получено',
      queued: 'В очереди',
      sent: 'Отправлено',
      delivered: 'Доставлено',
      failed: 'Ошибка: {{error}}',
      undelivered: 'Не доставлено: {{error}}',
      recorded: 'Записано локально (SMS-провайдер не настроен)',
    },
    optedOut: 'Клиент ответил STOP',
    optedOutText: 'Сообщения не отправляются, пока клиент не ответит START.',
    replyLabel: 'Ответ',
    replyPlaceholder: 'Напишите SMS клиенту',
    replyHint: 'Enter — отправить, Shift+Enter — новая строка.',
    replyRequired: 'Сначала напишите сообщение',
    counter: '{{count}} / {{max}}',
    send: 'Отправить',
    messageCustomer: 'Написать клиенту',
    unread: 'Есть непрочитанные SMS',
  },
};
