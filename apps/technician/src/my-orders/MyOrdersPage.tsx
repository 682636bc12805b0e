import { useMemo, useState } from 'react';
import { Button, Flex, Segmented, Skeleton } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { addTechnicianDispatchWords } from '@fixflow/i18n/technician-dispatch';
import { useShell } from '@fixflow/shell-sdk';
import { ApiErrorAlert, EmptyState, PageHeader } from '@fixflow/ui';
import { OffersList } from '../offers/OffersList';
import { useOffers } from '../offers/useOffers';
import { OrderCard } from './OrderCard';
import { PersonalBookingDialog } from './PersonalBookingDialog';
import { groupOf, localDate, sortForGroup, type OrderGroup } from './order-groups';
import { useMyOrders } from './useMyOrders';

/** The order groups, then the open offers (TECHNICIAN_OFFERS_URL: ?tab=offers, where the new-offer push lands). */
type Tab = OrderGroup | 'offers';
const TABS: Tab[] = ['today', 'upcoming', 'done', 'offers'];
const isTab = (value: string | null): value is Tab => TABS.includes(value as Tab);

export function MyOrdersPage() {
  const { t } = useTranslation('technician');
  const { i18n } = useShell();
  addTechnicianDispatchWords(i18n);
  const { orders, loading, error, reload } = useMyOrders();
  const offers = useOffers();
  // The tab is in the address, so a push, Home's button and the back button land on the right one.
  const [params, setParams] = useSearchParams();
  const wanted = params.get('tab');
  const tab: Tab = isTab(wanted) ? wanted : 'today';
  const [booking, setBooking] = useState(false);
  const today = localDate(new Date());

  const counts = useMemo(() => {
    const count: Record<OrderGroup, number> = { today: 0, upcoming: 0, done: 0 };
    for (const order of orders) count[groupOf(order, today)] += 1;
    return count;
  }, [orders, today]);
  const shown = tab === 'offers' ? [] : sortForGroup(orders.filter((order) => groupOf(order, today) === tab), tab);
  const label = (value: Tab) => (value === 'offers' ? t('offers.tab', { count: offers.offers.length }) : t(`myOrders.groups.${value}`, { count: counts[value] }));

  return (
    <>
      <PageHeader
        title={t('myOrders.title')}
        subtitle={t('myOrders.subtitle')}
        extra={<Button icon={<PlusOutlined />} onClick={() => setBooking(true)}>{t('personal.open')}</Button>}
      />
      <Segmented<Tab>
        block
        value={tab}
        onChange={(value) => setParams(value === 'today' ? {} : { tab: value }, { replace: true })}
        options={TABS.map((value) => ({ value, label: label(value) }))}
        style={{ marginBottom: 16 }}
      />
      {tab === 'offers' ? (
        <OffersList {...offers} />
      ) : (
        <>
          {error ? <ApiErrorAlert error={error} ns="technician" onRetry={() => void reload()} /> : null}
          {loading ? (
            <Skeleton active />
          ) : shown.length === 0 ? (
            <EmptyState title={t(`myOrders.empty.${tab}`)} description={t('myOrders.emptyText')} />
          ) : (
            <Flex vertical gap={12}>
              {shown.map((order) => (
                <OrderCard key={order.id} order={order} />
              ))}
            </Flex>
          )}
        </>
      )}
      <PersonalBookingDialog open={booking} onClose={() => setBooking(false)} />
    </>
  );
}
