import { kitWordsEn } from './kit-words';
import { moneyWordsEn } from './money-words';
import { orderWordsEn } from './order-words';
import { vendorAppliancesEn } from './vendor-appliances';
import { vendorCustomersEn } from './vendor-customers';
import { vendorThreadEn } from './vendor-thread';
import { vendorMoneyEn } from './vendor-money';
import { vendorOrdersEn } from './vendor-orders';
import { performanceLinkEn } from './performance-link';
import { vendorDispatchEntryEn } from './vendor-dispatch-entry';

export const vendorEn = {
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
