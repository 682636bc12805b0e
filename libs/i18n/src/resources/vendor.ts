import type { NamespaceResources, SameKeys } from '../types';
import { orderWordsEn, orderWordsRu } from './order-words';
import { vendorOrdersEn, vendorOrdersRu } from './vendor-orders';

const en = {
  appName: 'Vendor workspace',
  version: 'Vendor app {{version}}',
  menu: {
    dashboard: 'Dashboard',
    createOrder: 'Create Order',
    orders: 'Orders',
    customers: 'Customers',
    technicians: 'Technicians',
  },
  dashboard: {
    title: 'Dashboard',
    subtitle: 'Your orders, customers and technicians at a glance.',
    emptyTitle: 'No orders yet',
    emptyText: 'Orders you create for your customers will show up here.',
    createOrder: 'Create order',
  },
  order: orderWordsEn,
  ...vendorOrdersEn,
} as const;

const ru: SameKeys<typeof en> = {
  appName: 'Пространство поставщика',
  version: 'Приложение поставщика {{version}}',
  menu: {
    dashboard: 'Панель',
    createOrder: 'Создать заказ',
    orders: 'Заказы',
    customers: 'Клиенты',
    technicians: 'Мастера',
  },
  dashboard: {
    title: 'Панель',
    subtitle: 'Ваши заказы, клиенты и мастера в одном месте.',
    emptyTitle: 'Заказов пока нет',
    emptyText: 'Здесь появятся заказы, которые вы создадите для клиентов.',
    createOrder: 'Создать заказ',
  },
  order: orderWordsRu,
  ...vendorOrdersRu,
};

export const vendorMessages: NamespaceResources = { en, ru };
