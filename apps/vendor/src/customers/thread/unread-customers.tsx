import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { typed } from '@fixflow/api-client';
import { UNREAD_COUNT_REFRESH_MS } from '@fixflow/contracts';
import { useShell } from '@fixflow/shell-sdk';
import { queryKeys } from '@fixflow/shell-sdk/data';

/**
 * The customers with unread texts, from the vendor's unread sms_received notifications (their
 * `data.customer_id`). Under the badge's key: whatever reads the badge again (a text arrives, a
 * thread is read, the minute's poll) reads this too.
 */
export function useCustomersWithUnreadTexts(): ReadonlySet<string> {
  const { api } = useShell();
  const { data } = useQuery({
    queryKey: [...queryKeys.unreadCount('sms_received'), 'customers'],
    queryFn: ({ signal }) => typed(api).get('/notifications', { query: { type: 'sms_received', unread: 'true' }, signal }),
    refetchInterval: UNREAD_COUNT_REFRESH_MS,
  });
  return useMemo(() => new Set((data?.items ?? []).map((item) => item.data.customer_id).filter((id): id is string => typeof id === 'string')), [data]);
}

/** A red dot beside a customer's name: it texted and nobody has read it yet. */
export function UnreadTextsDot() {
  const { t } = useTranslation('vendor');
  const { token } = theme.useToken();
  return (
    <span
      role="img"
      aria-label={t('thread.unread')}
      title={t('thread.unread')}
      data-testid="unread-texts"
      style={{ display: 'inline-block', width: 8, height: 8, borderRadius: '50%', background: token.colorError, marginInlineStart: token.marginXS, verticalAlign: 'middle' }}
    />
  );
}
