import type { i18n as I18n } from 'i18next';
import type { SameKeys } from '../types';
import { orderWordsEn } from './order-words';
import { orderWordsRu } from './order-words-ru';

/**
 * The technician's outbox (issue 19): the header's "waiting to be sent" list, the explanations
 * of refused actions, and the pages' words for a queued action. Their own namespace, loaded with
 * the outbox (a technician's workspace), so no other first load carries them.
 */
export const OUTBOX_NAMESPACE = 'outbox';

export const outboxEn = {
  kind: {
    accept: 'Accept',
    back_to_new: 'Back to new',
    en_route: 'On my way',
    start: 'Start',
    hold: 'Hold',
    resume: 'Resume',
    complete: 'Complete',
    close: 'Close',
    cancel: 'Free this time',
    decline: 'Decline',
    personal_booking: 'Block time',
    time_off: 'Time off',
    time_off_removed: 'Remove time off',
    offer_take: 'Take offer',
  },
  waiting_one: '{{count}} action waiting to be sent',
  waiting_other: '{{count}} actions waiting to be sent',
  sending: 'Sending…',
  notSent_one: '{{count}} action not sent',
  notSent_other: '{{count}} actions not sent',
  entry: '{{action}} {{ref}} · queued {{time}}',
  listTitle: 'Waiting to be sent',
  listText: 'Saved on this phone. They are sent in this order as soon as the network is back.',
  close: 'Close',
  queued: 'Saved on this phone',
  queuedText: '“{{action}}” will be sent when the network is back.',
  waitingTag: 'Waiting to be sent',
  /** What the server holds now, in the technician's words for an order's status (one home: order-words). */
  status: orderWordsEn.technicianStatus,
  conflict: {
    title: 'Not sent: {{action}} {{ref}}',
    cancelled: '{{ref}} was cancelled while you were offline — your “{{action}}” was not sent.',
    changed: '{{ref}} was changed while you were offline — your “{{action}}” was not sent.',
    gone: '{{ref}} is no longer assigned to you (reassigned or removed while you were offline) — your “{{action}}” was not sent.',
    slot: 'That time was taken while you were offline — your “{{action}}” ({{ref}}) was not sent.',
    after: 'Your “{{action}}” on {{ref}} was not sent either: it came after “{{first}}”, which was refused.',
    other: 'Your “{{action}}” ({{ref}}) was refused: {{message}}',
    now: 'Now on the server: {{status}}.',
    dismiss: 'Dismiss',
  },
} as const;

export const outboxRu: SameKeys<typeof outboxEn> = {
  kind: {
    accept: 'Принять',
    back_to_new: 'Вернуть в новые',
    en_route: 'Выезжаю',
    start: 'Начать',
    hold: 'Приостановить',
    resume: 'Возобновить',
    complete: 'Завершить',
    close: 'Закрыть',
    cancel: 'Освободить время',
    decline: 'Отказаться',
    personal_booking: 'Занять время',
    time_off: 'Отгул',
    time_off_removed: 'Удалить отгул',
    offer_take: 'Взять заказ',
  },
  waiting_one: '{{count}} действие ждёт отправки',
  waiting_few: '{{count}} действия ждут отправки',
  waiting_many: '{{count}} действий ждут отправки',
  waiting_other: '{{count}} действия ждут отправки',
  sending: 'Отправка…',
  notSent_one: '{{count}} действие не отправлено',
  notSent_few: '{{count}} действия не отправлены',
  notSent_many: '{{count}} действий не отправлено',
  notSent_other: '{{count}} действия не отправлено',
  entry: '{{action}} {{ref}} · в очереди с {{time}}',
  listTitle: 'Ждут отправки',
  listText: 'Сохранено на телефоне. Отправится по порядку, как только появится сеть.',
  close: 'Закрыть',
  queued: 'Сохранено на телефоне',
  queuedText: '«{{action}}» отправится, когда появится сеть.',
  waitingTag: 'Ждёт отправки',
  status: orderWordsRu.technicianStatus,
  conflict: {
    title: 'Не отправлено: {{action}} {{ref}}',
    cancelled: '{{ref}} отменили, пока вы были без сети, — ваше «{{action}}» не отправлено.',
    changed: '{{ref}} изменили, пока вы были без сети, — ваше «{{action}}» не отправлено.',
    gone: '{{ref}} больше не назначен вам (передан другому или удалён, пока вы были без сети) — ваше «{{action}}» не отправлено.',
    slot: 'Это время заняли, пока вы были без сети, — ваше «{{action}}» ({{ref}}) не отправлено.',
    after: 'Ваше «{{action}}» по {{ref}} тоже не отправлено: оно шло после «{{first}}», которое отклонено.',
    other: 'Ваше «{{action}}» ({{ref}}) отклонено: {{message}}',
    now: 'Сейчас на сервере: {{status}}.',
    dismiss: 'Скрыть',
  },
};

export function addOutboxWords(i18n: I18n): void {
  if (i18n.hasResourceBundle('en', OUTBOX_NAMESPACE)) return;
  i18n.addResourceBundle('en', OUTBOX_NAMESPACE, outboxEn, true, false);
  i18n.addResourceBundle('ru', OUTBOX_NAMESPACE, outboxRu, true, false);
}
