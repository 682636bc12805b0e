import type { i18n as I18n } from 'i18next';
import type { SameKeys } from '../types';

/**
 * The vendor's Orders list for a dispatcher (issue 18): its filters, sorts, CSV export and bulk
 * actions. Added to the vendor namespace by the list's chunk (addVendorOrderListWords), never by
 * the remote's entry. Counts read "Selected: 3" / "3 reassigned", which need no plural forms.
 */
export const vendorOrderListEn = {
  orderList: {
    order: 'Order',
    technician: 'Technician',
    allTechnicians: 'All technicians',
    dateFrom: 'Service from',
    dateTo: 'Service to',
    noMatchTitle: 'No orders match',
    noMatchText: 'No order matches these filters.',
    clearFilters: 'Clear filters',
    export: 'Export CSV',
    exportFailed: 'The CSV was not downloaded',
    selected: 'Selected: {{count}}',
    selectOrder: 'Select {{invoice}}',
    clearSelection: 'Clear selection',
    reassign: 'Reassign…',
    cancel: 'Cancel…',
    reassignTitle: 'Reassign the selected orders ({{count}})',
    reassignText: 'Each order goes to the technician unless it cannot: the technician is busy then, or the order is past assigning. Those are listed after.',
    reassignTo: 'Technician',
    pickTechnician: 'Choose a technician',
    reassignConfirm: 'Reassign',
    cancelAction: 'Cancel the selected orders ({{count}})',
    bulkFailed: 'Nothing was changed',
    result: {
      reassigned: '{{count}} reassigned',
      cancelled: '{{count}} cancelled',
      refused: '{{count}} refused',
    },
    refusal: {
      TRANSITION_NOT_ALLOWED: 'its state does not allow it',
      SLOT_TAKEN: 'the technician is already busy at that time',
      OUTSIDE_WORKING_HOURS: "outside the technician's working hours (assign it from the order to confirm)",
      ORDER_NOT_FOUND: 'the order is no longer there',
      TECHNICIAN_NOT_FOUND: 'the technician is not on your roster',
      TECHNICIAN_INACTIVE: 'the technician is deactivated',
      other: 'refused ({{code}})',
    },
  },
} as const;

export const vendorOrderListRu: SameKeys<typeof vendorOrderListEn> = {
  orderList: {
    order: 'Заказ',
    technician: 'Мастер',
    allTechnicians: 'Все мастера',
    dateFrom: 'Визит с',
    dateTo: 'Визит по',
    noMatchTitle: 'Подходящих заказов нет',
    noMatchText: 'Ни один заказ не подходит под эти фильтры.',
    clearFilters: 'Сбросить фильтры',
    export: 'Выгрузить CSV',
    exportFailed: 'CSV не скачан',
    selected: 'Выбрано: {{count}}',
    selectOrder: 'Выбрать {{invoice}}',
    clearSelection: 'Снять выбор',
    reassign: 'Переназначить…',
    cancel: 'Отменить…',
    reassignTitle: 'Переназначить выбранные заказы ({{count}})',
    reassignText: 'Каждый заказ уйдёт мастеру, если это возможно: иначе мастер в это время занят или заказ уже нельзя назначить. Такие заказы будут перечислены.',
    reassignTo: 'Мастер',
    pickTechnician: 'Выберите мастера',
    reassignConfirm: 'Переназначить',
    cancelAction: 'Отменить выбранные заказы ({{count}})',
    bulkFailed: 'Ничего не изменено',
    result: {
      reassigned: 'Переназначено: {{count}}',
      cancelled: 'Отменено: {{count}}',
      refused: 'отказано: {{count}}',
    },
    refusal: {
      TRANSITION_NOT_ALLOWED: 'статус заказа этого не позволяет',
      SLOT_TAKEN: 'мастер в это время уже занят',
      OUTSIDE_WORKING_HOURS: 'вне рабочих часов мастера (назначьте из заказа, чтобы подтвердить)',
      ORDER_NOT_FOUND: 'заказа больше нет',
      TECHNICIAN_NOT_FOUND: 'мастера нет в вашем списке',
      TECHNICIAN_INACTIVE: 'мастер деактивирован',
      other: 'отказано ({{code}})',
    },
  },
};

export function addVendorOrderListWords(i18n: I18n): void {
  if (i18n.getResource('en', 'vendor', 'orderList.export')) return;
  i18n.addResourceBundle('en', 'vendor', vendorOrderListEn, true, false);
  i18n.addResourceBundle('ru', 'vendor', vendorOrderListRu, true, false);
}
