import type { i18n as I18n } from 'i18next';
import type { SameKeys } from '../types';
import { kitWordsEn } from './kit-words';
import { kitWordsRu } from './kit-words-ru';
import { orderWordsEn } from './order-words';
import { orderWordsRu } from './order-words-ru';

/**
 * The dispatch board (/service-scheduler, issue 17): the host draws it for vendors and admins, so
 * its words are a namespace of their own, added by the board's chunk when it loads.
 */
export const DISPATCH_NAMESPACE = 'dispatch';

export const dispatchEn = {
  kit: kitWordsEn,
  order: orderWordsEn,
  title: 'Dispatch board',
  subtitle: 'Drag an order onto a technician and a day to assign or reschedule it.',
  timezone: 'Times in {{zone}}',
  view: {
    label: 'View',
    day: 'Day',
    workweek: '5 days',
    week: 'Week',
  },
  previous: 'Previous',
  next: 'Next',
  today: 'Today',
  range: '{{from}} – {{to}}',
  vendor: 'Vendor',
  allVendors: 'All vendors',
  technician: 'Technician',
  loadFailed: 'The board could not be loaded',
  tray: {
    title: 'Unassigned and on hold',
    empty: 'Nothing is waiting: every order has a technician.',
    offered: 'Offered',
    unassigned: 'Unassigned',
    more: 'Showing the oldest {{count}}',
  },
  busy: {
    personal: 'Blocked time',
    time_off: 'Time off',
    other: 'Busy',
  },
  dayOff: 'Day off',
  outsideHours: 'Outside working hours',
  empty: {
    noTechnicians: 'No technicians on the roster yet',
    noTechniciansVendor: 'Invite technicians by email on the Technicians page. Once they accept, they appear here as rows.',
    noTechniciansAdmin: 'No vendor in this view has a technician on its roster yet.',
    invite: 'Invite technicians',
    noOrders: 'No orders in these days. Drag one from the tray, or create one.',
    noOrdersDay: 'No orders this day',
  },
  card: {
    moveTo: 'Move to…',
    moveToLabel: 'Move {{invoice}} to…',
  },
  move: {
    title: 'Move {{invoice}}',
    technician: 'Technician',
    date: 'Date',
    slot: 'Time slot',
    submit: 'Move',
    cancel: 'Cancel',
    moved: '{{invoice}} moved to {{name}}, {{date}}',
    undo: 'Undo',
    undone: '{{invoice}} is back with {{name}}, {{date}}',
    failed: '{{invoice}} was not moved',
    clash: '{{invoice}} was not moved: {{name}} is already busy on {{date}}, {{slot}}',
    clashSlot: '{{kind}} {{start}}–{{end}}',
    clashKind: {
      order: 'another order',
      personal: 'blocked time',
      time_off: 'time off',
    },
  },
  hours: {
    title: 'Outside working hours',
    works: '{{name}} works {{hours}} on {{weekday}}.',
    dayOff: '{{name}} has a day off on {{weekday}}.',
    ask: 'Assign {{invoice}} anyway? The override is recorded.',
    confirm: 'Assign anyway',
    cancel: 'Keep it where it was',
    span: '{{start}}–{{end}}',
  },
  a11y: {
    roleDescription: 'draggable order',
    instructions: 'To pick up an order, press Space or Enter. Use the arrow keys to move it between technicians and days, Space or Enter to drop it, Escape to cancel.',
    picked: 'Picked up {{invoice}}.',
    pickedOver: 'Picked up {{invoice}}, over {{cell}}.',
    over: '{{invoice}} is over {{cell}}.',
    notOver: '{{invoice}} is not over the board.',
    dropped: '{{invoice}} dropped on {{cell}}.',
    droppedNowhere: '{{invoice}} was put back.',
    cancelled: 'Moving {{invoice}} was cancelled.',
    cell: '{{name}}, {{date}}',
    cellHour: '{{name}}, {{date}}, {{hour}}',
  },
  phone: {
    day: 'Day',
    move: 'Move…',
  },
} as const;

