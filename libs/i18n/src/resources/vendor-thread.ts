import type { SameKeys } from '../types';

/** A customer's texts on the vendor's customer page (issue 15 item 2). */
export const vendorThreadEn = {
  thread: {
    title: 'Messages',
    loadFailed: 'The texts could not be loaded',
    emptyTitle: 'No texts yet',
    emptyText: 'Texts from this customer and your replies show up here.',
    loadEarlier: 'Load earlier',
    attachment: 'Attachment {{number}}',
    noReason: 'no reason given',
    status: {
      received: 'Received',
      queued: 'Queued',
      sent: 'Sent',
      delivered: 'Delivered',
      failed: 'Failed: {{error}}',
      undelivered: 'Not delivered: {{error}}',
      recorded: 'Recorded locally (no SMS provider)',
    },
    optedOut: 'This customer replied STOP',
    optedOutText: 'No text goes out until the customer replies START.',
    replyLabel: 'Reply',
    replyPlaceholder: 'Type a text to the customer',
    replyHint: 'Enter sends, Shift+Enter starts a new line.',
    replyRequired: 'Type a message first',
    counter: '{{count}} / {{max}}',
    send: 'Send',
    messageCustomer: 'Message customer',
    unread: 'Unread texts',
  },
} as const;

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
