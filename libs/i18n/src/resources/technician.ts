import type { NamespaceResources, SameKeys } from '../types';
import { orderWordsEn, orderWordsRu } from './order-words';
import { technicianOrdersEn, technicianOrdersRu } from './technician-orders';

const en = {
  appName: 'Technician workspace',
  version: 'Technician app {{version}}',
  menu: {
    dashboard: 'Dashboard',
    schedule: 'Schedule',
    availability: 'Availability',
    orders: 'My Orders',
  },
  dashboard: {
    title: 'Dashboard',
    subtitle: 'Today’s work and what is coming next.',
    emptyTitle: 'No orders assigned',
    emptyText: 'Orders a vendor assigns to you will appear here.',
  },
  schedule: {
    title: 'Schedule',
    subtitle: 'Your visits and personal bookings.',
    emptyTitle: 'Nothing scheduled',
    emptyText: 'Your schedule is clear. Assigned visits and personal bookings will show up here.',
  },
  availability: {
    title: 'Availability',
    subtitle: 'When vendors can book you.',
    emptyTitle: 'No availability set',
    emptyText: 'Add the hours you work so vendors know when to book you.',
  },
  order: orderWordsEn,
  ...technicianOrdersEn,
} as const;

const ru: SameKeys<typeof en> = {
  appName: 'Пространство мастера',
  version: 'Приложение мастера {{version}}',
  menu: {
    dashboard: 'Панель',
    schedule: 'Расписание',
    availability: 'Доступность',
    orders: 'Мои заказы',
  },
  dashboard: {
    title: 'Панель',
    subtitle: 'Работа на сегодня и что дальше.',
    emptyTitle: 'Назначенных заказов нет',
    emptyText: 'Здесь появятся заказы, которые вам назначит поставщик.',
  },
  schedule: {
    title: 'Расписание',
    subtitle: 'Ваши выезды и личные брони.',
    emptyTitle: 'Ничего не запланировано',
    emptyText: 'Расписание свободно. Здесь появятся назначенные выезды и личные брони.',
  },
  availability: {
    title: 'Доступность',
    subtitle: 'Когда поставщики могут вас бронировать.',
    emptyTitle: 'Доступность не указана',
    emptyText: 'Добавьте рабочие часы, чтобы поставщики знали, когда вас бронировать.',
  },
  order: orderWordsRu,
  ...technicianOrdersRu,
};

export const technicianMessages: NamespaceResources = { en, ru };
