import type { SameKeys } from '../types';

/** The words of libs/ui's shared components (every remote includes them as `kit`). */
export const kitWordsEn = {
  retry: 'Try again',
} as const;

export const kitWordsRu: SameKeys<typeof kitWordsEn> = {
  retry: 'Повторить',
};
