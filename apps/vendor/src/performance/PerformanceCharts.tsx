import { Card, Col, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { belowMinimumSample, METRICS_MIN_SAMPLE, type PerformanceReport, type PerformanceRow } from '@fixflow/contracts';
import { BarList, ColumnChart } from '@fixflow/ui/charts';
import { formatDay, Text } from '@fixflow/ui';
import { cents, percent, weeklyTotals } from './performance-data';

/** Completions and revenue per week (every technician's), and each technician's recall rate beside the par. */
export function PerformanceCharts({ report, onRecalls }: { report: PerformanceReport; onRecalls: (row: PerformanceRow) => void }) {
  const { t, i18n } = useTranslation('vendor');
  const language = i18n.language;
  const weeks = weeklyTotals(report);
  const label = (week: string) => formatDay(week, language, 'dayMonthShort');
  const byId = new Map(report.rows.map((row) => [row.technician.id, row]));
  const recalls = report.rows
    .filter((row) => row.metrics.completed > 0)
    .map((row) => {
      const rate = row.metrics.recall_rate;
      const few = belowMinimumSample(rate);
      return {
        key: row.technician.id,
        label: row.technician.full_name ?? '—',
        value: rate.value ?? 0,
        valueLabel: `${percent(rate, language)} · ${rate.numerator}/${rate.denominator}`,
        muted: few,
        note: few ? t('performance.fewer', { min: METRICS_MIN_SAMPLE }) : undefined,
      };
    });
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} lg={12}>
        <Card size="small" style={{ height: '100%' }}>
          <ColumnChart
            data-testid="chart-weekly-completed"
            title={t('performance.charts.weeklyCompleted')}
            data={weeks.map((week) => ({ key: week.week_start, label: label(week.week_start), value: week.completed, valueLabel: String(week.completed) }))}
          />
        </Card>
      </Col>
      <Col xs={24} lg={12}>
        <Card size="small" style={{ height: '100%' }}>
          <ColumnChart
            data-testid="chart-weekly-revenue"
            title={t('performance.charts.weeklyRevenue')}
            data={weeks.map((week) => ({ key: week.week_start, label: label(week.week_start), value: week.revenue, valueLabel: cents(week.revenue, language) }))}
          />
        </Card>
      </Col>
      <Col xs={24}>
        <Card size="small">
          <BarList
            data-testid="chart-recall-rate"
            title={t('performance.charts.recallRate')}
            data={recalls}
            reference={report.par.recall_rate.value !== null ? { value: report.par.recall_rate.value, label: t('performance.charts.parLine', { value: percent(report.par.recall_rate, language) }) } : undefined}
            onSelect={(id) => {
              const row = byId.get(id);
              if (row) onRecalls(row);
            }}
            empty={<Text type="secondary">{t('performance.charts.noRecalls')}</Text>}
          />
        </Card>
      </Col>
    </Row>
  );
}
