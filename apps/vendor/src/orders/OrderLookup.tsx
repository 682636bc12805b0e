import { useMutation } from '@tanstack/react-query';
import { Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { typed } from '@fixflow/api-client';
import { describeApiError, useShell } from '@fixflow/shell-sdk';

/** A customer reads out the end of an invoice number: find that order and open it. */
export function OrderLookup() {
  const { t } = useTranslation('vendor');
  const { api, navigate, toast, i18n } = useShell();
  // A one-off read on the user's demand, not data on screen: a mutation, never cached nor read again.
  const lookup = useMutation({
    mutationFn: (identifier: string) => typed(api).get('/orders/lookup/{identifier}', { path: { identifier } }),
    onSuccess: (order) => navigate(`/orders/${order.id}`),
    onError: (error) => toast.error(t('orders.lookupFailed'), describeApiError(error, i18n)),
  });
  const lookUp = (identifier: string) => {
    const wanted = identifier.trim();
    if (wanted) lookup.mutate(wanted);
  };

  return (
    <Input.Search
      aria-label={t('orders.lookupLabel')}
      placeholder={t('orders.lookupPlaceholder')}
      enterButton={t('orders.lookupButton')}
      loading={lookup.isPending}
      allowClear
      onSearch={lookUp}
      style={{ maxWidth: 320 }}
    />
  );
}
