import type { i18n as I18n } from 'i18next';
import type { SameKeys } from '../types';

/**
 * Issue 17 on the technician's phone: the open offers list (My Orders' Offers tab) and the
 * decline dialog. Added to the technician namespace by those chunks (addTechnicianDispatchWords),
 * so the dashboard's first load carries only the few words it draws itself (technician.ts).
 */
export const technicianDispatchEn = {
  offers: {
    visits: 'My visits',
    tab: 'Offers ({{count}})',
    title: 'Open offers',
    intro: 'Orders vendors offer to their technicians. The first to take one gets it.',
    vendor: 'From {{vendor}}',
    noPlace: 'Place not given',
    noAppliance: 'Appliance not given',
    take: 'Take this order',
    taken: '{{invoice}} is yours: it is in your orders, accepted.',
    alreadyTaken: 'Already taken by another technician',
    withdrawn: 'The vendor withdrew this offer',
    open: 'Open the order',
    emptyTitle: 'No open offers',
    emptyText: 'When a vendor offers an order to its technicians, it appears here at once.',
    loadFailed: 'The offers could not be loaded',
  },
  decline: {
    title: 'Decline {{invoice}}?',
    explain: 'The order goes back to the vendor to assign again. Tell them why.',
    reason: 'Reason',
    placeholder: 'I am booked elsewhere then, too far away…',
    required: 'Enter a reason',
    tooLong: 'At most {{max}} characters',
    confirm: 'Decline order',
    cancel: 'Back',
    done: '{{invoice}} declined: it went back to the vendor',
  },
};

export const technicianDispatchRu: SameKeys<typeof technicianDispatchEn> = {
  offers: {
    visits: 'Мои выезды',
    tab: 'Предложения ({{count}})',
    title: 'Открытые предложения',
    intro: 'Заказы, которые поставщики предлагают своим мастерам. Заказ получает тот, кто возьмёт его первым.',
    vendor: 'От {{vendor}}',
    noPlace: 'Место не указано',
    noAppliance: 'Техника не указана',
    take: 'Взять заказ',
    taken: '{{invoice}} ваш: он в ваших заказах, принят.',
    alreadyTaken: 'Заказ уже взял другой мастер',
    withdrawn: 'Поставщик отозвал это предложение',
    open: 'Открыть заказ',
    emptyTitle: 'Открытых предложений нет',
    emptyText: 'Когда поставщик предложит заказ своим мастерам, он сразу появится здесь.',
    loadFailed: 'Не удалось загрузить предложения',
  },
  decline: {
    title: 'Отказаться от {{invoice}}?',
    explain: 'Заказ вернётся поставщику, чтобы он назначил его снова. Укажите причину.',
    reason: 'Причина',
    placeholder: 'В это время я занят, слишком далеко…',
    required: 'Укажите причину',
    tooLong: 'Не длиннее {{max}} символов',
    confirm: 'Отказаться',
    cancel: 'Назад',
    done: 'Вы отказались от {{invoice}}: заказ вернулся поставщику',
  },
};

/** Adds the offers' and the decline dialog's words to the technician namespace once (deep merge). */
export function addTechnicianDispatchWords(i18n: I18n): void {
  if (i18n.getResource('en', 'technician', 'offers.title')) return;
  i18n.addResourceBundle('en', 'technician', technicianDispatchEn, true, false);
  i18n.addResourceBundle('ru', 'technician', technicianDispatchRu, true, false);
}
