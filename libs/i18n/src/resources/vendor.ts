import type { NamespaceResources, SameKeys } from '../types';

const en = {
  appName: 'Vendor workspace',
  version: 'Vendor app {{version}}',
  menu: {
    dashboard: 'Dashboard',
    createOrder: 'Create Order',
  },
  dashboard: {
    title: 'Dashboard',
    subtitle: 'Your orders, customers and technicians at a glance.',
    emptyTitle: 'No orders yet',
    emptyText: 'Orders you create for your customers will show up here.',
    createOrder: 'Create order',
  },
  createOrder: {
    title: 'Create Order',
    subtitle: 'Book a repair visit for a customer.',
    emptyTitle: 'No customer selected',
    emptyText: 'Start by choosing an existing customer or entering a new one.',
  },
} as const;

const ru: SameKeys<typeof en> = {
  appName: 'Пространство поставщика',
  version: 'Приложение поставщика {{version}}',
  menu: {
    dashboard: 'Панель',
    createOrder: 'Создать заказ',
  },
  dashboard: {
    title: 'Панель',
    subtitle: 'Ваши заказы, клиенты и мастера в одном месте.',
    emptyTitle: 'Заказов пока нет',
    emptyText: 'Здесь появятся заказы, которые вы создадите для клиентов.',
    createOrder: 'Создать заказ',
  },
  createOrder: {
    title: 'Создать заказ',
    subtitle: 'Запишите клиента на выезд мастера.',
    emptyTitle: 'Клиент не выбран',
    emptyText: 'Начните с выбора существующего клиента или введите нового.',
  },
};

export const vendorMessages: NamespaceResources = { en, ru };
