export * from './types';
export { flattenKeys, missingKeys } from './keys';
export { addNamespace, currentLanguage, hostInitOptions, FALLBACK_LANGUAGE, LANGUAGE_STORAGE_KEY } from './setup';
