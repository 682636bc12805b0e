import type { SameKeys } from '../types';

/** The technician's order screens: My Orders, the order page, personal bookings. */
export const technicianOrdersEn = {
  myOrders: {
    title: 'My Orders',
    subtitle: 'Your visits, live as vendors assign them.',
    groups: {
      today: 'Today ({{count}})',
      upcoming: 'Upcoming ({{count}})',
      done: 'Done ({{count}})',
    },
    empty: {
      today: 'Nothing for today',
      upcoming: 'Nothing coming up',
      done: 'Nothing finished yet',
    },
    emptyText: 'Orders a vendor assigns to you appear here at once.',
  },
  orderPage: {
    customerTitle: 'Customer',
    actions: {
      pending: 'Back to new',
      accepted: 'Accept',
      resume: 'Resume',
      en_route: 'On my way',
      in_progress: 'Start',
      on_hold: 'Hold',
      completed: 'Complete',
      closed: 'Close',
      cancelled: 'Cancel booking',
    },
  },
  personal: {
    open: 'Book time',
    title: 'Personal booking',
    note: 'Note',
    notePlaceholder: 'Dentist, school run…',
    submit: 'Book',
    cancel: 'Cancel',
    booked: 'Time booked',
  },
} as const;

export const technicianOrdersRu: SameKeys<typeof technicianOrdersEn> = {
  myOrders: {
    title: 'Мои заказы',
    subtitle: 'Ваши выезды — сразу, как только их назначат.',
    groups: {
      today: 'Сегодня ({{count}})',
      upcoming: 'Предстоящие ({{count}})',
      done: 'Готово ({{count}})',
    },
    empty: {
      today: 'На сегодня ничего',
      upcoming: 'Впереди ничего',
      done: 'Завершённых пока нет',
    },
    emptyText: 'Назначенные вам заказы появляются здесь сразу.',
  },
  orderPage: {
    customerTitle: 'Клиент',
    actions: {
      pending: 'Вернуть в новые',
      accepted: 'Принять',
      resume: 'Возобновить',
      en_route: 'Выезжаю',
      in_progress: 'Начать',
      on_hold: 'Приостановить',
      completed: 'Завершить',
      closed: 'Закрыть',
      cancelled: 'Отменить бронь',
    },
  },
  personal: {
    open: 'Занять время',
    title: 'Личная бронь',
    note: 'Заметка',
    notePlaceholder: 'Врач, отвезти детей…',
    submit: 'Забронировать',
    cancel: 'Отмена',
    booked: 'Время занято',
  },
};
