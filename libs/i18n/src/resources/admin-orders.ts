import type { i18n as I18n } from 'i18next';
import type { SameKeys } from '../types';
import { orderWordsEn } from './order-words';
import { orderWordsRu } from './order-words-ru';

/** The admin remote's All Orders (/admin/orders, issue 16, admin namespace). */
export const adminOrdersEn = {
  allOrders: {
    title: 'All Orders',
    subtitle: "Every vendor's orders. Open one to cancel it or assign another technician.",
    vendor: 'Vendor',
    allVendors: 'All vendors',
    allStatuses: 'All statuses',
    searchLabel: 'Search orders',
    searchPlaceholder: 'Invoice, customer, phone or address',
    dateFrom: 'From',
    dateTo: 'To',
    clear: 'Clear filters',
    emptyTitle: 'No orders found',
    emptyText: 'No order matches these filters.',
    loadMore: 'Load more',
    details: 'Order {{invoice}}',
    readOnly: 'Admins see orders read-only; only cancelling and reassigning are open here.',
    cancel: 'Cancel order',
    reassign: 'Reassign',
    reassignTo: 'Assign to',
    reassigned: 'Technician assigned',
    notAssignable: 'This order can no longer be reassigned.',
    issue: 'Issue',
    address: 'Address',
  },
};

export const adminOrdersRu: SameKeys<typeof adminOrdersEn> = {
  allOrders: {
    title: 'Все заказы',
    subtitle: 'Заказы всех поставщиков. Откройте заказ, чтобы отменить его или назначить другого мастера.',
    vendor: 'Поставщик',
    allVendors: 'Все поставщики',
    allStatuses: 'Все статусы',
    searchLabel: 'Поиск заказов',
    searchPlaceholder: 'Счёт, клиент, телефон или адрес',
    dateFrom: 'С',
    dateTo: 'По',
    clear: 'Сбросить фильтры',
    emptyTitle: 'Заказы не найдены',
    emptyText: 'Ни один заказ не подходит под эти фильтры.',
    loadMore: 'Показать ещё',
    details: 'Заказ {{invoice}}',
    readOnly: 'Администратор видит заказы только для чтения; здесь можно лишь отменить заказ или переназначить мастера.',
    cancel: 'Отменить заказ',
    reassign: 'Переназначить',
    reassignTo: 'Назначить',
    reassigned: 'Мастер назначен',
    notAssignable: 'Этот заказ уже нельзя переназначить.',
    issue: 'Неисправность',
    address: 'Адрес',
  },
};

/**
 * Adds All Orders' words, with the shared order words, to the admin namespace once (deep merge):
 * they come with the page's chunk, not with the remote's entry.
 */
export function addAdminOrdersWords(i18n: I18n): void {
  if (i18n.getResource('en', 'admin', 'allOrders.title')) return;
  i18n.addResourceBundle('en', 'admin', { allOrders: adminOrdersEn.allOrders, order: orderWordsEn }, true, false);
  i18n.addResourceBundle('ru', 'admin', { allOrders: adminOrdersRu.allOrders, order: orderWordsRu }, true, false);
}
