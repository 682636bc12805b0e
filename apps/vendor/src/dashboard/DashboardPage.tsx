import type { MouseEvent } from 'react';
import { Button, Card, Col, Flex, Row, Skeleton, Statistic, Typography, theme } from 'antd';
import { PlusOutlined, TeamOutlined, UnorderedListOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { VendorDashboard } from '@fixflow/contracts';
import { useProfile, useShell } from '@fixflow/shell-sdk';
import { ApiErrorAlert, CalendarIcon, EmptyState, PageHeader, ProfileLine, useDates } from '@fixflow/ui';
import { TodayVisits } from './TodayVisits';
import { useVendorDashboard } from './useVendorDashboard';

type CountKey = keyof VendorDashboard['counts'];

/** A day `days` after `day` ('yyyy-mm-dd'), counted on the calendar (no clock, no DST). */
const addDays = (day: string, days: number) => new Date(Date.parse(`${day}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
/** The Monday of `day`'s week, as the API starts "this week". */
const weekStart = (day: string) => addDays(day, -((new Date(`${day}T12:00:00Z`).getUTCDay() + 6) % 7));

/**
 * What each count means to a dispatcher, and the Orders list it opens (the list's address
 * parameters: status, date_from, date_to). Where the list has no filter for exactly what was
 * counted (no technician, en route or in progress), it opens the nearest list that holds them all.
 * `act` marks work waiting on the vendor.
 */
const COUNTS: { key: CountKey; list: (today: string) => Record<string, string>; act?: boolean; page?: string }[] = [
  { key: 'today', list: (today) => ({ date_from: today, date_to: today }) },
  // The list cannot filter "no technician"; the dispatch board's tray holds exactly those (and the on-hold ones).
  { key: 'unassigned', list: () => ({}), act: true, page: '/service-scheduler' },
  { key: 'in_progress', list: () => ({ status: 'in_progress' }) },
  { key: 'on_hold', list: () => ({ status: 'on_hold' }) },
  { key: 'awaiting_approval', list: () => ({ status: 'completed' }), act: true },
  { key: 'completed_this_week', list: (today) => ({ date_from: weekStart(today), date_to: today }) },
];

/** The filtered Orders list a count opens. */
const countLink = (key: CountKey, today: string): string => {
  const count = COUNTS.find((candidate) => candidate.key === key)!;
  return count.page ?? `/orders?${new URLSearchParams(count.list(today)).toString()}`;
};

/** Home: today's visits, the counts that need a dispatcher, and the usual shortcuts. */
export function DashboardPage() {
  const { t } = useTranslation('vendor');
  const { navigate } = useShell();
  const dates = useDates();
  const profile = useProfile();
  const { token } = theme.useToken();
  const { dashboard, visits, moreVisits, loading, error, reload } = useVendorDashboard();
  const counts = dashboard?.counts;
  const empty = dashboard?.has_orders === false;

  const createOrder = (
    <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate('/orders/new')}>
      {t('dashboard.createOrder')}
    </Button>
  );

  return (
    <>
      <PageHeader
        title={t('dashboard.title')}
        subtitle={dashboard ? t('dashboard.todayIs', { date: dates.day(dashboard.today, 'long') }) : t('dashboard.subtitle')}
      />
      <Flex vertical gap={16}>
        {error ? (
          <ApiErrorAlert error={error} ns="vendor" onRetry={reload} style={{ marginBottom: 0 }} />
        ) : null}
        {error && !dashboard ? null : empty ? (
          <Card>
            <EmptyState title={t('dashboard.emptyTitle')} description={t('dashboard.emptyText')} action={createOrder} />
          </Card>
        ) : (
          <>
            <Row gutter={[12, 12]}>
              {COUNTS.map(({ key, act }) => {
                const value = counts?.[key];
                // A real link (keyboard, new tab) the shell routes; it reads as the card it wraps.
                const to = dashboard ? countLink(key, dashboard.today) : undefined;
                const open = (event: MouseEvent) => {
                  if (!to || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
                  event.preventDefault();
                  navigate(to);
                };
                return (
                  <Col key={key} xs={8} xl={4}>
                    <a href={to} onClick={open} data-testid={`count-${key}`} style={{ display: 'block', height: '100%', color: 'inherit' }}>
                      <Card size="small" hoverable={Boolean(to)} style={{ height: '100%' }}>
                        <Statistic
                          title={t(`dashboard.counts.${key}`)}
                          value={value ?? '–'}
                          loading={loading && !counts}
                          styles={act && value ? { content: { color: token.colorWarningText } } : undefined}
                        />
                      </Card>
                    </a>
                  </Col>
                );
              })}
            </Row>
            <Card
              title={t('dashboard.visitsTitle')}
              extra={dashboard ? <Typography.Text type="secondary">{visits.length}</Typography.Text> : null}
              data-testid="today-visits"
            >
              {loading && !dashboard ? (
                <Skeleton active />
              ) : visits.length > 0 ? (
                <TodayVisits visits={visits} more={moreVisits} />
              ) : (
                <EmptyState title={t('dashboard.noVisitsTitle')} description={t('dashboard.noVisitsText')} />
              )}
            </Card>
            <Flex gap={12} wrap>
              {createOrder}
              <Button icon={<UnorderedListOutlined />} onClick={() => navigate('/orders')}>
                {t('dashboard.toOrders')}
              </Button>
              <Button icon={<TeamOutlined />} onClick={() => navigate('/customers')}>
                {t('dashboard.toCustomers')}
              </Button>
              {/* The host draws the board (/service-scheduler); SPEC §2 leaves it out of the vendor's sidebar. */}
              <Button icon={<CalendarIcon />} onClick={() => navigate('/service-scheduler')}>
                {t('dispatchBoard')}
              </Button>
            </Flex>
            <Typography.Text type="secondary">{t('dashboard.liveNote')}</Typography.Text>
          </>
        )}
        {profile ? <ProfileLine profile={profile} /> : null}
      </Flex>
    </>
  );
}
