import type { SameKeys } from '../types';

/** The words of libs/ui's shared components (every remote includes them as `kit`). */
export const kitWordsEn = {
  retry: 'Try again',
  /** An order page's way into its conversation (OrderChatButton, the host's /chat). */
  chatAboutOrder: 'Chat about this order',
  rating: {
    star: '{{value}} of 5',
    clear: 'No rating',
  },
} as const;

export const kitWordsRu: SameKeys<typeof kitWordsEn> = {
  retry: 'Повторить',
  chatAboutOrder: 'Чат по заказу',
  rating: {
    star: '{{value}} из 5',
    clear: 'Без оценки',
  },
};
