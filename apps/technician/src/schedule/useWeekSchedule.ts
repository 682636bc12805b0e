import { useQuery } from '@tanstack/react-query';
import { typed } from '@fixflow/api-client';
import type { BusySlot, Order, TechnicianAvailability } from '@fixflow/contracts';
import { useProfile, useShell } from '@fixflow/shell-sdk';
import { queryKeys } from '@fixflow/shell-sdk/data';
import { addDays } from '../calendar/days';

export interface ScheduleEntry {
  slot: BusySlot;
  /** The visit or personal booking behind the slot, when it is one. */
  order: Order | null;
}

/**
 * A week of the technician's busy time from `first`: GET busy-slots (visits, personal bookings,
 * time off — the same list vendors see when they assign) with the orders behind them. One query
 * per week, so a slow answer for an older week never shows over the newer one; an order query,
 * so the host's socket reads it again when one of the technician's orders changes.
 */
export function useWeekSchedule(first: string, days: number) {
  const { api } = useShell();
  const technicianId = useProfile()?.id;
  const last = addDays(first, days - 1);
  const query = useQuery({
    queryKey: [...queryKeys.orders, 'week', technicianId, first, last],
    enabled: !!technicianId,
    queryFn: async ({ signal }): Promise<ScheduleEntry[]> => {
      const client = typed(api);
      const [slots, orders] = await Promise.all([
        client.get('/technicians/{id}/busy-slots', { path: { id: technicianId! }, query: { start: first, end: last }, signal }),
        client.get('/orders', { query: { date_from: first, date_to: last, limit: 100 }, signal }),
      ]);
      const byId = new Map<string, Order>(orders.items.map((order) => [order.id, order]));
      return slots.map((slot) => ({ slot, order: slot.order_id ? (byId.get(slot.order_id) ?? null) : null }));
    },
  });
  // A saved week on screen with a failed read (no network) says when it was read instead of failing.
  return { entries: query.data ?? null, error: query.data ? null : query.error, updatedAt: query.dataUpdatedAt, failed: query.isError, reload: async () => void (await query.refetch()) };
}

/**
 * The technician's working week and time off (GET availability, the Availability page's query:
 * saving there updates the schedule too). Null until read, or when it could not be: the days then
 * show no hours rather than a wrong "Day off", and time off no reason.
 */
export function useAvailability(): TechnicianAvailability | null {
  const { api } = useShell();
  const technicianId = useProfile()?.id;
  const query = useQuery({
    queryKey: queryKeys.availability(technicianId ?? ''),
    enabled: !!technicianId,
    queryFn: ({ signal }): Promise<TechnicianAvailability> => typed(api).get('/technicians/{id}/availability', { path: { id: technicianId! }, signal }),
  });
  return query.data ?? null;
}

/** The reason given for a time off slot ("Dentist"), matched by its window; null when none was. */
export function timeOffReason(availability: TechnicianAvailability | null, slot: BusySlot): string | null {
  const entry = availability?.time_off.find((off) => off.start === slot.start && off.end === slot.end);
  return entry?.reason?.trim() || null;
}
