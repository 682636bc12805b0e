import { lazy, Suspense, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';
import { Button, Card, Flex, Input, Segmented, Skeleton, Table, theme } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { addVendorPerformanceWords } from '@fixflow/i18n/vendor-performance';
import { METRICS_MAX_PERIOD_DAYS, METRICS_MIN_SAMPLE, METRICS_PERIOD_DAYS, type MetricDrilldown, type MetricRate, type PerformanceRow } from '@fixflow/contracts';
import { useShell } from '@fixflow/shell-sdk';
import { ApiErrorAlert, dayInZone, EmptyState, PageHeader, Text, useDates } from '@fixflow/ui';
import { DrilldownDrawer, type Drilldown } from './DrilldownDrawer';
import {
  belowMinimumSample,
  cents,
  COUNT_DRILLDOWN,
  hasOrders,
  percent,
  presetPeriod,
  RATE_DRILLDOWN,
  ratingText,
  usePerformanceReport,
  validRange,
  type AmountKey,
  type CountKey,
  type Figures,
  type Period,
  type RateKey,
} from './performance-data';

// The charts (and the kit's chart code) are a chunk of their own, loaded once the figures are in.
const PerformanceCharts = lazy(async () => ({ default: (await import('./PerformanceCharts')).PerformanceCharts }));

type Preset = '30' | '90' | 'custom';
const RATES: RateKey[] = ['completion_rate', 'recall_rate', 'confirmed_recall_rate', 'first_visit_rate', 'on_time_rate'];
const AMOUNTS: AmountKey[] = ['average_ticket', 'revenue', 'earnings'];
const COUNTS: CountKey[] = ['completed', 'cancelled'];

/** A table row: a technician's, or the company par pinned first whatever the sort. */
interface Row {
  key: string;
  technician: PerformanceRow['technician'] | null;
  figures: Figures;
}

/** Sorts by `value`, the par row staying on top in either direction (antd reverses the result for descend). */
function sorter(value: (row: Row) => number | null) {
  return (a: Row, b: Row, order?: 'ascend' | 'descend' | null) => {
    const up = order === 'descend' ? 1 : -1;
    if (!a.technician) return up;
    if (!b.technician) return -up;
    return (value(a) ?? -Infinity) - (value(b) ?? -Infinity);
  };
}

/**
 * /technicians/performance (issue 14, SPEC §2: vendor only): each technician's figures over a
 * period beside the company par; every figure opens the orders behind it.
 */
export function PerformancePage() {
  const { t, i18n } = useTranslation('vendor');
  // The page's words come with its chunk, not with the remote's entry.
  addVendorPerformanceWords(i18n);
  const { navigate } = useShell();
  const dates = useDates();
  const language = i18n.language;
  const today = dayInZone(new Date(), dates.timeZone);
  const [preset, setPreset] = useState<Preset>(String(METRICS_PERIOD_DAYS) as Preset);
  const [custom, setCustom] = useState<Period>(() => presetPeriod(today, METRICS_PERIOD_DAYS));
  const [draft, setDraft] = useState<Period>(custom);
  const period = preset === 'custom' ? custom : presetPeriod(today, Number(preset));
  const { data: report, error, refetch, isFetching, isPlaceholderData } = usePerformanceReport(period);
  const [drilldown, setDrilldown] = useState<Drilldown | null>(null);

  const rows = useMemo<Row[]>(
    () =>
      report && report.rows.length > 0
        ? [{ key: 'par', technician: null, figures: report.par }, ...report.rows.map((row) => ({ key: row.technician.id, technician: row.technician, figures: row.metrics }))]
        : [],
    [report],
  );

  const open = (row: Row, metric: MetricDrilldown, label: string) => {
    if (row.technician) setDrilldown({ technician: row.technician, metric, label });
  };
  const columns = useColumns(open, language);
  const narrow = useNarrow();

  const draftValid = validRange(draft.period_start, draft.period_end);
  const header = (
    <PageHeader
      title={t('performance.title')}
      subtitle={t('performance.subtitle')}
      extra={<Button onClick={() => navigate('/technicians')}>{t('performance.back')}</Button>}
    />
  );

  return (
    <>
      {header}
      <Card size="small" style={{ marginBottom: 16 }}>
        <Flex gap={12} wrap align="center">
          <Segmented<Preset>
            aria-label={t('performance.periodLabel')}
            value={preset}
            onChange={(value) => setPreset(value)}
            options={[
              { value: '30', label: t('performance.presets.d30') },
              { value: '90', label: t('performance.presets.d90') },
              { value: 'custom', label: t('performance.presets.custom') },
            ]}
          />
          {preset === 'custom' ? (
            <form
              style={{ display: 'flex', gap: 8, flexWrap: 'wrap', alignItems: 'center' }}
              onSubmit={(event) => {
                event.preventDefault();
                if (draftValid) setCustom(draft);
              }}
            >
              <label style={{ display: 'flex', gap: 6, alignItems: 'center' }}>
                {t('performance.from')}
                <Input type="date" value={draft.period_start} max={today} onChange={(event) => setDraft({ ...draft, period_start: event.target.value })} style={{ width: 160 }} />
              </label>
              <label style={{ display: 'flex', gap: 6, alignItems: 'center' }}>
                {t('performance.to')}
                <Input type="date" value={draft.period_end} onChange={(event) => setDraft({ ...draft, period_end: event.target.value })} style={{ width: 160 }} />
              </label>
              <Button htmlType="submit" disabled={!draftValid}>
                {t('performance.show')}
              </Button>
              {!draftValid ? <Text type="danger">{t('performance.rangeInvalid', { max: METRICS_MAX_PERIOD_DAYS })}</Text> : null}
            </form>
          ) : null}
          <Text type="secondary" data-testid="performance-period">
            {t('performance.period', { start: dates.day(period.period_start), end: dates.day(period.period_end) })}
          </Text>
        </Flex>
      </Card>

      {error ? <ApiErrorAlert error={error} ns="vendor" title={t('performance.loadFailed')} onRetry={() => void refetch()} /> : null}
      {!report && !error ? <Skeleton active /> : null}
      {report && report.rows.length === 0 ? (
        <Card>
          <EmptyState title={t('performance.emptyRosterTitle')} description={t('performance.emptyRosterText')} action={<Button onClick={() => navigate('/technicians')}>{t('performance.toTechnicians')}</Button>} />
        </Card>
      ) : null}
      {report && report.rows.length > 0 ? (
        <div style={{ opacity: isPlaceholderData && isFetching ? 0.6 : 1, transition: 'opacity 0.2s' }}>
          {!hasOrders(report.par) ? (
            <Card size="small" style={{ marginBottom: 16 }}>
              <EmptyState title={t('performance.emptyPeriodTitle')} description={t('performance.emptyPeriodText')} />
            </Card>
          ) : null}
          {narrow ? (
            <PhoneCards rows={rows} columns={columns} />
          ) : (
            <Card size="small" style={{ marginBottom: 16 }} styles={{ body: { padding: 0 } }}>
              <Table<Row>
                data-testid="performance-table"
                rowKey="key"
                size="small"
                dataSource={rows}
                columns={columns}
                pagination={false}
                scroll={{ x: 'max-content' }}
                onRow={(row) => (row.technician ? {} : { style: { fontWeight: 600 } })}
              />
            </Card>
          )}
          {report.computed_at ? (
            <Text type="secondary" style={{ display: 'block', marginBottom: 16 }}>
              {t('performance.computedAt', { date: dates.instant(report.computed_at) })}
            </Text>
          ) : null}
          {hasOrders(report.par) ? (
            <Suspense fallback={<Skeleton active />}>
              <PerformanceCharts report={report} onRecalls={(row) => setDrilldown({ technician: row.technician, metric: 'recalls', label: t('performance.columns.recall_rate') })} />
            </Suspense>
          ) : null}
        </div>
      ) : null}
      <DrilldownDrawer drilldown={drilldown} period={period} onClose={() => setDrilldown(null)} />
    </>
  );
}

/** SPEC §2's phone width (the host's drawer layout): the table becomes one card a technician. */
const PHONE_QUERY = '(max-width: 767px)';
function subscribe(listener: () => void): () => void {
  const query = window.matchMedia?.(PHONE_QUERY);
  query?.addEventListener('change', listener);
  return () => query?.removeEventListener('change', listener);
}
function useNarrow(): boolean {
  return useSyncExternalStore(subscribe, () => window.matchMedia?.(PHONE_QUERY).matches ?? false, () => false);
}

/** On a phone: the par's card first, then each technician's, every figure a line with the column's name. */
function PhoneCards({ rows, columns }: { rows: Row[]; columns: ColumnsType<Row> }) {
  const { token } = theme.useToken();
  const [name, ...figures] = columns as { key: string; title: ReactNode; render: (value: unknown, row: Row, index: number) => ReactNode }[];
  return (
    <Flex vertical gap={12} style={{ marginBottom: 16 }} data-testid="performance-cards">
      {rows.map((row, index) => (
        <Card key={row.key} size="small" title={name.render(undefined, row, index)}>
          <div style={{ display: 'grid', gridTemplateColumns: '1fr auto', columnGap: 12, rowGap: 6, alignItems: 'start' }}>
            {figures.map((column) => (
              <div key={column.key} style={{ display: 'contents' }}>
                <span style={{ color: token.colorTextSecondary }}>{column.title}</span>
                <span style={{ textAlign: 'right' }}>{column.render(undefined, row, index)}</span>
              </div>
            ))}
          </div>
        </Card>
      ))}
    </Flex>
  );
}

function useColumns(open: (row: Row, metric: MetricDrilldown, label: string) => void, language: string): ColumnsType<Row> {
  const { t } = useTranslation('vendor');
  const head = (key: string, help?: boolean) => (help ? <span title={t(`performance.help.${key}`)}>{t(`performance.columns.${key}`)}</span> : t(`performance.columns.${key}`));
  return [
    {
      key: 'technician',
      title: t('performance.columns.technician'),
      fixed: 'left',
      width: 150,
      sorter: (a, b, order) => sorter(() => 0)(a, b, order) || (a.technician?.full_name ?? '').localeCompare(b.technician?.full_name ?? '', language),
      render: (_, row) => (row.technician ? <TechnicianName technician={row.technician} /> : <Text strong>{t('performance.par')}</Text>),
    },
    ...COUNTS.map((key) => ({
      key,
      title: head(key),
      align: 'right' as const,
      sorter: sorter((row: Row) => row.figures[key]),
      render: (_: unknown, row: Row) => (
        <Figure testId={`${key}-${row.key}`} onOpen={row.technician ? () => open(row, COUNT_DRILLDOWN[key], t(`performance.columns.${key}`)) : undefined}>
          {row.figures[key]}
        </Figure>
      ),
    })),
    ...RATES.map((key) => ({
      key,
      title: head(key, true),
      align: 'right' as const,
      sorter: sorter((row: Row) => row.figures[key].value),
      render: (_: unknown, row: Row) => <RateFigure rate={row.figures[key]} language={language} testId={`${key}-${row.key}`} onOpen={row.technician ? () => open(row, RATE_DRILLDOWN[key], t(`performance.columns.${key}`)) : undefined} />,
    })),
    ...AMOUNTS.map((key) => ({
      key,
      title: head(key, key !== 'revenue'),
      align: 'right' as const,
      sorter: sorter((row: Row) => row.figures[key]),
      render: (_: unknown, row: Row) => (
        <Figure testId={`${key}-${row.key}`} onOpen={row.technician ? () => open(row, 'completed', t(`performance.columns.${key}`)) : undefined}>
          {cents(row.figures[key], language)}
        </Figure>
      ),
    })),
    {
      key: 'rating',
      title: head('rating'),
      align: 'right',
      sorter: sorter((row) => row.figures.rating),
      render: (_, row) => (
        <Figure testId={`rating-${row.key}`} onOpen={row.technician && row.figures.rating_count > 0 ? () => open(row, 'rated', t('performance.columns.rating')) : undefined} note={t('performance.ratingCount', { count: row.figures.rating_count })}>
          {ratingText(row.figures.rating, language)}
        </Figure>
      ),
    },
  ];
}

function TechnicianName({ technician }: { technician: NonNullable<Row['technician']> }) {
  const { navigate } = useShell();
  return (
    <a
      href={`/technicians/${technician.id}`}
      onClick={(event) => {
        event.preventDefault();
        navigate(`/technicians/${technician.id}`);
      }}
    >
      {technician.full_name ?? '—'}
    </a>
  );
}

/** A figure: a link-styled button when it opens its orders, a small note under it, greyed with a reason when too few orders. */
function Figure({ children, note, onOpen, muted, mutedReason, testId }: { children: ReactNode; note?: ReactNode; onOpen?: () => void; muted?: boolean; mutedReason?: string; testId: string }) {
  const { token } = theme.useToken();
  const color = muted ? token.colorTextTertiary : undefined;
  return (
    <span data-testid={testId} title={mutedReason} style={{ display: 'inline-flex', flexDirection: 'column', alignItems: 'flex-end', whiteSpace: 'nowrap', color }}>
      {onOpen ? (
        <Button type="link" size="small" onClick={onOpen} style={{ padding: 0, height: 'auto', color: color ?? undefined, fontVariantNumeric: 'tabular-nums' }}>
          {children}
        </Button>
      ) : (
        <span style={{ fontVariantNumeric: 'tabular-nums' }}>{children}</span>
      )}
      {note ? <span style={{ fontSize: token.fontSizeSM, color: muted ? token.colorTextTertiary : token.colorTextSecondary, fontWeight: 'normal' }}>{note}</span> : null}
    </span>
  );
}

function RateFigure({ rate, language, onOpen, testId }: { rate: MetricRate; language: string; onOpen?: () => void; testId: string }) {
  const { t } = useTranslation('vendor');
  const few = belowMinimumSample(rate);
  return (
    <Figure testId={testId} onOpen={onOpen} muted={few} mutedReason={few ? t('performance.fewer', { min: METRICS_MIN_SAMPLE }) : undefined} note={`${rate.numerator}/${rate.denominator}`}>
      {percent(rate, language)}
    </Figure>
  );
}
