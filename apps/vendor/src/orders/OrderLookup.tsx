import { useState } from 'react';
import { Input } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Order } from '@fixflow/contracts';
import { describeApiError, useShell } from '@fixflow/shell-sdk';

/** A customer reads out the end of an invoice number: find that order and open it. */
export function OrderLookup() {
  const { t } = useTranslation('vendor');
  const { api, navigate, toast, i18n } = useShell();
  const [busy, setBusy] = useState(false);

  async function lookUp(identifier: string) {
    const wanted = identifier.trim();
    if (!wanted) return;
    setBusy(true);
    try {
      const order = await api.get<Order>(`/orders/lookup/${encodeURIComponent(wanted)}`);
      navigate(`/orders/${order.id}`);
    } catch (error) {
      toast.error(t('orders.lookupFailed'), describeApiError(error, i18n));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Input.Search
      aria-label={t('orders.lookupLabel')}
      placeholder={t('orders.lookupPlaceholder')}
      enterButton={t('orders.lookupButton')}
      loading={busy}
      allowClear
      onSearch={(value) => void lookUp(value)}
      style={{ maxWidth: 320 }}
    />
  );
}
