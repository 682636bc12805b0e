import { lazy, Suspense } from 'react';
import { Card, Flex, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Order } from '@fixflow/contracts';
import { apiErrorCode } from '@fixflow/shell-sdk';
import { useOrderFinancials } from '@fixflow/shell-sdk/data';
import { ApiErrorAlert, FinancialsBreakdown, Text } from '@fixflow/ui';

// Record payment and the invoice come with their own chunk (and the money pages' words).
const OrderMoneyActions = lazy(() => import('./OrderMoneyActions'));

/** The states an order has a completed job in: its money can be read. */
const HAS_COMPLETION = new Set<Order['status']>(['completed', 'closed']);

/**
 * The order's money from the vendor's side (issue 13): the job's resolution, every line with its
 * formula, the balance and the payments. Before the technician completes the job there is
 * nothing to calculate, and the card says so instead of asking.
 */
export function OrderFinancialsCard({ order }: { order: Order }) {
  const { t } = useTranslation('vendor');
  const completed = HAS_COMPLETION.has(order.status);
  const { data: financials, error, isPending, refetch } = useOrderFinancials(order.id, completed);
  // A send-back between reading the order and its money: the API says there is no job yet.
  const notCompleted = !completed || apiErrorCode(error) === 'ORDER_NOT_COMPLETED';

  let body;
  if (notCompleted) body = <Text type="secondary">{t('financials.notCompleted')}</Text>;
  else if (financials) {
    body = (
      <>
        <div data-testid="order-resolution" style={{ marginBottom: 12 }}>
          <Text type="secondary">{t('financials.resolution')}</Text>
          <div style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{financials.resolution}</div>
        </div>
        <FinancialsBreakdown financials={financials} perspective="vendor" />
      </>
    );
  } else if (error) body = <ApiErrorAlert error={error} ns="vendor" title={t('financials.loadFailed')} onRetry={() => void refetch()} style={{ marginBottom: 0 }} />;
  else if (isPending) body = <Skeleton active paragraph={{ rows: 6 }} />;

  return (
    <Card title={t('financials.title')} data-testid="order-financials" style={{ marginTop: 16 }}>
      {order.status === 'completed' ? (
        <Text type="secondary" paragraph>
          {t('financials.review')}
        </Text>
      ) : null}
      {completed && financials ? (
        <Flex gap={8} wrap style={{ marginTop: 16 }}>
          <Suspense fallback={null}>
            <OrderMoneyActions order={order} />
          </Suspense>
        </Flex>
      ) : null}
      {body}
    </Card>
  );
}
