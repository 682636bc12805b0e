import type { SameKeys } from '../types';
import type { vendorEn } from './vendor-en';
import { kitWordsRu } from './kit-words-ru';
import { moneyWordsRu } from './money-words-ru';
import { orderWordsRu } from './order-words-ru';
import { vendorAppliancesRu } from './vendor-appliances-ru';
import { vendorCustomersRu } from './vendor-customers-ru';
import { vendorThreadRu } from './vendor-thread-ru';
import { vendorMoneyRu } from './vendor-money-ru';
import { vendorOrdersRu } from './vendor-orders-ru';
import { performanceLinkRu } from './performance-link-ru';
import { vendorDispatchEntryRu } from './vendor-dispatch-entry-ru';

export const vendorRu: SameKeys<typeof vendorEn> = {
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
