/**
 * The host's one socket as remotes see it: listen for an event of the signed-in user's room, or
 * for a reconnection (events were missed while offline). The host opens the socket when the first
 * listener comes and feeds every event in; nothing here knows about socket.io.
 */
export interface LiveEvents {
  on<E>(event: string, listener: (payload: E) => void): () => void;
  onReconnect(listener: () => void): () => void;
}

/** The host's (and the test harness's) side: what it feeds in, and how many listen. */
export interface LiveEventsHub extends LiveEvents {
  emit(event: string, payload: unknown): void;
  reconnected(): void;
  listening(): boolean;
  /** Called whenever listening() may have changed. */
  subscribe(onChange: () => void): () => void;
}

export function createLiveEventsHub(): LiveEventsHub {
  const listeners = new Map<string, Set<(payload: unknown) => void>>();
  const reconnects = new Set<() => void>();
  const watchers = new Set<() => void>();
  let count = 0;
  const changed = () => watchers.forEach((watcher) => watcher());
  const add = <T>(set: Set<T>, item: T) => {
    set.add(item);
    if (++count === 1) changed();
    return () => {
      if (set.delete(item) && --count === 0) changed();
    };
  };
  return {
    on<E>(event: string, listener: (payload: E) => void) {
      const set = listeners.get(event) ?? new Set();
      listeners.set(event, set);
      return add(set, listener as (payload: unknown) => void);
    },
    onReconnect: (listener) => add(reconnects, listener),
    emit: (event, payload) => listeners.get(event)?.forEach((listener) => listener(payload)),
    reconnected: () => reconnects.forEach((listener) => listener()),
    listening: () => count > 0,
    subscribe: (onChange) => {
      watchers.add(onChange);
      return () => watchers.delete(onChange);
    },
  };
}