export const dispatchRu: SameKeys<typeof dispatchEn> = {
  kit: kitWordsRu,
  order: orderWordsRu,
  title: 'Диспетчерская',
  subtitle: 'Перетащите заказ на мастера и день, чтобы назначить или перенести его.',
  timezone: 'Время: {{zone}}',
  view: {
    label: 'Вид',
    day: 'День',
    workweek: '5 дней',
    week: 'Неделя',
  },
  previous: 'Назад',
  next: 'Вперёд',
  today: 'Сегодня',
  range: '{{from}} – {{to}}',
  vendor: 'Компания',
  allVendors: 'Все компании',
  technician: 'Мастер',
  loadFailed: 'Не удалось загрузить доску',
  tray: {
    title: 'Без мастера и на паузе',
    empty: 'Ничего не ждёт: у каждого заказа есть мастер.',
    offered: 'Предложен',
    unassigned: 'Без мастера',
    more: 'Показаны {{count}} самых ранних',
  },
  busy: {
    personal: 'Личное время',
    time_off: 'Выходной',
    other: 'Занят',
  },
  dayOff: 'Нерабочий день',
  outsideHours: 'Вне рабочих часов',
  empty: {
    noTechnicians: 'В команде пока нет мастеров',
    noTechniciansVendor: 'Пригласите мастеров по email на странице «Мастера». Когда они примут приглашение, они появятся здесь строками.',
    noTechniciansAdmin: 'Ни у одной компании в этом виде пока нет мастеров.',
    invite: 'Пригласить мастеров',
    noOrders: 'В эти дни заказов нет. Перетащите заказ из лотка или создайте новый.',
    noOrdersDay: 'В этот день заказов нет',
  },
  card: {
    moveTo: 'Перенести…',
    moveToLabel: 'Перенести {{invoice}}…',
  },
  move: {
    title: 'Перенести {{invoice}}',
    technician: 'Мастер',
    date: 'Дата',
    slot: 'Время',
    submit: 'Перенести',
    cancel: 'Отмена',
    moved: '{{invoice}} перенесён: {{name}}, {{date}}',
    undo: 'Отменить',
    undone: '{{invoice}} возвращён: {{name}}, {{date}}',
    failed: '{{invoice}} не перенесён',
    clash: '{{invoice}} не перенесён: {{name}} уже занят {{date}}, {{slot}}',
    clashSlot: '{{kind}} {{start}}–{{end}}',
    clashKind: {
      order: 'другой заказ',
      personal: 'личное время',
      time_off: 'выходной',
    },
  },
  hours: {
    title: 'Вне рабочих часов',
    works: '{{name}} работает {{hours}}, {{weekday}}.',
    dayOff: 'У мастера {{name}} нерабочий день: {{weekday}}.',
    ask: 'Всё равно назначить {{invoice}}? Исключение будет записано.',
    confirm: 'Всё равно назначить',
    cancel: 'Оставить как было',
    span: '{{start}}–{{end}}',
  },
  a11y: {
    roleDescription: 'перетаскиваемый заказ',
    instructions: 'Чтобы взять заказ, нажмите пробел или Enter. Стрелками перемещайте его между мастерами и днями, пробелом или Enter отпустите, Escape — отмена.',
    picked: 'Взят заказ {{invoice}}.',
    pickedOver: 'Взят заказ {{invoice}}, над ячейкой: {{cell}}.',
    over: '{{invoice}} над ячейкой: {{cell}}.',
    notOver: '{{invoice}} вне доски.',
    dropped: '{{invoice}} отпущен: {{cell}}.',
    droppedNowhere: '{{invoice}} возвращён на место.',
    cancelled: 'Перенос {{invoice}} отменён.',
    cell: '{{name}}, {{date}}',
    cellHour: '{{name}}, {{date}}, {{hour}}',
  },
  phone: {
    day: 'День',
    move: 'Перенести…',
  },
};

/** Adds the board's words in both languages (once; later calls are free). */
export function addDispatchWords(i18n: I18n): void {
  if (i18n.hasResourceBundle('en', DISPATCH_NAMESPACE)) return;
  i18n.addResourceBundle('en', DISPATCH_NAMESPACE, dispatchEn, true, false);
  i18n.addResourceBundle('ru', DISPATCH_NAMESPACE, dispatchRu, true, false);
}
