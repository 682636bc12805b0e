import type { i18n as I18n } from 'i18next';
import type { SameKeys } from '../types';

/**
 * The sentences of an order's history (libs/ui OrderHistory), under `order.history` in the
 * namespace of the remote that shows them. Not part of the shared order words (order-words.ts),
 * which every vendor and technician first load carries: added by the order pages' chunks
 * (addOrderHistoryWords), so a dashboard downloads none of them.
 */
export const orderHistoryEn = {
  title: 'History',
  by: '{{text}} by {{actor}}',
  created: 'Created',
  move: '{{from}} → {{to}}',
  assigned: 'Assigned to {{to}}',
  reassigned: 'Reassigned from {{from}} to {{to}}',
  unassigned: 'Unassigned from {{from}}',
  declined: 'Declined',
  rescheduled: 'Rescheduled from {{from}} to {{to}}',
  hoursOverrideAssigned: 'Assigned to {{to}} outside working hours',
  hoursOverrideMoved: 'Moved outside working hours from {{from}} to {{to}}',
  edited: 'Edited: {{fields}}',
  change: '{{field}}: {{from}} → {{to}}',
  changed: '{{field}} changed',
  offered: {
    roster: 'Offered to the roster',
    area: 'Offered to technicians in the order’s area',
  },
  offerTaken: 'Offer taken',
  offerWithdrawn: 'Offer withdrawn',
  payment: 'Payment recorded: {{amount}}, {{method}}',
  rated: 'Rated {{to}} of 5',
  rerated: 'Rating changed from {{from}} to {{to}} of 5',
  ratingCleared: 'Rating cleared',
  customerMerged: 'Customer {{from}} merged into {{to}}',
  customerRecord: '{{name}} ({{phone}})',
  slot: {
    morning: 'morning',
    afternoon: 'afternoon',
    evening: 'evening',
    all_day: 'all day',
  },
  field: {
    appliance_id: 'Appliance',
    taxable: 'Taxable',
    tax_rate: 'Tax rate',
    invoice_message: 'Invoice message',
    recall_status: 'Recall',
    rating: 'Rating',
  },
  recall: {
    suspected: 'a recall',
    dismissed: 'not a recall',
  },
  none: '(none)',
  yes: 'yes',
  no: 'no',
  reason: 'Reason: {{reason}}',
  cancelSide: {
    customer: 'Called off by the customer',
    company: 'Called off by the company',
  },
  empty: 'No changes yet',
} as const;

export const orderHistoryRu: SameKeys<typeof orderHistoryEn> = {
  title: 'История',
  by: '{{text}} — {{actor}}',
  created: 'Создан',
  move: '{{from}} → {{to}}',
  assigned: 'Назначен мастер: {{to}}',
  reassigned: 'Мастер сменён: {{from}} → {{to}}',
  unassigned: 'Мастер снят: {{from}}',
  declined: 'Мастер отказался',
  rescheduled: 'Перенесён: {{from}} → {{to}}',
  hoursOverrideAssigned: 'Назначен мастер вне его рабочих часов: {{to}}',
  hoursOverrideMoved: 'Перенесён вне рабочих часов: {{from}} → {{to}}',
  edited: 'Изменено: {{fields}}',
  change: '{{field}}: {{from}} → {{to}}',
  changed: '{{field}}: изменено',
  offered: {
    roster: 'Предложен мастерам из списка',
    area: 'Предложен мастерам района заказа',
  },
  offerTaken: 'Предложение принято',
  offerWithdrawn: 'Предложение отозвано',
  payment: 'Получена оплата: {{amount}}, {{method}}',
  rated: 'Оценка: {{to}} из 5',
  rerated: 'Оценка изменена: {{from}} → {{to}} из 5',
  ratingCleared: 'Оценка удалена',
  customerMerged: 'Клиент {{from}} объединён с {{to}}',
  customerRecord: '{{name}} ({{phone}})',
  slot: {
    morning: 'утро',
    afternoon: 'день',
    evening: 'вечер',
    all_day: 'весь день',
  },
  field: {
    appliance_id: 'Техника',
    taxable: 'Облагается налогом',
    tax_rate: 'Ставка налога',
    invoice_message: 'Текст в счёте',
    recall_status: 'Повторный вызов',
    rating: 'Оценка',
  },
  recall: {
    suspected: 'повторный вызов',
    dismissed: 'не повторный вызов',
  },
  none: '(нет)',
  yes: 'да',
  no: 'нет',
  reason: 'Причина: {{reason}}',
  cancelSide: {
    customer: 'Отменил клиент',
    company: 'Отменила компания',
  },
  empty: 'Изменений пока нет',
};

/** Adds the history's sentences to `namespace` (`vendor`, `technician`) once; the remote's own words stay. */
export function addOrderHistoryWords(i18n: I18n, namespace: string): void {
  if (i18n.getResource('en', namespace, 'order.history.title')) return;
  i18n.addResourceBundle('en', namespace, { order: { history: orderHistoryEn } }, true, false);
  i18n.addResourceBundle('ru', namespace, { order: { history: orderHistoryRu } }, true, false);
}
