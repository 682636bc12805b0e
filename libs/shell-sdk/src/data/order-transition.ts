import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { typed } from '@fixflow/api-client';
import type { OrderStatus } from '@fixflow/contracts';
import { describeApiError, useShell } from '@fixflow/shell-sdk';

/**
 * POST /api/orders/:id/transitions with a toast either way; the live order reloads itself.
 * `ns` is the remote's namespace, which carries the shared `order` words.
 */
export function useOrderTransition(orderId: string, ns: 'vendor' | 'technician', side: 'vendor' | 'technician') {
  const { t } = useTranslation(ns);
  const { api, toast, i18n } = useShell();
  const [busy, setBusy] = useState<OrderStatus | null>(null);

  async function move(to: OrderStatus, reason?: string): Promise<boolean> {
    setBusy(to);
    try {
      const order = await typed(api).post('/orders/{id}/transitions', { path: { id: orderId }, body: { to, reason } });
      toast.success(t('order.moved', { status: t(`order.${side}Status.${order.status}`) }));
      return true;
    } catch (error) {
      toast.error(describeApiError(error, i18n));
      return false;
    } finally {
      setBusy(null);
    }
  }

  return { move, busy };
}
