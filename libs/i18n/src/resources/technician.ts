import type { NamespaceResources } from '../types';
import { technicianEn } from './technician-en';
import { technicianRu } from './technician-ru';

/**
 * The technician namespace in both languages at once, for tests and checks. The remote hands the host
 * `technicianWords` (./technician-words) instead: each language its own chunk, read when that language is used.
 */
export const technicianMessages: NamespaceResources = { en: technicianEn, ru: technicianRu };
