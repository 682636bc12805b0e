import type { SameKeys } from '../types';
import type { performanceLinkEn } from './performance-link';

export const performanceLinkRu: SameKeys<typeof performanceLinkEn> = { performanceLink: 'Показатели' };
