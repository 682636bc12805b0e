import type { SameKeys } from '../types';
import type { vendorDispatchEntryEn } from './vendor-dispatch-entry';

export const vendorDispatchEntryRu: SameKeys<typeof vendorDispatchEntryEn> = {
  dispatchBoard: 'Доска диспетчера',
  dispatchNotices: {
    declined: 'Отказ от {{invoice}}: {{name}}, причина: {{reason}}',
    offerTaken: 'Заказ {{invoice}} взят: {{name}}',
    someone: 'Мастер',
  },
};
