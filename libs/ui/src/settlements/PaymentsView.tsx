import { useState } from 'react';
import { Button, Input, Select, Skeleton, Table, theme } from 'antd';
import { Link, useSearchParams } from 'react-router-dom';
import { COLLECTORS, PAYMENT_METHODS, type Collector, type PaymentListItem, type PaymentMethod } from '@fixflow/contracts';
import type { Namespace } from '@fixflow/i18n';
import { describeApiError, useShell } from '@fixflow/shell-sdk';
import { saveDownload, usePayments, type PaymentFilters } from '@fixflow/shell-sdk/data';
import { ApiErrorAlert } from '../ApiErrorAlert';
import { EmptyState } from '../EmptyState';
import { PageHeader } from '../PageHeader';
import { formatAmount } from '../dates/format-money';
import { useDates } from '../dates/useDates';
import { useMoneyPageWords } from './words';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const pick = <T extends string>(value: string | null, allowed: readonly T[]): T | undefined => (allowed as readonly string[]).includes(value ?? '') ? (value as T) : undefined;

/**
 * /payments (issue 13 item 6): every payment with filters in the URL (method, who collected it,
 * a date range), the totals per method of everything the filter matches (the API's, not this
 * page's), keyset pages, and the same filter as CSV. The vendor's list and the admin's are one.
 */
