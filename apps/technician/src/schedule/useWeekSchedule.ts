import { useCallback, useEffect, useState } from 'react';
import type { BusySlot, Order, OrderList } from '@fixflow/contracts';
import { useOrderChanges, useProfile, useShell } from '@fixflow/shell-sdk';
import { addDays } from '../calendar/days';

export interface ScheduleEntry {
  slot: BusySlot;
  /** The visit or personal booking behind the slot, when it is one. */
  order: Order | null;
}

/**
 * A week of the technician's busy time from `first`: GET busy-slots (visits, personal bookings,
 * time off — the same list vendors see when they assign) with the orders behind them, loaded
 * again whenever one of the technician's orders changes.
 */
export function useWeekSchedule(first: string, days: number) {
  const { api } = useShell();
  const profile = useProfile();
  const [entries, setEntries] = useState<ScheduleEntry[] | null>(null);
  const [error, setError] = useState<unknown>(null);
  const last = addDays(first, days - 1);
  const technicianId = profile?.id;

  const load = useCallback(async () => {
    if (!technicianId) return;
    try {
      const [slots, orders] = await Promise.all([
        api.get<BusySlot[]>(`/technicians/${technicianId}/busy-slots`, { start: first, end: last }),
        api.get<OrderList>('/orders', { date_from: first, date_to: last, limit: 100 }),
      ]);
      const byId = new Map(orders.items.map((order) => [order.id, order]));
      setEntries(slots.map((slot) => ({ slot, order: slot.order_id ? (byId.get(slot.order_id) ?? null) : null })));
      setError(null);
    } catch (failure) {
      setError(failure);
    }
  }, [api, technicianId, first, last]);

  useEffect(() => {
    setEntries(null);
    void load();
  }, [load]);

  useOrderChanges(() => void load());

  return { entries, error, reload: load };
}
