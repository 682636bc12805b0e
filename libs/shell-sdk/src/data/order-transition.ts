import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { typed } from '@fixflow/api-client';
import type { CancelSide, CompletionRequest, OrderStatus } from '@fixflow/contracts';
import { describeApiError, useShell } from '@fixflow/shell-sdk';
import { queryKeys } from './queries';

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

/**
 * POST /api/orders/:id/transitions with a toast either way; the order is read again at once (the
 * live event follows too). `ns` is the remote's namespace, which carries the shared `order` words.
 */
export function useOrderTransition(orderId: string, ns: 'vendor' | 'technician' | 'admin', side: 'vendor' | 'technician') {
  const { t } = useTranslation(ns);
  const { api, toast, i18n } = useShell();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState<OrderStatus | null>(null);

  /** `reason`: hold, cancel and a send-back need one (reasonRequired). */
  async function move(to: OrderStatus, reason?: string, options: MoveOptions = {}): Promise<boolean> {
    setBusy(to);
    try {
      const order = await typed(api).post('/orders/{id}/transitions', { path: { id: orderId }, body: { to, reason, completion: options.completion, rating: options.rating, cancel_side: options.cancel_side } });
      // The page shows the new state at once; the live event would bring it a moment later.
      void queryClient.invalidateQueries({ queryKey: queryKeys.order(orderId) });
      toast.success(t('order.moved', { status: t(`order.${side}Status.${order.status}`) }));
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