export function PaymentsView({ ns, perspective }: { ns: Namespace; perspective: 'vendor' | 'admin' }) {
  const { t, i18n } = useMoneyPageWords(ns);
  const { api, toast } = useShell();
  const dates = useDates();
  const { token } = theme.useToken();
  const [params, setParams] = useSearchParams();
  const [exporting, setExporting] = useState(false);
  const filters: PaymentFilters = {
    method: pick<PaymentMethod>(params.get('method'), PAYMENT_METHODS),
    collected_by: pick<Collector>(params.get('collected_by'), COLLECTORS),
    from: DAY.test(params.get('from') ?? '') ? (params.get('from') as string) : undefined,
    to: DAY.test(params.get('to') ?? '') ? (params.get('to') as string) : undefined,
  };
  const filtered = Object.values(filters).some(Boolean);
  const payments = usePayments(filters);
  const amount = (text: string) => formatAmount(text, i18n.language);
  const setFilter = (key: keyof PaymentFilters, value: string | undefined) => {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    setParams(next, { replace: true });
  };
  const exportCsv = async () => {
    setExporting(true);
    try {
      await saveDownload(api, '/payments/export.csv', 'payments.csv', { ...filters });
    } catch (error) {
      toast.error(`${t('settle.actions.exportFailed')}: ${describeApiError(error, i18n)}`);
    } finally {
      setExporting(false);
    }
  };

  const shown: PaymentListItem[] = payments.data?.pages.flatMap((page) => page.items) ?? [];
  const totals = payments.data?.pages[0]?.totals;

  const filterBar = (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: token.marginXS, marginBottom: token.margin }} data-testid="payment-filters">
      <Select
        aria-label={t('pay.filters.method')}
        value={filters.method ?? ''}
        style={{ minWidth: 150 }}
        onChange={(value: string) => setFilter('method', value || undefined)}
        options={[{ value: '', label: t('pay.filters.allMethods') }, ...PAYMENT_METHODS.map((method) => ({ value: method, label: t(`pay.methods.${method}`) }))]}
      />
      <Select
        aria-label={t('pay.filters.collectedBy')}
        value={filters.collected_by ?? ''}
        style={{ minWidth: 150 }}
        onChange={(value: string) => setFilter('collected_by', value || undefined)}
        options={[{ value: '', label: t('pay.filters.anyone') }, ...COLLECTORS.map((who) => ({ value: who, label: t(`pay.collectors.${who}`) }))]}
      />
      <label style={{ display: 'inline-flex', alignItems: 'center', gap: token.marginXXS }}>
        {t('pay.filters.from')}
        <Input type="date" value={filters.from ?? ''} max={filters.to} onChange={(event) => setFilter('from', event.target.value || undefined)} style={{ width: 160 }} />
      </label>
      <label style={{ display: 'inline-flex', alignItems: 'center', gap: token.marginXXS }}>
        {t('pay.filters.to')}
        <Input type="date" value={filters.to ?? ''} min={filters.from} onChange={(event) => setFilter('to', event.target.value || undefined)} style={{ width: 160 }} />
      </label>
      {filtered ? <Button onClick={() => setParams(new URLSearchParams(), { replace: true })}>{t('pay.filters.clear')}</Button> : null}
    </div>
  );

  let body;
  if (payments.error && !payments.data) body = <ApiErrorAlert error={payments.error} ns={ns} title={t('pay.loadFailed')} onRetry={() => void payments.refetch()} />;
  else if (!payments.data) body = <Skeleton active paragraph={{ rows: 6 }} />;
  else if (shown.length === 0) body = filtered ? <EmptyState title={t('pay.emptyFiltered')} /> : <EmptyState title={t('pay.emptyTitle')} description={t('pay.emptyText')} />;
  else {
    body = (
      <>
        {totals ? (
          <div data-testid="payment-totals" style={{ display: 'flex', flexWrap: 'wrap', gap: token.marginXS, marginBottom: token.margin }}>
            <Figure label={`${t('pay.total')} · ${t('pay.count', { count: totals.count })}`} value={amount(totals.total)} strong />
            {PAYMENT_METHODS.map((method) => (
              <Figure key={method} label={t(`pay.methods.${method}`)} value={amount(totals.by_method[method] ?? '0.00')} />
            ))}
          </div>
        ) : null}
        <Table<PaymentListItem>
          rowKey="id"
          size="small"
          dataSource={shown}
          pagination={false}
          scroll={{ x: 'max-content' }}
          onRow={() => ({ 'data-testid': 'payment-row' }) as React.HTMLAttributes<HTMLElement>}
          columns={[
            { key: 'date', title: t('pay.cols.date'), render: (_, p) => dates.instant(p.recorded_at, 'dateTime') },
            { key: 'order', title: t('pay.cols.order'), render: (_, p) => (perspective === 'vendor' ? <Link to={`/orders/${p.order_id}`}>{p.invoice_number}</Link> : p.invoice_number) },
            { key: 'customer', title: t('pay.cols.customer'), render: (_, p) => p.customer_name },
            { key: 'technician', title: t('pay.cols.technician'), render: (_, p) => p.technician_name ?? '—' },
            { key: 'method', title: t('pay.cols.method'), render: (_, p) => t(`pay.methods.${p.method}`) },
            { key: 'collected', title: t('pay.cols.collectedBy'), render: (_, p) => t(`pay.collectors.${p.collected_by}`) },
            { key: 'source', title: t('pay.cols.source'), render: (_, p) => t(`pay.sources.${p.source}`) },
            { key: 'amount', title: t('pay.cols.amount'), align: 'right', render: (_, p) => <strong style={{ fontVariantNumeric: 'tabular-nums' }}>{amount(p.amount)}</strong> },
          ]}
        />
        <div style={{ display: 'flex', gap: token.marginSM, alignItems: 'center', marginTop: token.margin, flexWrap: 'wrap' }}>
          {totals ? <span style={{ color: token.colorTextSecondary }}>{t('pay.shown', { shown: shown.length, count: totals.count })}</span> : null}
          {payments.isFetchNextPageError ? <ApiErrorAlert error={payments.error} ns={ns} title={t('pay.loadFailed')} onRetry={() => void payments.fetchNextPage()} /> : null}
          {payments.hasNextPage ? (
            <Button loading={payments.isFetchingNextPage} onClick={() => void payments.fetchNextPage()}>
              {t('pay.more')}
            </Button>
          ) : null}
        </div>
      </>
    );
  }

  return (
    <>
      <PageHeader
        title={t('pay.title')}
        subtitle={t(perspective === 'admin' ? 'pay.subtitleAdmin' : 'pay.subtitle')}
        extra={
          <Button loading={exporting} onClick={() => void exportCsv()}>
            {t('settle.actions.exportCsv')}
          </Button>
        }
      />
      {filterBar}
      {body}
    </>
  );
}

function Figure({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  const { token } = theme.useToken();
  return (
    <div style={{ padding: `${token.paddingXS}px ${token.paddingSM}px`, borderRadius: token.borderRadiusLG, border: `${token.lineWidth}px ${token.lineType} ${token.colorBorderSecondary}`, background: strong ? token.colorFillAlter : token.colorBgContainer, minWidth: 120 }}>
      <div style={{ color: token.colorTextSecondary, fontSize: token.fontSizeSM }}>{label}</div>
      <div style={{ fontWeight: token.fontWeightStrong, fontSize: token.fontSizeLG, fontVariantNumeric: 'tabular-nums' }}>{value}</div>
    </div>
  );
}
