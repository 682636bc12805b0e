import { useMemo, useState } from 'react';
import { Button, Flex, Segmented, Skeleton } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { ApiErrorAlert, EmptyState, PageHeader } from '@fixflow/ui';
import { OrderCard } from './OrderCard';
import { PersonalBookingDialog } from './PersonalBookingDialog';
import { groupOf, localDate, sortForGroup, type OrderGroup } from './order-groups';
import { useMyOrders } from './useMyOrders';

const GROUPS: OrderGroup[] = ['today', 'upcoming', 'done'];

export function MyOrdersPage() {
  const { t } = useTranslation('technician');
  const { orders, loading, error, reload } = useMyOrders();
  const [group, setGroup] = useState<OrderGroup>('today');
  const [booking, setBooking] = useState(false);
  const today = localDate(new Date());

  const counts = useMemo(() => {
    const count: Record<OrderGroup, number> = { today: 0, upcoming: 0, done: 0 };
    for (const order of orders) count[groupOf(order, today)] += 1;
    return count;
  }, [orders, today]);
  const shown = sortForGroup(orders.filter((order) => groupOf(order, today) === group), group);

  return (
    <>
      <PageHeader
        title={t('myOrders.title')}
        subtitle={t('myOrders.subtitle')}
        extra={<Button icon={<PlusOutlined />} onClick={() => setBooking(true)}>{t('personal.open')}</Button>}
      />
      <Segmented<OrderGroup>
        block
        value={group}
        onChange={setGroup}
        options={GROUPS.map((value) => ({ value, label: t(`myOrders.groups.${value}`, { count: counts[value] }) }))}
        style={{ marginBottom: 16 }}
      />
      {error ? <ApiErrorAlert error={error} ns="technician" onRetry={() => void reload()} /> : null}
      {loading ? (
        <Skeleton active />
      ) : shown.length === 0 ? (
        <EmptyState title={t(`myOrders.empty.${group}`)} description={t('myOrders.emptyText')} />
      ) : (
        <Flex vertical gap={12}>
          {shown.map((order) => (
            <OrderCard key={order.id} order={order} />
          ))}
        </Flex>
      )}
      <PersonalBookingDialog open={booking} onClose={() => setBooking(false)} />
    </>
  );
}
