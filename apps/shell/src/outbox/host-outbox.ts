import type { Outbox, OutboxSnapshot } from '@fixflow/shell-sdk';
import type { OutboxEngine } from '@fixflow/shell-sdk/outbox';

const EMPTY: OutboxSnapshot = { entries: [], conflicts: [], replaying: false };

export interface HostOutbox extends Outbox {
  /** The technician's workspace started the engine (OutboxRoot); undefined stops it (sign-out). */
  attach(engine: OutboxEngine | null): void;
  /** A page sent, dismissed or asked for a replay before the engine was started: OutboxStarter starts it. */
  wanted(): boolean;
}

/**
 * The workspace's one outbox as remotes get it (`useShell().outbox`, lent by QueryRoot): a small
 * stand-in, so IndexedDB and the engine load only when a technician has something to send or to be
 * told (OutboxStarter). A page that sends before that waits for it.
 */
export function createHostOutbox(): HostOutbox {
  let engine: OutboxEngine | null = null;
  let ready: (engine: OutboxEngine) => void = () => undefined;
  let started = new Promise<OutboxEngine>((resolve) => (ready = resolve));
  let wanted = false;
  const listeners = new Set<() => void>();
  let unsubscribe = () => {};
  const notify = () => listeners.forEach((listener) => listener());
  const current = () => {
    if (engine) return Promise.resolve(engine);
    if (!wanted) {
      wanted = true;
      notify();
    }
    return started;
  };
  return {
    send: async (action) => (await current()).send(action),
    replay: async () => (await current()).replay(),
    dismiss: async (id) => (await current()).dismiss(id),
    getSnapshot: () => engine?.getSnapshot() ?? EMPTY,
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    wanted: () => wanted,
    attach(next) {
      if (next === engine) return;
      unsubscribe();
      unsubscribe = () => {};
      if (!next && engine) {
        started = new Promise<OutboxEngine>((resolve) => (ready = resolve));
        wanted = false;
      }
      engine = next;
      if (next) {
        unsubscribe = next.subscribe(notify);
        ready(next);
      }
      notify();
    },
  };
}
