import type { SameKeys } from '../types';

/** The words of libs/ui's shared components (every remote includes them as `kit`). */
export const kitWordsEn = {
  retry: 'Try again',
  rating: {
    star: '{{value}} of 5',
    clear: 'No rating',
  },
} as const;

export const kitWordsRu: SameKeys<typeof kitWordsEn> = {
  retry: 'Повторить',
  rating: {
    star: '{{value}} из 5',
    clear: 'Без оценки',
  },
};
