import { Button, Card, Col, Flex, Row, Skeleton, Statistic, Typography, theme } from 'antd';
import { PlusOutlined, TeamOutlined, UnorderedListOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { VendorDashboard } from '@fixflow/contracts';
import { useProfile, useShell } from '@fixflow/shell-sdk';
import { ApiErrorAlert, CalendarIcon, EmptyState, PageHeader, ProfileLine, useDates } from '@fixflow/ui';
import { TodayVisits } from './TodayVisits';
import { useVendorDashboard } from './useVendorDashboard';

type CountKey = keyof VendorDashboard['counts'];

/**
 * What each count means to a dispatcher, and where a tap on it leads: the Orders list filtered
 * by status where one status is exactly what was counted. `act` marks work waiting on the vendor.
 */
const COUNTS: { key: CountKey; status?: string; act?: boolean }[] = [
  { key: 'today' },
  { key: 'unassigned', act: true },
  { key: 'in_progress' },
  { key: 'on_hold', status: 'on_hold' },
  { key: 'awaiting_approval', status: 'completed', act: true },
  { key: 'completed_this_week' },
];

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
              {COUNTS.map(({ key, status, act }) => {
                const value = counts?.[key];
                const open = status ? () => navigate(`/orders?status=${status}`) : undefined;
                return (
                  <Col key={key} xs={8} xl={4}>
                    <Card size="small" hoverable={Boolean(open)} onClick={open} data-testid={`count-${key}`} style={{ height: '100%' }}>
                      <Statistic
                        title={t(`dashboard.counts.${key}`)}
                        value={value ?? '–'}
                        loading={loading && !counts}
                        styles={act && value ? { content: { color: token.colorWarningText } } : undefined}
                      />
                    </Card>
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
