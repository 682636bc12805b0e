import { Card, Col, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { addAdminFiguresWords } from '@fixflow/i18n/admin-figures';
import { type AdminDashboard, formatMoney, ORDER_STATUSES } from '@fixflow/contracts';
import { useShell } from '@fixflow/shell-sdk';
import { BarList, ColumnChart } from '@fixflow/ui/charts';
import { formatAmount, formatDay } from '@fixflow/ui/format';
import { chartDays, ordersPath } from './dashboard-figures';

/**
 * The admin dashboard's charts (issue 16): orders per day and by status over 30 days, completions
 * and revenue per week. A chunk of its own, loaded lazily with the kit's charts: only this page
 * downloads them. Each column or bar opens the orders behind it in All Orders.
 */
export function DashboardCharts({ dashboard }: { dashboard: AdminDashboard }) {
  const { t, i18n } = useTranslation('admin');
  addAdminFiguresWords(i18n);
  const { navigate } = useShell();
  const language = i18n.language;
  const days = chartDays(dashboard);
  const dayLabel = (date: string) => formatDay(date, language, 'dayMonthShort');
  const byStatus = ORDER_STATUSES.map((status) => ({
    status,
    count: dashboard.orders_by_day.filter((row) => row.status === status).reduce((sum, row) => sum + row.count, 0),
  })).filter((row) => row.count > 0);
  const from = days[0]?.date;
  const week = (start: string) => t('figures.weekOf', { date: dayLabel(start) });
  const weekEnd = (start: string) => {
    const end = new Date(`${start}T00:00:00Z`);
    end.setUTCDate(end.getUTCDate() + 6);
    return end.toISOString().slice(0, 10);
  };
  const muted = <span style={{ opacity: 0.7 }}>{t('figures.noCompletions')}</span>;
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} lg={14}>
        <Card size="small" style={{ height: '100%' }}>
          <ColumnChart
            data-testid="chart-orders-per-day"
            title={t('figures.ordersPerDay')}
            empty={<span style={{ opacity: 0.7 }}>{t('figures.noOrders')}</span>}
            data={days.map((day) => ({
              key: day.date,
              label: dayLabel(day.date),
              value: day.total,
              valueLabel: String(day.total),
              note: day.byStatus.map((row) => `${t(`order.vendorStatus.${row.status}`)} ${row.count}`).join(', ') || undefined,
            }))}
            onSelect={(date) => navigate(ordersPath({ date_from: date, date_to: date }))}
          />
        </Card>
      </Col>
      <Col xs={24} lg={10}>
        <Card size="small" style={{ height: '100%' }}>
          <BarList
            data-testid="chart-orders-by-status"
            title={t('figures.ordersByStatus')}
            empty={<span style={{ opacity: 0.7 }}>{t('figures.noOrders')}</span>}
            data={byStatus.map((row) => ({ key: row.status, label: t(`order.vendorStatus.${row.status}`), value: row.count, valueLabel: String(row.count) }))}
            onSelect={(status) => navigate(ordersPath({ status, date_from: from, date_to: dashboard.today }))}
          />
        </Card>
      </Col>
      <Col xs={24} lg={12}>
        <Card size="small" style={{ height: '100%' }}>
          <ColumnChart
            data-testid="chart-weekly-completed"
            title={t('figures.completedPerWeek')}
            empty={muted}
            data={dashboard.weeks.map((row) => ({ key: row.week_start, label: dayLabel(row.week_start), value: row.completed, valueLabel: String(row.completed), note: week(row.week_start) }))}
            onSelect={(start) => navigate(ordersPath({ date_from: start, date_to: weekEnd(start) }))}
          />
        </Card>
      </Col>
      <Col xs={24} lg={12}>
        <Card size="small" style={{ height: '100%' }}>
          <ColumnChart
            data-testid="chart-weekly-revenue"
            title={t('figures.revenuePerWeek')}
            empty={muted}
            data={dashboard.weeks.map((row) => ({
              key: row.week_start,
              label: dayLabel(row.week_start),
              value: row.revenue,
              valueLabel: formatAmount(formatMoney(row.revenue), language),
              note: week(row.week_start),
            }))}
            onSelect={(start) => navigate(ordersPath({ date_from: start, date_to: weekEnd(start) }))}
          />
        </Card>
      </Col>
    </Row>
  );
}
