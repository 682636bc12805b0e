import type { i18n as I18n } from 'i18next';
import type { SameKeys } from '../types';
import { orderWordsEn } from './order-words';
import { orderWordsRu } from './order-words-ru';

/** The admin dashboard's charts (issue 16, admin namespace). */
export const adminFiguresEn = {
  figures: {
    ordersPerDay: 'Orders per day, last 30 days',
    ordersByStatus: 'Orders by status, last 30 days',
    completedPerWeek: 'Completed per week',
    revenuePerWeek: 'Revenue per week',
    noOrders: 'No orders in the last 30 days.',
    noCompletions: 'No completed orders in the last 12 weeks.',
    weekOf: 'Week of {{date}}',
  },
};

export const adminFiguresRu: SameKeys<typeof adminFiguresEn> = {
  figures: {
    ordersPerDay: 'Заказы по дням, последние 30 дней',
    ordersByStatus: 'Заказы по статусам, последние 30 дней',
    completedPerWeek: 'Выполнено за неделю',
    revenuePerWeek: 'Выручка за неделю',
    noOrders: 'За последние 30 дней заказов нет.',
    noCompletions: 'За последние 12 недель выполненных заказов нет.',
    weekOf: 'Неделя с {{date}}',
  },
};

/** Adds the charts' words (and the order statuses they name) to the admin namespace once: they come with the charts' chunk. */
export function addAdminFiguresWords(i18n: I18n): void {
  if (i18n.getResource('en', 'admin', 'figures.ordersPerDay')) return;
  i18n.addResourceBundle('en', 'admin', { ...adminFiguresEn, order: { vendorStatus: orderWordsEn.vendorStatus } }, true, false);
  i18n.addResourceBundle('ru', 'admin', { ...adminFiguresRu, order: { vendorStatus: orderWordsRu.vendorStatus } }, true, false);
}
