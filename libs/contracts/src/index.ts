export * from './roles.js';
export * from './errors.js';
export * from './health.js';
export * from './remotes.js';
