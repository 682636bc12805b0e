/**
 * The one data layer: react-query over the host's QueryClient. A subpath of its own
 * (`@fixflow/shell-sdk/data`), not the SDK's entry: the entry is shared and loads on every first
 * load (sign-in included), react-query only with a signed-in workspace.
 */
export { queryKeys, createQueryClient, keysetPages, wireLiveQueries } from './queries';
export { useLiveOrder } from './use-live-order';
export type { LiveOrder } from './use-live-order';
export { useOrderFinancials } from './use-order-financials';
export { useOnline } from './online';
export { useSubmitKey, newIdempotencyKey } from './submit-key';
// Remote-side hooks over the host's socket and API: bundled into each remote that uses them, so
// the shared entry (part of /login's first load) stays the host's services and session only.
export { useLiveEvent, useOrderChanges, useRosterChanges } from './order-events';
export { useOrderTransition } from './order-transition';
export { useNotificationProcessing } from './notification-processing';
export type { NotificationProcessing } from './notification-processing';
export type { MoveOptions } from './order-transition';
export { useSettlements, useSettlement, usePayments, saveDownload, PAYMENTS_PAGE_SIZE } from './money-data';
export type { SettlementFilters, PaymentFilters } from './money-data';
// Issue 19: the technician's outbox, as remotes use it (the host lends it as `outbox`); its engine
// is `@fixflow/shell-sdk/outbox`, which only the host imports.
export { useOutbox, useOutboxSend, useWaitingFor } from './use-outbox';
