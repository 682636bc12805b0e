import type { SameKeys } from '../types';
import type { kitWordsEn } from './kit-words';

export const kitWordsRu: SameKeys<typeof kitWordsEn> = {
  retry: 'Повторить',
  chatAboutOrder: 'Чат по заказу',
  allDay: 'Весь день',
  rating: {
    star: '{{value}} из 5',
    clear: 'Без оценки',
  },
};
