import { lazy, Suspense } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Col, Flex, Row, Skeleton, Statistic, Typography, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { typed } from '@fixflow/api-client';
import type { AdminDashboard, VendorList } from '@fixflow/contracts';
import { useProfile, useShell } from '@fixflow/shell-sdk';
import { queryKeys } from '@fixflow/shell-sdk/data';
import { ApiErrorAlert, EmptyState, PageHeader, ProfileLine, useDates } from '@fixflow/ui';
import { ordersPath } from './dashboard-figures';

// The charts (and the kit's chart boxes) are a chunk of their own: only this page loads them.
const DashboardCharts = lazy(async () => ({ default: (await import('./DashboardCharts')).DashboardCharts }));

/** How many waiting vendors are named on the page; the Vendors list has the rest. */
const PENDING_SHOWN = 5;
const PENDING_PATH = '/admin/vendors?status=pending';

/** Home: what waits on an admin (vendors to activate), then the platform in numbers. */
export function DashboardPage() {
  const { t } = useTranslation('admin');
  const dates = useDates();
  const { api, navigate } = useShell();
  const profile = useProfile();
  const { token } = theme.useToken();
  // One query for both answers: the counts and the names of the vendors waiting are shown together.
  const query = useQuery({
    // Under `vendors`: a vendor's status change reads it again.
    queryKey: [...queryKeys.vendors, 'dashboard'],
    queryFn: ({ signal }): Promise<[AdminDashboard, VendorList]> =>
      Promise.all([typed(api).get('/dashboard/admin', { signal }), typed(api).get('/vendors', { query: { status: 'pending', limit: PENDING_SHOWN }, signal })]),
  });
  const { data, error } = query;
  const loading = query.isPending;
  const [dashboard, pending] = data ?? [];
  const waiting = dashboard?.vendors.pending ?? 0;

  const counts = dashboard
    ? [
        { key: 'activeVendors', value: dashboard.vendors.active, path: '/admin/vendors?status=active' },
        { key: 'suspendedVendors', value: dashboard.vendors.suspended, path: '/admin/vendors?status=suspended' },
        { key: 'technicians', value: dashboard.technicians, path: '/technicians?status=active' },
        { key: 'ordersToday', value: dashboard.orders_today, path: ordersPath({ date_from: dashboard.today, date_to: dashboard.today }) },
        { key: 'unknownSms', value: dashboard.unmatched_sms, path: '/admin/unmatched-sms' },
        { key: 'failedJobs', value: dashboard.failed_jobs, path: '/admin/system-settings?tab=jobs', warn: dashboard.failed_jobs > 0 },
      ]
    : [];

  return (
    <>
      <PageHeader title={t('dashboard.title')} subtitle={t('dashboard.subtitle')} />
      <Flex vertical gap={16}>
        {error ? (
          <ApiErrorAlert error={error} ns="admin" onRetry={() => void query.refetch()} style={{ marginBottom: 0 }} />
        ) : null}
        {loading && !data ? (
          <Card>
            <Skeleton active />
          </Card>
        ) : null}
        {dashboard && pending ? (
          <>
            <Card title={t('dashboard.attentionTitle')} data-testid="attention">
              {waiting > 0 ? (
                <Flex vertical gap={12}>
                  <div data-testid="pending-vendors">
                    <Statistic title={t('dashboard.pendingTitle')} value={waiting} styles={{ content: { color: token.colorWarningText } }} />
                  </div>
                  <Flex vertical gap={4}>
                    {pending.items.map((vendor) => (
                      <Typography.Text key={vendor.id}>
                        <Link to={`/vendors/${vendor.id}`}>{vendor.company_name}</Link>
                        <Typography.Text type="secondary">
                          {' · '}
                          {[vendor.city, vendor.state].filter(Boolean).join(', ') || vendor.email}
                          {' · '}
                          {dates.instant(vendor.created_at, 'date')}
                        </Typography.Text>
                      </Typography.Text>
                    ))}
                    {waiting > pending.items.length ? (
                      <Typography.Text type="secondary">{t('dashboard.moreVendors', { count: waiting - pending.items.length })}</Typography.Text>
                    ) : null}
                  </Flex>
                  <div>
                    <Button type="primary" onClick={() => navigate(PENDING_PATH)}>
                      {t('dashboard.pendingVendors')}
                    </Button>
                  </div>
                </Flex>
              ) : (
                <EmptyState title={t('dashboard.emptyTitle')} description={t('dashboard.emptyText')} />
              )}
            </Card>
            <Row gutter={[12, 12]}>
              {counts.map(({ key, value, path, warn }) => (
                <Col key={key} xs={12} lg={6}>
                  <Card
                    size="small"
                    hoverable={Boolean(path)}
                    onClick={path ? () => navigate(path) : undefined}
                    data-testid={`count-${key}`}
                    style={{ height: '100%' }}
                  >
                    <Statistic
                      title={t(`dashboard.counts.${key}`)}
                      value={value}
                      styles={warn ? { content: { color: token.colorErrorText } } : undefined}
                    />
                  </Card>
                </Col>
              ))}
            </Row>
            <Suspense fallback={<Card><Skeleton active /></Card>}>
              <DashboardCharts dashboard={dashboard} />
            </Suspense>
          </>
        ) : null}
        {profile ? <ProfileLine profile={profile} /> : null}
      </Flex>
    </>
  );
}
