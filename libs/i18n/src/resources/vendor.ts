import type { NamespaceResources } from '../types';
import { vendorEn } from './vendor-en';
import { vendorRu } from './vendor-ru';

/**
 * The vendor namespace in both languages at once, for tests and checks. The remote hands the host
 * `vendorWords` (./vendor-words) instead: each language its own chunk, read when that language is used.
 */
export const vendorMessages: NamespaceResources = { en: vendorEn, ru: vendorRu };
