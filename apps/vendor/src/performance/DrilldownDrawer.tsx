import { Drawer, Skeleton, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import type { MetricDrilldown, MetricOrder, OrderStatus, PerformanceRow } from '@fixflow/contracts';
import { useShell } from '@fixflow/shell-sdk';
import { ApiErrorAlert, EmptyState, OrderStatusTag, Text, useDates } from '@fixflow/ui';
import { cents, useMetricOrders, type Period } from './performance-data';

export interface Drilldown {
  technician: PerformanceRow['technician'];
  metric: MetricDrilldown;
  /** The figure clicked (its column's name). */
  label: string;
}

/** The orders behind a figure, each opening its order. */
export function DrilldownDrawer({ drilldown, period, onClose }: { drilldown: Drilldown | null; period: Period; onClose: () => void }) {
  const { t } = useTranslation('vendor');
  const request = drilldown ? { technician_id: drilldown.technician.id, metric: drilldown.metric } : null;
  const { data, error, refetch } = useMetricOrders(request, period);
  return (
    <Drawer
      open={drilldown !== null}
      onClose={onClose}
      // The whole screen on a phone.
      size="min(520px, 100vw)"
      title={drilldown ? t('performance.drill.title', { metric: t(`performance.drill.metrics.${drilldown.metric}`), name: drilldown.technician.full_name ?? '—' }) : null}
      destroyOnHidden
    >
      {drilldown ? (
        <>
          <Text type="secondary" style={{ display: 'block', marginBottom: 12 }}>
            {drilldown.label}
          </Text>
          {error ? <ApiErrorAlert error={error} ns="vendor" title={t('performance.drill.loadFailed')} onRetry={() => void refetch()} /> : null}
          {!data && !error ? <Skeleton active /> : null}
          {data && data.items.length === 0 ? <EmptyState title={t('performance.drill.empty')} /> : null}
          {data && data.items.length > 0 ? (
            <ul data-testid="drilldown-orders" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
              {data.items.map((order) => (
                <OrderLine key={order.id} order={order} />
              ))}
            </ul>
          ) : null}
        </>
      ) : null}
    </Drawer>
  );
}

function OrderLine({ order }: { order: MetricOrder }) {
  const { t, i18n } = useTranslation('vendor');
  const { navigate } = useShell();
  const dates = useDates();
  const { token } = theme.useToken();
  const go = (id: string) => (event: React.MouseEvent) => {
    event.preventDefault();
    navigate(`/orders/${id}`);
  };
  const facts = [
    dates.day(order.service_date),
    order.customer_name,
    order.total !== null ? `${t('performance.drill.total')} ${cents(order.total, i18n.language)}` : null,
    order.rating !== null ? `${t('performance.drill.rating')} ${order.rating}/5` : null,
    order.arrived_at ? t('performance.drill.arrived', { time: dates.instant(order.arrived_at) }) : null,
  ].filter(Boolean);
  return (
    <li style={{ padding: `${token.paddingSM}px 0`, borderBottom: `${token.lineWidth}px solid ${token.colorBorderSecondary}` }}>
      <div style={{ display: 'flex', justifyContent: 'space-between', gap: 8, flexWrap: 'wrap', alignItems: 'center' }}>
        <a href={`/orders/${order.id}`} onClick={go(order.id)} style={{ fontWeight: token.fontWeightStrong }}>
          {t('performance.drill.invoice')} {order.invoice_number}
        </a>
        <OrderStatusTag status={order.status as OrderStatus} side="vendor" ns="vendor" />
      </div>
      <Text type="secondary" style={{ display: 'block', overflowWrap: 'anywhere' }}>
        {facts.join(' · ')}
      </Text>
      {order.recall_order_id ? (
        <Text style={{ display: 'block' }}>
          <a href={`/orders/${order.recall_order_id}`} onClick={go(order.recall_order_id)}>
            {t('performance.drill.recalledBy', { invoice: order.recall_invoice_number ?? '' })}
          </a>
          {order.recall_status === 'dismissed' ? <Text type="secondary"> ({t('performance.drill.dismissed')})</Text> : null}
        </Text>
      ) : null}
    </li>
  );
}
