import type { i18n as I18n } from 'i18next';
import type { SameKeys } from '../types';
import { kitWordsEn } from './kit-words';
import { kitWordsRu } from './kit-words-ru';

/**
 * Chat (/chat and the widget, PRODUCT.md "Messages"): its own namespace, both languages, added by
 * the chat's chunks when they load, so no page that does not draw the chat carries these words.
 */
export const CHAT_NAMESPACE = 'chat';

export const chatEn = {
  kit: kitWordsEn,
  title: 'Chat',
  subtitle: 'Conversations about your orders, and with support',
  open: 'Open chat',
  openWithUnread: 'Open chat, unread: {{count}}',
  close: 'Close chat',
  openPage: 'Open the chat page',
  conversations: 'Conversations',
  noConversations: 'No conversations yet',
  noConversationsHint: 'Open one from an order, or contact support.',
  loadFailed: 'The conversations could not be loaded',
  messagesFailed: 'The messages could not be loaded',
  sendFailed: 'The message was not sent',
  openFailed: 'The conversation could not be opened',
  contactSupport: 'Contact support',
  unread: 'Unread: {{count}}',
  noMessages: 'No messages yet. Say hello.',
  loadEarlier: 'Load earlier',
  back: 'Back to conversations',
  pick: 'Pick a conversation',
  you: 'You',
  composer: 'Message',
  composerHint: 'Enter sends, Shift+Enter starts a new line',
  send: 'Send',
  tooLong: 'At most {{max}} characters',
  kind: {
    order: 'Order',
    support: 'Support',
  },
  role: {
    vendor: 'Dispatcher',
    technician: 'Technician',
    admin: 'Support',
  },
} as const;

export const chatRu: SameKeys<typeof chatEn> = {
  kit: kitWordsRu,
  title: 'Чат',
  subtitle: 'Переписка по заказам и с поддержкой',
  open: 'Открыть чат',
  openWithUnread: 'Открыть чат, непрочитанных: {{count}}',
  close: 'Закрыть чат',
  openPage: 'Открыть страницу чата',
  conversations: 'Беседы',
  noConversations: 'Бесед пока нет',
  noConversationsHint: 'Начните беседу со страницы заказа или напишите в поддержку.',
  loadFailed: 'Не удалось загрузить беседы',
  messagesFailed: 'Не удалось загрузить сообщения',
  sendFailed: 'Сообщение не отправлено',
  openFailed: 'Не удалось открыть беседу',
  contactSupport: 'Написать в поддержку',
  unread: 'Непрочитанных: {{count}}',
  noMessages: 'Сообщений пока нет. Напишите первым.',
  loadEarlier: 'Показать раньше',
  back: 'Назад к беседам',
  pick: 'Выберите беседу',
  you: 'Вы',
  composer: 'Сообщение',
  composerHint: 'Enter — отправить, Shift+Enter — новая строка',
  send: 'Отправить',
  tooLong: 'Не больше {{max}} символов',
  kind: {
    order: 'Заказ',
    support: 'Поддержка',
  },
  role: {
    vendor: 'Диспетчер',
    technician: 'Мастер',
    admin: 'Поддержка',
  },
};

/** Adds the chat's words in both languages (once; later calls are free). */
export function addChatWords(i18n: I18n): void {
  if (i18n.hasResourceBundle('en', CHAT_NAMESPACE)) return;
  i18n.addResourceBundle('en', CHAT_NAMESPACE, chatEn, true, false);
  i18n.addResourceBundle('ru', CHAT_NAMESPACE, chatRu, true, false);
}
