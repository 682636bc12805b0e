import { useRef, useState } from 'react';
import { Button, notification } from 'antd';
import { useTranslation } from 'react-i18next';
import type { BoardTechnician, Order } from '@fixflow/contracts';
import { DISPATCH_NAMESPACE } from '@fixflow/i18n/dispatch-board';
import { describeApiError } from '@fixflow/shell-sdk';
import { useMoveOrder, type BoardQuery } from './board-data';
import { isSamePlace, type MoveTarget } from './board-grid';
import { clashMessage, hoursMessage, moveFailure, type Formatters } from './move-errors';

/** How long the undo toast stays (a dispatcher notices a wrong drop within seconds). */
export const UNDO_SECONDS = 8;

export type BoardNotice = { kind: 'clash' | 'error'; text: string; detail?: string };

export interface PendingOverride {
  order: Order;
  target: MoveTarget;
  text: string;
}

/**
 * The board's moves: optimistic, then one of three answers. Moved: an undo toast (back to the
 * technician, day and slot it had; an order from the tray had none, so it offers no undo: the API
 * has no unassign). Clash: the card is back and a notice names the technician's slot. Outside
 * working hours: the dialog shows the technician's hours that day and confirming retries with
 * the override.
 */
export function useBoardMoves(query: BoardQuery, technicians: readonly BoardTechnician[], format: Formatters) {
  const { t, i18n } = useTranslation(DISPATCH_NAMESPACE);
  const move = useMoveOrder(query);
  const [toasts, toastHolder] = notification.useNotification({ placement: 'bottomRight' });
  const [notice, setNotice] = useState<BoardNotice | null>(null);
  const [pending, setPending] = useState<PendingOverride | null>(null);
  const latest = useRef({ technicians, format });
  latest.current = { technicians, format };
  const nameOf = (id: string) => latest.current.technicians.find((technician) => technician.id === id)?.full_name ?? '—';

  const request = (order: Order, target: MoveTarget, overrideHours = false, isUndo = false) => {
    if (isSamePlace(order, target)) return;
    const previous: MoveTarget | null = order.technician_id ? { technician_id: order.technician_id, service_date: order.service_date, time_slot: order.time_slot } : null;
    const name = nameOf(target.technician_id);
    setNotice(null);
    move.mutate(
      { order, target, technicianName: name, overrideHours },
      {
        onSuccess: (moved) => {
          const key = `moved-${order.id}`;
          const title = t(isUndo ? 'move.undone' : 'move.moved', { invoice: order.invoice_number, name, date: latest.current.format.day(target.service_date) });
          toasts.open({
            key,
            title,
            duration: UNDO_SECONDS,
            actions:
              previous && !isUndo ? (
                <Button
                  size="small"
                  onClick={() => {
                    toasts.destroy(key);
                    // Back where it was, as it was: an override that put it there stands again.
                    request(moved, previous, true, true);
                  }}
                >
                  {t('move.undo')}
                </Button>
              ) : undefined,
          });
        },
        onError: (error) => {
          const failure = moveFailure(error);
          const { format: f } = latest.current;
          switch (failure.kind) {
            case 'clash':
              setNotice({ kind: 'clash', text: clashMessage(t, f, order.invoice_number, name, failure.slot) });
              return;
            case 'hours': {
              const weekday = new Date(`${target.service_date}T12:00:00Z`).getUTCDay();
              setPending({ order, target, text: hoursMessage(t, f, name, failure.details, weekday) });
              return;
            }
            case 'other':
              setNotice({ kind: 'error', text: t('move.failed', { invoice: order.invoice_number }), detail: describeApiError(failure.error, i18n) });
              return;
          }
        },
      },
    );
  };

  return {
    request,
    notice,
    clearNotice: () => setNotice(null),
    pending,
    confirmOverride: () => {
      if (!pending) return;
      setPending(null);
      request(pending.order, pending.target, true);
    },
    cancelOverride: () => setPending(null),
    toastHolder,
  };
}
