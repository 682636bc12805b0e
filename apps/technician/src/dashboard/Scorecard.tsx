import { Suspense, type ReactNode } from 'react';
import { Button, Flex, Skeleton, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { METRICS_MIN_SAMPLE, belowMinimumSample, formatMoney, type MetricRate, type TechnicianMetrics } from '@fixflow/contracts';
import { EmptyState, Panel, Text, formatAmount, formatRate, useDates } from '@fixflow/ui';
import { LazyApiErrorAlert } from './lazy-api-error-alert';
import { useMyMetrics } from './useMyMetrics';

interface Figure {
  key: string;
  label: string;
  value: string;
  /** What it is made of: "12 of 14", "Ratings: 3". */
  note: string;
  /** Too few orders to judge by: drawn greyed. */
  thin: boolean;
}

function percent(rate: MetricRate, none: string): string {
  return rate.value === null ? none : `${Math.round(rate.value * 100)}%`;
}

/** The eight figures of the card, each with what it rests on. */
function useFigures(metrics: TechnicianMetrics): Figure[] {
  const { t, i18n } = useTranslation('technician');
  const none = t('scorecard.none');
  const money = (cents: number | null) => (cents === null ? none : formatAmount(formatMoney(cents), i18n.language));
  const rate = (key: string, label: string, value: MetricRate, extra?: string): Figure => ({
    key,
    label,
    value: percent(value, none),
    note: [t('scorecard.ofTotal', { numerator: value.numerator, denominator: value.denominator }), extra].filter(Boolean).join(' · '),
    thin: belowMinimumSample(value),
  });
  return [
    { key: 'completed', label: t('scorecard.figures.completed'), value: String(metrics.completed), note: t('scorecard.notes.cancelled', { count: metrics.cancelled }), thin: false },
    rate('completion', t('scorecard.figures.completionRate'), metrics.completion_rate),
    rate('recalls', t('scorecard.figures.recallRate'), metrics.recall_rate, t('scorecard.notes.confirmedRecalls', { count: metrics.recalls_confirmed })),
    rate('first-visit', t('scorecard.figures.firstVisit'), metrics.first_visit_rate),
    rate('on-time', t('scorecard.figures.onTime'), metrics.on_time_rate),
    {
      key: 'ticket',
      label: t('scorecard.figures.averageTicket'),
      value: money(metrics.average_ticket),
      note: t('scorecard.notes.ticketOrders', { count: metrics.ticket_orders }),
      thin: metrics.ticket_orders < METRICS_MIN_SAMPLE,
    },
    { key: 'earnings', label: t('scorecard.figures.earnings'), value: money(metrics.earnings), note: t('scorecard.notes.earnings'), thin: false },
    {
      key: 'rating',
      label: t('scorecard.figures.rating'),
      value: metrics.rating === null ? none : formatRate(String(metrics.rating), i18n.language),
      note: t('scorecard.notes.ratings', { count: metrics.rating_count }),
      thin: metrics.rating_count < METRICS_MIN_SAMPLE,
    },
  ];
}

function Tile({ figure }: { figure: Figure }) {
  const { token } = theme.useToken();
  // Greyed, yet readable (the contrast audit holds): the secondary text colour, a dashed edge.
  const thin = figure.thin ? { color: token.colorTextSecondary } : undefined;
  return (
    <div
      data-testid={`score-${figure.key}`}
      data-thin={figure.thin ? 'true' : undefined}
      style={{
        padding: token.paddingSM,
        borderRadius: token.borderRadius,
        background: figure.thin ? 'transparent' : token.colorFillQuaternary,
        border: `${token.lineWidth}px ${figure.thin ? 'dashed' : token.lineType} ${figure.thin ? token.colorBorder : 'transparent'}`,
        minWidth: 0,
      }}
    >
      <Text type="secondary" style={{ display: 'block', fontSize: token.fontSizeSM }}>
        {figure.label}
      </Text>
      <span
        data-testid={`score-${figure.key}-value`}
        style={{
          display: 'block',
          fontSize: token.fontSizeHeading4,
          fontWeight: figure.thin ? 400 : token.fontWeightStrong,
          color: token.colorTextHeading,
          fontVariantNumeric: 'tabular-nums',
          ...thin,
        }}
      >
        {figure.value}
      </span>
      <Text type="secondary" style={{ display: 'block', fontSize: token.fontSizeSM }}>
        {figure.note}
      </Text>
    </div>
  );
}

function Figures({ metrics }: { metrics: TechnicianMetrics }) {
  const { t } = useTranslation('technician');
  const figures = useFigures(metrics);
  const thin = figures.some((figure) => figure.thin);
  return (
    <>
      {/* Two columns on a phone, four at a desk: two rows of four, never six and two. */}
      <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(max(140px, 22%), 1fr))', gap: 8 }}>
        {figures.map((figure) => (
          <Tile key={figure.key} figure={figure} />
        ))}
      </div>
      {thin ? (
        <Text paragraph type="secondary" style={{ marginTop: 8, marginBottom: 0 }}>
          {t('scorecard.fewOrders', { count: METRICS_MIN_SAMPLE })}
        </Text>
      ) : null}
    </>
  );
}

/**
 * The technician's own 90-day figures (issue 14, SPEC.md §7): the stored row, or an empty state
 * with Calculate. Drawn with what the dashboard already loads (Panel, Text, Button, Skeleton,
 * Empty): no new antd component, no chart.
 */
export function Scorecard() {
  const { t } = useTranslation('technician');
  const { token } = theme.useToken();
  const dates = useDates();
  const { metrics, loading, error, reload, recalculation } = useMyMetrics();
  const calculate = (label: string, type: 'primary' | 'default' = 'default') => (
    <Button type={type} size={type === 'primary' ? 'middle' : 'small'} loading={recalculation.isPending} onClick={() => recalculation.mutate()}>
      {label}
    </Button>
  );

  let body: ReactNode;
  if (loading) body = <Skeleton active paragraph={{ rows: 3 }} title={false} />;
  else if (error) {
    body = (
      <Suspense fallback={null}>
        <LazyApiErrorAlert error={error} ns="technician" title={t('scorecard.loadFailed')} onRetry={() => void reload()} />
      </Suspense>
    );
  } else if (!metrics) body = <EmptyState title={t('scorecard.emptyTitle')} description={t('scorecard.emptyText')} action={calculate(t('scorecard.calculate'), 'primary')} />;
  else body = <Figures metrics={metrics} />;

  return (
    <Panel
      data-testid="scorecard"
      style={{ marginBottom: 16 }}
      title={
        <Flex justify="space-between" align="center" gap={8} wrap>
          <span>{t('scorecard.title')}</span>
          {metrics ? calculate(t('scorecard.recalculate')) : null}
        </Flex>
      }
    >
      {metrics ? (
        <Text type="secondary" style={{ display: 'block', marginBottom: 8, fontSize: token.fontSizeSM }}>
          {t('scorecard.period', { from: dates.day(metrics.period_start, 'dayMonth'), to: dates.day(metrics.period_end, 'dayMonth') })}
          {' · '}
          {t('scorecard.updated', { time: dates.instant(metrics.computed_at) })}
        </Text>
      ) : null}
      {recalculation.error ? (
        <div style={{ marginBottom: 8 }}>
          <Suspense fallback={null}>
            <LazyApiErrorAlert error={recalculation.error} ns="technician" title={t('scorecard.calculateFailed')} />
          </Suspense>
        </div>
      ) : null}
      {body}
    </Panel>
  );
}
