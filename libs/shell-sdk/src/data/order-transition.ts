import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { typed } from '@fixflow/api-client';
import type { CancelSide, CompletionRequest, Order, OrderStatus } from '@fixflow/contracts';
import { describeApiError, useShell, type OutboxActionKind } from '@fixflow/shell-sdk';
import { useOutboxSend } from './use-outbox';
import { queryKeys } from './queries';
import { useSubmitKey } from './submit-key';

export interface MoveOptions {
  /** The job's figures: required with `to: "completed"` (issue 13). */
  completion?: CompletionRequest;
  /** With `to: "closed"`: the customer's 1–5 rating, or null when not asked (issue 14). */
  rating?: number | null;
  /** With `to: "cancelled"`: whose side called it off (issue 14). */
  cancel_side?: CancelSide;
  /**
   * A refusal goes here first (a form puts field errors under its fields); true when it was shown
   * there, so no toast repeats it.
   */
  refused?(error: unknown): boolean;
}

/** A technician's move as the outbox lists it ("Start INV-1042"). */
const MOVE_KINDS: Record<OrderStatus, OutboxActionKind> = {
  pending: 'back_to_new',
  accepted: 'accept',
  en_route: 'en_route',
  in_progress: 'start',
  on_hold: 'hold',
  completed: 'complete',
  closed: 'close',
  cancelled: 'cancel',
};

export function moveKind(from: OrderStatus | undefined, to: OrderStatus): OutboxActionKind {
  return to === 'accepted' && from === 'on_hold' ? 'resume' : MOVE_KINDS[to];
}

/**
 * POST /api/orders/:id/transitions with a toast either way; the order is read again at once (the
 * live event follows too). `ns` is the remote's namespace, which carries the shared `order` words.
 * A technician's move goes through the host's outbox (issue 19): sent at once when online, else
 * kept on the phone and shown as done until it is sent. Pass the `order` shown, so the outbox can
 * name it ("Start INV-1042").
 */
export function useOrderTransition(
  orderId: string,
  ns: 'vendor' | 'technician' | 'admin',
  side: 'vendor' | 'technician',
  order?: Pick<Order, 'invoice_number' | 'status'>,
) {
  const { t } = useTranslation(ns);
  const { api, toast, i18n } = useShell();
  const send = useOutboxSend();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState<OrderStatus | null>(null);
  const submitKey = useSubmitKey();

  /** `reason`: hold, cancel and a send-back need one (reasonRequired). */
  async function move(to: OrderStatus, reason?: string, options: MoveOptions = {}): Promise<boolean> {
    setBusy(to);
    const body = { to, reason, completion: options.completion, rating: options.rating, cancel_side: options.cancel_side };
    try {
      let moved: Order;
      if (side === 'technician') {
        const result = await send<Order>({
          method: 'POST',
          path: `/orders/${encodeURIComponent(orderId)}/transitions`,
          body,
          label: { kind: moveKind(order?.status, to), ref: order?.invoice_number ?? '' },
          subject: `order:${orderId}`,
          order_id: orderId,
          patch: { kind: 'order-status', order_id: orderId, to },
        });
        // Kept on the phone: the page shows the move already (the outbox's optimistic change).
        if (result.queued) return true;
        moved = result.answer;
      } else {
        // One Idempotency-Key per submit: a completion retried after a timeout is recorded once (issue 20).
        moved = await typed(api).post('/orders/{id}/transitions', { path: { id: orderId }, body, idempotencyKey: submitKey.keyFor({ orderId, body }) });
        submitKey.done();
      }
      // The page shows the new state at once; the live event would bring it a moment later.
      void queryClient.invalidateQueries({ queryKey: queryKeys.order(orderId) });
      toast.success(t('order.moved', { status: t(`order.${side}Status.${moved.status}`) }));
      return true;
    } catch (error) {
      if (!options.refused?.(error)) toast.error(describeApiError(error, i18n));
      return false;
    } finally {
      setBusy(null);
    }
  }

  return { move, busy };
}
