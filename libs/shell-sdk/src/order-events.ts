import { useCallback, useEffect, useRef, useState } from 'react';
import { subscribeToOrderChanges, subscribeToRosterChanges } from '@fixflow/api-client';
import type { OrderChangedEvent, OrderDetails, RosterChangedEvent } from '@fixflow/contracts';
import { useSession } from './session';
import { useShell } from './shell-context';

/**
 * Keeps `subscribe` open while the user is signed in and calls the latest `listener` for each
 * event. One connection per mounted page; it is reopened when the token is refreshed, since the
 * gateway checks the token only at the handshake. Signed out, nothing connects.
 */
function useLiveEvents<E>(subscribe: (token: string, onEvent: (event: E) => void) => () => void, listener: (event: E) => void): void {
  const session = useSession();
  const token = session.status === 'signed-in' ? session.accessToken : null;
  const latest = useRef(listener);
  latest.current = listener;

  useEffect(() => {
    if (!token) return undefined;
    return subscribe(token, (event) => latest.current(event));
  }, [subscribe, token]);
}

const orderChanges = (token: string, onOrderChanged: (event: OrderChangedEvent) => void) => subscribeToOrderChanges({ token, onOrderChanged });
const rosterChanges = (token: string, onRosterChanged: (event: RosterChangedEvent) => void) => subscribeToRosterChanges({ token, onRosterChanged });

/** Calls `listener` for every order change the API pushes to the signed-in user. */
export function useOrderChanges(listener: (event: OrderChangedEvent) => void): void {
  useLiveEvents(orderChanges, listener);
}

/** Calls `listener` for every roster invitation change of the signed-in user (sent, answered, withdrawn). */
export function useRosterChanges(listener: (event: RosterChangedEvent) => void): void {
  useLiveEvents(rosterChanges, listener);
}

export interface LiveOrder {
  order: OrderDetails | null;
  error: unknown;
  loading: boolean;
  reload(): Promise<void>;
}

/** GET /api/orders/:id, loaded again whenever the API says that order changed (history included). */
export function useLiveOrder(id: string | undefined): LiveOrder {
  const { api } = useShell();
  const [order, setOrder] = useState<OrderDetails | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [loading, setLoading] = useState(true);

  const reload = useCallback(async () => {
    if (!id) return;
    try {
      setOrder(await api.get<OrderDetails>(`/orders/${encodeURIComponent(id)}`));
      setError(null);
    } catch (failure) {
      setError(failure);
    } finally {
      setLoading(false);
    }
  }, [api, id]);

  useEffect(() => {
    void reload();
  }, [reload]);

  useOrderChanges((event) => {
    if (event.order.id === id) void reload();
  });

  return { order, error, loading, reload };
}
