import { useMemo, useState } from 'react';
import { Button, Flex, Segmented } from 'antd';
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
import { LastUpdated } from '../offline/LastUpdated';
import { Loading } from '../offline/Loading';
import { useMyOrders } from './useMyOrders';

/**
 * The technician's visits by group, or the open offers (TECHNICIAN_OFFERS_URL: ?tab=offers, where
 * the new-offer push lands): two rows of tabs, as four would not fit a phone's width.
 */
type Tab = OrderGroup | 'offers';
type Section = 'visits' | 'offers';
const GROUPS: OrderGroup[] = ['today', 'upcoming', 'done'];
const isGroup = (value: string | null): value is OrderGroup => GROUPS.includes(value as OrderGroup);

export function MyOrdersPage() {
  const { t } = useTranslation('technician');
  const { i18n } = useShell();
  addTechnicianDispatchWords(i18n);
  const { orders, loading, error, reload, updatedAt, failed } = useMyOrders();
  const offers = useOffers();
  // The tab is in the address, so a push, Home's button and the back button land on the right one.
  const [params, setParams] = useSearchParams();
  const wanted = params.get('tab');
  const tab: Tab = wanted === 'offers' ? 'offers' : isGroup(wanted) ? wanted : 'today';
  const show = (next: Tab) => setParams(next === 'today' ? {} : { tab: next }, { replace: true });
  const [booking, setBooking] = useState(false);
  const today = localDate(new Date());

  const counts = useMemo(() => {
    const count: Record<OrderGroup, number> = { today: 0, upcoming: 0, done: 0 };
    for (const order of orders) count[groupOf(order, today)] += 1;
    return count;
  }, [orders, today]);
  const shown = tab === 'offers' ? [] : sortForGroup(orders.filter((order) => groupOf(order, today) === tab), tab);

  return (
    <>
      <PageHeader
        title={t('myOrders.title')}
        subtitle={t('myOrders.subtitle')}
        extra={<Button icon={<PlusOutlined />} onClick={() => setBooking(true)}>{t('personal.open')}</Button>}
      />
      <LastUpdated updatedAt={updatedAt} failed={failed} />
      <Segmented<Section>
        block
        value={tab === 'offers' ? 'offers' : 'visits'}
        onChange={(section) => show(section === 'offers' ? 'offers' : 'today')}
        options={[
          { value: 'visits', label: t('offers.visits') },
          { value: 'offers', label: t('offers.tab', { count: offers.offers.length }) },
        ]}
        style={{ marginBottom: 12 }}
      />
      {tab === 'offers' ? (
        <OffersList {...offers} />
      ) : (
        <>
          <Segmented<OrderGroup>
            block
            value={tab}
            onChange={show}
            options={GROUPS.map((value) => ({ value, label: t(`myOrders.groups.${value}`, { count: counts[value] }) }))}
            style={{ marginBottom: 16 }}
          />
          {error ? <ApiErrorAlert error={error} ns="technician" onRetry={() => void reload()} /> : null}
          {loading ? (
            <Loading />
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
