import { lazy } from 'react';

/**
 * libs/ui's ApiErrorAlert, downloaded when the dashboard has an error to show: its first load
 * (a phone's) carries no antd Alert and its icons (~4 KB). Draw it inside a Suspense.
 */
export const LazyApiErrorAlert = lazy(async () => ({ default: (await import('./api-error-alert')).ApiErrorAlert }));
