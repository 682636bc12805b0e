import { Suspense, lazy, useMemo, useState } from 'react';
import { Button, Flex, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Order } from '@fixflow/contracts';
import { useProfile, useShell } from '@fixflow/shell-sdk';
import { CalendarIcon, ClockCircleIcon, EmptyState, PageHeader, Panel, PlusIcon, RightIcon, Text, useDates } from '@fixflow/ui';
import { OrderCard } from '../my-orders/OrderCard';
import { groupOf, localDate, sortForGroup, type OrderGroup } from '../my-orders/order-groups';
import { useMyOrders } from '../my-orders/useMyOrders';
import { OffersHome } from '../offers/OffersHome';
import { useOffers } from '../offers/useOffers';
import { LastUpdated } from '../offline/LastUpdated';
import { Loading } from '../offline/Loading';
import { LazyApiErrorAlert } from './lazy-api-error-alert';
import { newAssignments } from './new-assignments';
import { RosterInvitations, useRosterInvitations } from './RosterInvitations';
import { Scorecard } from './Scorecard';

// The booking form (a dialog with its own antd components) loads when first opened; the error
// banner (LazyApiErrorAlert) when there is an error to show.
const PersonalBookingDialog = lazy(async () => ({ default: (await import('../my-orders/PersonalBookingDialog')).PersonalBookingDialog }));
// New assignments (Accept / Decline) load when there is one to answer: most first loads have none.
const NewAssignments = lazy(async () => ({ default: (await import('./NewAssignments')).NewAssignments }));

/** Work that is still to be done today, soonest first; the first of it is "next". */
function todaysWork(orders: Order[], today: string): Order[] {
  return sortForGroup(orders.filter((order) => groupOf(order, today) === 'today'), 'today');
}

/** Home: today at a glance — the next visit, the day's list, counts, and the usual shortcuts. */
export function DashboardPage() {
  const { t } = useTranslation('technician');
  const { navigate } = useShell();
  const profile = useProfile();
  const dates = useDates();
  const { token } = theme.useToken();
  const { orders, loading, error, reload, updatedAt, failed } = useMyOrders();
  const invitations = useRosterInvitations();
  // Open invitations ask for an answer: they come first. None (or still loading): a quiet panel at the end.
  const invitationsFirst = (invitations.invitations?.length ?? 0) > 0;
  // Open offers too: first while there are some to take, a quiet count at the end otherwise.
  const offers = useOffers();
  const offersFirst = offers.offers.length > 0;
  const [booking, setBooking] = useState(false);
  const today = localDate(new Date());

  const counts = useMemo(() => {
    const count: Record<OrderGroup, number> = { today: 0, upcoming: 0, done: 0 };
    for (const order of orders) count[groupOf(order, today)] += 1;
    return count;
  }, [orders, today]);
  const work = todaysWork(orders, today);
  const [next, ...later] = work;
  const assignments = newAssignments(orders);
  const firstName = profile?.full_name?.split(' ')[0];

  return (
    <>
      <PageHeader
        title={t('dashboard.title')}
        subtitle={firstName ? t('dashboard.greeting', { name: firstName, date: dates.day(today, 'long') }) : t('dashboard.subtitle')}
      />
      <LastUpdated updatedAt={updatedAt} failed={failed} />
      {error ? (
        <Suspense fallback={null}>
          <LazyApiErrorAlert error={error} ns="technician" onRetry={() => void reload()} />
        </Suspense>
      ) : null}
      {assignments.length > 0 ? (
        <Suspense fallback={null}>
          <NewAssignments orders={assignments} />
        </Suspense>
      ) : null}
      {invitationsFirst ? <RosterInvitations {...invitations} /> : null}
      {offersFirst ? <OffersHome {...offers} /> : null}
      <div style={{ display: 'grid', gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: 12, marginBottom: 16 }}>
        {(['today', 'upcoming', 'done'] as const).map((group) => (
          <Panel key={group} size="small" onClick={() => navigate('/orders')} data-testid={`count-${group}`}>
            <Text type="secondary" style={{ display: 'block', marginBottom: 4 }}>
              {t(`dashboard.counts.${group}`)}
            </Text>
            <span style={{ color: token.colorTextHeading, fontSize: token.fontSizeHeading3 }}>{loading ? '–' : counts[group]}</span>
          </Panel>
        ))}
      </div>
      <Panel title={t('dashboard.nextTitle')} style={{ marginBottom: 16 }} data-testid="next-visit">
        {loading ? (
          <Loading />
        ) : next ? (
          <Flex vertical gap={12}>
            <OrderCard order={next} />
            <Button type="primary" block size="large" icon={<RightIcon />} iconPlacement="end" onClick={() => navigate(`/orders/${next.id}`)}>
              {t('dashboard.openNext')}
            </Button>
          </Flex>
        ) : (
          <EmptyState
            title={orders.length === 0 ? t('dashboard.emptyTitle') : t('dashboard.clearTitle')}
            description={orders.length === 0 ? t('dashboard.emptyText') : t('dashboard.clearText')}
          />
        )}
      </Panel>
      {later.length > 0 ? (
        <Panel title={t('dashboard.laterTitle', { count: later.length })} style={{ marginBottom: 16 }}>
          <Flex vertical gap={12}>
            {later.map((order) => (
              <OrderCard key={order.id} order={order} />
            ))}
          </Flex>
        </Panel>
      ) : null}
      <Scorecard />
      <Flex gap={12} wrap>
        <Button icon={<PlusIcon />} onClick={() => setBooking(true)}>
          {t('personal.open')}
        </Button>
        <Button icon={<CalendarIcon />} onClick={() => navigate('/schedule')}>
          {t('dashboard.toSchedule')}
        </Button>
        <Button icon={<ClockCircleIcon />} onClick={() => navigate('/availability')}>
          {t('dashboard.toAvailability')}
        </Button>
      </Flex>
      {offersFirst ? null : (
        <div style={{ marginTop: 16 }}>
          <OffersHome {...offers} />
        </div>
      )}
      {invitationsFirst ? null : (
        <div style={{ marginTop: 16 }}>
          <RosterInvitations {...invitations} />
        </div>
      )}
      <Text paragraph type="secondary" style={{ marginTop: 16 }}>
        {t('dashboard.liveNote')}
      </Text>
      {booking ? (
        <Suspense fallback={null}>
          <PersonalBookingDialog open={booking} onClose={() => setBooking(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
