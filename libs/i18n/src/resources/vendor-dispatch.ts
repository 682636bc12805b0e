import type { i18n as I18n } from 'i18next';
import type { SameKeys } from '../types';

/**
 * Issue 17 on the vendor's pages: offering an order (order page), each technician's hours on the
 * assign page, and the customer-text settings. Added to the vendor namespace by those pages'
 * chunks (addVendorDispatchWords), never by the remote's entry.
 */
export const vendorDispatchEn = {
  dispatch: {
    offer: {
      action: 'Offer to technicians',
      dialogTitle: 'Offer {{invoice}} to technicians',
      dialogText: 'They get a push and see it in their open offers. The first to take it gets the order, accepted for its date and window.',
      audienceLabel: 'Who gets it',
      roster: 'Your whole roster',
      area: 'Technicians in {{place}}',
      areaNoPlace: 'Technicians in the order’s city',
      areaNeedsPlace: 'The order has no city or state: an offer by area would reach your whole roster.',
      reach: 'Technicians who get it: {{count}}',
      nobody: 'No active technician on your roster would get it.',
      send: 'Send offer',
      sent: 'Offer sent',
      failed: 'The offer was not sent',
      offered_one: 'Offered to {{count}} technician · waiting',
      offered_other: 'Offered to {{count}} technicians · waiting',
      offeredWaiting: 'Offered to technicians · waiting',
      sentAt: 'Sent {{time}}',
      takenBy: 'Taken by {{name}}',
      takenAt: 'Taken {{time}}',
      someone: 'a technician',
      withdraw: 'Withdraw offer',
      withdrawConfirm: 'Withdraw this offer? Technicians can no longer take it.',
      withdrawn: 'Offer withdrawn',
      withdrawFailed: 'The offer was not withdrawn',
      loadFailed: 'The order’s offer could not be loaded',
    },
    hours: {
      free: 'Free',
      dayOff: 'Day off',
      outside: 'Outside working hours',
      works: 'Works {{start}}–{{end}}',
      unknown: 'Working hours not loaded',
      confirmTitle: 'Outside working hours',
      confirmHours: 'On {{weekday}} {{name}} works {{start}}–{{end}} ({{zone}}).',
      confirmDayOff: '{{name}} has a day off on {{weekday}} ({{zone}}).',
      confirmQuestion: 'Assign {{invoice}} anyway? The override is recorded.',
      confirm: 'Assign anyway',
    },
    customerTexts: {
      section: 'Customer texts',
      onMyWay: 'Text the customer when the technician is on the way',
      onMyWayHelp: 'With the technician’s name and the visit’s window. A customer who replied STOP gets nothing.',
      language: 'Language of texts to customers',
      languages: { en: 'English', ru: 'Русский' },
    },
  },
} as const;

export const vendorDispatchRu: SameKeys<typeof vendorDispatchEn> = {
  dispatch: {
    offer: {
      action: 'Предложить мастерам',
      dialogTitle: 'Предложить {{invoice}} мастерам',
      dialogText: 'Мастера получат push-уведомление и увидят заказ в открытых предложениях. Заказ получит тот, кто возьмёт его первым, — сразу принятым на его дату и время.',
      audienceLabel: 'Кому',
      roster: 'Всему вашему списку',
      area: 'Мастерам в {{place}}',
      areaNoPlace: 'Мастерам в городе заказа',
      areaNeedsPlace: 'В заказе нет города или штата: предложение по району получит весь ваш список.',
      reach: 'Получат мастера: {{count}}',
      nobody: 'Ни один активный мастер из вашего списка его не получит.',
      send: 'Отправить предложение',
      sent: 'Предложение отправлено',
      failed: 'Предложение не отправлено',
      offered_one: 'Предложено {{count}} мастеру · ждём ответа',
      offered_few: 'Предложено {{count}} мастерам · ждём ответа',
      offered_many: 'Предложено {{count}} мастерам · ждём ответа',
      offered_other: 'Предложено {{count}} мастера · ждём ответа',
      offeredWaiting: 'Предложено мастерам · ждём ответа',
      sentAt: 'Отправлено {{time}}',
      takenBy: 'Взят: {{name}}',
      takenAt: 'Взят {{time}}',
      someone: 'мастер',
      withdraw: 'Отозвать предложение',
      withdrawConfirm: 'Отозвать предложение? Мастера больше не смогут его взять.',
      withdrawn: 'Предложение отозвано',
      withdrawFailed: 'Предложение не отозвано',
      loadFailed: 'Не удалось загрузить предложение по заказу',
    },
    hours: {
      free: 'Свободен',
      dayOff: 'Выходной',
      outside: 'Вне рабочих часов',
      works: 'Работает {{start}}–{{end}}',
      unknown: 'Рабочие часы не загружены',
      confirmTitle: 'Вне рабочих часов',
      confirmHours: 'В этот день ({{weekday}}) {{name}} работает {{start}}–{{end}} ({{zone}}).',
      confirmDayOff: 'У мастера {{name}} выходной: {{weekday}} ({{zone}}).',
      confirmQuestion: 'Всё равно назначить {{invoice}}? Исключение будет записано.',
      confirm: 'Всё равно назначить',
    },
    customerTexts: {
      section: 'Сообщения клиентам',
      onMyWay: 'Отправлять клиенту SMS, когда мастер выехал',
      onMyWayHelp: 'С именем мастера и временем визита. Клиент, ответивший STOP, ничего не получит.',
      language: 'Язык сообщений клиентам',
      languages: { en: 'English', ru: 'Русский' },
    },
  },
};

/** Adds the pages' words to the vendor namespace once (deep merge: the rest stays as it is). */
export function addVendorDispatchWords(i18n: I18n): void {
  if (i18n.getResource('en', 'vendor', 'dispatch.offer.action')) return;
  i18n.addResourceBundle('en', 'vendor', vendorDispatchEn, true, false);
  i18n.addResourceBundle('ru', 'vendor', vendorDispatchRu, true, false);
}
