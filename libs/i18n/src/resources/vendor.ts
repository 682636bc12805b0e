import type { NamespaceResources, SameKeys } from '../types';
import { kitWordsEn, kitWordsRu } from './kit-words';
import { moneyWordsEn, moneyWordsRu } from './money-words';
import { orderWordsEn, orderWordsRu } from './order-words';
import { vendorAppliancesEn, vendorAppliancesRu } from './vendor-appliances';
import { vendorCustomersEn, vendorCustomersRu } from './vendor-customers';
import { vendorThreadEn, vendorThreadRu } from './vendor-thread';
import { vendorMoneyEn, vendorMoneyRu } from './vendor-money';
import { vendorOrdersEn, vendorOrdersRu } from './vendor-orders';
import { performanceLinkEn, performanceLinkRu } from './performance-link';
import { vendorDispatchEntryEn, vendorDispatchEntryRu } from './vendor-dispatch-entry';

const en = {
  appName: 'Vendor workspace',
  version: 'Vendor app {{version}}',
  kit: kitWordsEn,
  dashboard: {
    title: 'Dashboard',
    subtitle: 'Your orders, customers and technicians at a glance.',
    emptyTitle: 'No orders yet',
    emptyText: 'Orders you create for your customers will show up here.',
    createOrder: 'Create order',
    todayIs: 'Today is {{date}}.',
    counts: {
      today: 'Visits today',
      unassigned: 'Not assigned',
      in_progress: 'In progress',
      on_hold: 'On hold',
      awaiting_approval: 'Awaiting approval',
      completed_this_week: 'Completed this week',
    },
    visitsTitle: 'Today’s visits',
    noVisitsTitle: 'No visits today',
    noVisitsText: 'Orders booked for today will show up here.',
    moreVisits: 'More of today’s visits are under Orders.',
    toOrders: 'Orders',
    toCustomers: 'Customers',
    liveNote: 'Counts and visits update on their own as technicians work.',
  },
  order: orderWordsEn,
  money: moneyWordsEn,
  ...vendorOrdersEn,
  ...vendorMoneyEn,
  ...performanceLinkEn,
  ...vendorAppliancesEn,
  ...vendorCustomersEn,
  ...vendorThreadEn,
  ...vendorDispatchEntryEn,
} as const;

const ru: SameKeys<typeof en> = {
  appName: 'Пространство поставщика',
  version: 'Приложение поставщика {{version}}',
  kit: kitWordsRu,
  dashboard: {
    title: 'Панель',
    subtitle: 'Ваши заказы, клиенты и мастера в одном месте.',
    emptyTitle: 'Заказов пока нет',
    emptyText: 'Здесь появятся заказы, которые вы создадите для клиентов.',
    createOrder: 'Создать заказ',
    todayIs: 'Сегодня {{date}}.',
    counts: {
      today: 'Визиты сегодня',
      unassigned: 'Не назначены',
      in_progress: 'В работе',
      on_hold: 'Приостановлены',
      awaiting_approval: 'Ждут приёмки',
      completed_this_week: 'Выполнено за неделю',
    },
    visitsTitle: 'Визиты на сегодня',
    noVisitsTitle: 'Сегодня визитов нет',
    noVisitsText: 'Здесь появятся заказы, назначенные на сегодня.',
    moreVisits: 'Остальные визиты на сегодня — в разделе «Заказы».',
    toOrders: 'Заказы',
    toCustomers: 'Клиенты',
    liveNote: 'Счётчики и визиты обновляются сами, пока мастера работают.',
  },
  order: orderWordsRu,
  money: moneyWordsRu,
  ...vendorOrdersRu,
  ...vendorMoneyRu,
  ...performanceLinkRu,
  ...vendorAppliancesRu,
  ...vendorCustomersRu,
  ...vendorThreadRu,
  ...vendorDispatchEntryRu,
};

export const vendorMessages: NamespaceResources = { en, ru };
