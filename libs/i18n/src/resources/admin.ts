import type { NamespaceResources } from '../types';
import { adminEn } from './admin-en';
import { adminRu } from './admin-ru';

/**
 * The admin namespace in both languages at once, for tests and checks. The remote hands the host
 * `adminWords` (./admin-words) instead: each language its own chunk, read when that language is used.
 */
export const adminMessages: NamespaceResources = { en: adminEn, ru: adminRu };
