export * from './types';
export { flattenKeys, missingKeys, missingPluralForms, pluralBase } from './keys';
export { addNamespace, currentLanguage, hostInitOptions, FALLBACK_LANGUAGE, LANGUAGE_STORAGE_KEY } from './setup';
export { PRIVACY_EMAIL, SUPPORT_EMAIL } from './resources/legal/legal-types';
