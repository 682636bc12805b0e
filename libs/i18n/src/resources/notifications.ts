import type { i18n as I18n } from 'i18next';
import type { SameKeys } from '../types';
import { NOTIFICATIONS_NAMESPACE } from './notification-bell';
import { orderWordsEn } from './order-words';
import { orderWordsRu } from './order-words-ru';

/**
 * The notification center's panel (issue 18): added to the notifications namespace by the panel's
 * chunk when it first opens. One sentence per kind of notification; `{{actor}}` is who did it, as
 * the API named them for the reader (the vendor's company, the technician's name).
 */
export const notificationsEn = {
  panel: {
    title: 'Notifications',
    close: 'Close notifications',
    markAllRead: 'Mark all read',
    loadMore: 'Show older',
    emptyTitle: 'Nothing here yet',
    emptyText: 'New assignments, changes to your orders, customer texts and statements will show up here.',
    loadFailed: 'Notifications could not be loaded',
    retry: 'Try again',
    unread: 'Unread',
    justNow: 'just now',
  },
  sentence: {
    order_assigned: '{{actor}} assigned you {{invoice}}',
    order_assigned_anonymous: 'You were assigned {{invoice}}',
    order_offered: '{{actor}} offers you {{invoice}}',
    order_offered_anonymous: 'New offer: {{invoice}}',
    order_declined: '{{actor}} declined {{invoice}}: {{reason}}',
    order_declined_anonymous: 'A technician declined {{invoice}}: {{reason}}',
    offer_taken: '{{actor}} took {{invoice}}',
    offer_taken_anonymous: 'A technician took {{invoice}}',
    order_completed: '{{invoice}} is completed: review and approve it',
    sms_received: 'A customer sent you a text',
    metrics_update: 'Your scorecard was updated',
    metrics_update_vendor: 'A technician’s scorecard was updated',
    settlement_ready: 'Your statement for the week of {{week}} is ready',
    changed: {
      status: '{{actor}} moved {{invoice}} to {{status}}',
      status_anonymous: '{{invoice}} is now {{status}}',
      rescheduled: '{{actor}} rescheduled {{invoice}}',
      rescheduled_anonymous: '{{invoice}} was rescheduled',
      edited: '{{actor}} edited {{invoice}}',
      edited_anonymous: '{{invoice}} was edited',
      assigned: '{{actor}} reassigned {{invoice}}',
      assigned_anonymous: '{{invoice}} was reassigned',
      unassigned: '{{actor}} took {{invoice}} off your schedule',
      unassigned_anonymous: '{{invoice}} was taken off your schedule',
      other: '{{actor}} changed {{invoice}}',
      other_anonymous: '{{invoice}} was changed',
    },
    other: 'Something happened in your account',
  },
  status: {
    vendor: orderWordsEn.vendorStatus,
    technician: orderWordsEn.technicianStatus,
  },
} as const;

export const notificationsRu: SameKeys<typeof notificationsEn> = {
  panel: {
    title: 'Уведомления',
    close: 'Закрыть уведомления',
    markAllRead: 'Прочитать все',
    loadMore: 'Показать старые',
    emptyTitle: 'Пока ничего нет',
    emptyText: 'Здесь появятся новые назначения, изменения ваших заказов, сообщения клиентов и ведомости.',
    loadFailed: 'Не удалось загрузить уведомления',
    retry: 'Повторить',
    unread: 'Не прочитано',
    justNow: 'только что',
  },
  sentence: {
    order_assigned: '{{actor}} назначил вам заказ {{invoice}}',
    order_assigned_anonymous: 'Вам назначен заказ {{invoice}}',
    order_offered: '{{actor}} предлагает вам заказ {{invoice}}',
    order_offered_anonymous: 'Новое предложение: заказ {{invoice}}',
    order_declined: '{{actor}} отказался от заказа {{invoice}}: {{reason}}',
    order_declined_anonymous: 'Мастер отказался от заказа {{invoice}}: {{reason}}',
    offer_taken: '{{actor}} взял заказ {{invoice}}',
    offer_taken_anonymous: 'Мастер взял заказ {{invoice}}',
    order_completed: 'Заказ {{invoice}} выполнен: проверьте и подтвердите',
    sms_received: 'Клиент прислал вам сообщение',
    metrics_update: 'Ваши показатели обновлены',
    metrics_update_vendor: 'Показатели мастера обновлены',
    settlement_ready: 'Ваша ведомость за неделю с {{week}} готова',
    changed: {
      status: '{{actor}}: заказ {{invoice}} теперь «{{status}}»',
      status_anonymous: 'Заказ {{invoice}} теперь «{{status}}»',
      rescheduled: '{{actor}} перенёс заказ {{invoice}}',
      rescheduled_anonymous: 'Заказ {{invoice}} перенесён',
      edited: '{{actor}} изменил заказ {{invoice}}',
      edited_anonymous: 'Заказ {{invoice}} изменён',
      assigned: '{{actor}} передал заказ {{invoice}} другому мастеру',
      assigned_anonymous: 'Заказ {{invoice}} передан другому мастеру',
      unassigned: '{{actor}} снял вас с заказа {{invoice}}',
      unassigned_anonymous: 'Вас сняли с заказа {{invoice}}',
      other: '{{actor}} изменил заказ {{invoice}}',
      other_anonymous: 'Заказ {{invoice}} изменён',
    },
    other: 'В вашем аккаунте что-то произошло',
  },
  status: {
    vendor: orderWordsRu.vendorStatus,
    technician: orderWordsRu.technicianStatus,
  },
};

export function addNotificationWords(i18n: I18n): void {
  if (i18n.getResource('en', NOTIFICATIONS_NAMESPACE, 'panel.title')) return;
  i18n.addResourceBundle('en', NOTIFICATIONS_NAMESPACE, notificationsEn, true, false);
  i18n.addResourceBundle('ru', NOTIFICATIONS_NAMESPACE, notificationsRu, true, false);
}
