/**
 * The outbox's engine (issue 19): only the host creates it (apps/shell/src/outbox/OutboxRoot, a
 * chunk a technician's workspace loads when there is something to send or tell: OutboxStarter asks
 * outboxHoldsAnything) and lends it to remotes as `outbox`. A subpath of its own,
 * `@fixflow/shell-sdk/outbox`, so the data barrel every remote imports does not carry the engine,
 * its IndexedDB store and replay (~5.7 KB on the vendor's and admin's first loads).
 */
export { createOutbox, DIRECT_TIMEOUT_MS } from './outbox-engine';
export type { OutboxEngine, OutboxOptions } from './outbox-engine';
export { defaultOutboxStore, memoryOutboxStore, outboxHoldsAnything, OUTBOX_CHANNEL, OUTBOX_DATABASE } from './outbox-store';
export type { OutboxStore } from './outbox-store';
