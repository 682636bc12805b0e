export * from './roles.js';
export * from './errors.js';
export * from './health.js';
export * from './remotes.js';
export * from './accounts.js';
export * from './orders.js';
export * from './i18n/errors.ru.js';
export * from './i18n/localize.js';
