import { useEffect, useRef } from 'react';
import { REALTIME_EVENTS, type OrderChangedEvent, type RosterChangedEvent } from '@fixflow/contracts';
import { useShell } from '@fixflow/shell-sdk';

/** Calls the latest `listener` for each `event` on the host's one socket while mounted. */
export function useLiveEvent<E>(event: string, listener: (payload: E) => void): void {
  const { live } = useShell();
  const latest = useRef(listener);
  latest.current = listener;
  useEffect(() => live.on<E>(event, (payload) => latest.current(payload)), [live, event]);
}

/** Calls `listener` for every order change the API pushes to the signed-in user. */
export function useOrderChanges(listener: (event: OrderChangedEvent) => void): void {
  useLiveEvent(REALTIME_EVENTS.orderChanged, listener);
}

/** Calls `listener` for every roster invitation change of the signed-in user (sent, answered, withdrawn). */
export function useRosterChanges(listener: (event: RosterChangedEvent) => void): void {
  useLiveEvent(REALTIME_EVENTS.rosterChanged, listener);
}
