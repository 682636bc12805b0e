import { Select, Skeleton } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router-dom';
import { typed } from '@fixflow/api-client';
import { SETTLEMENT_STATUSES, type SettlementStatus, type TechnicianSummary } from '@fixflow/contracts';
import { useShell } from '@fixflow/shell-sdk';
import { queryKeys, useSettlement, useSettlements } from '@fixflow/shell-sdk/data';
import { ApiErrorAlert, EmptyState, PageHeader, SettlementList, SettlementStatement, useDates, useMoneyPageWords } from '@fixflow/ui';
import { StatementActions } from './StatementActions';

const hrefOf = (id: string) => `/financial-settlements?id=${encodeURIComponent(id)}`;

/**
 * /financial-settlements (issue 13 item 5): the vendor's weekly statements with its technicians,
 * filtered by status and technician (in the URL); `?id=` opens one statement with its actions.
 */
export function SettlementsPage() {
  const [params] = useSearchParams();
  const id = params.get('id');
  return id ? <StatementView id={id} /> : <ListView />;
}

function ListView() {
  const { t } = useMoneyPageWords('vendor');
  const { api } = useShell();
  const [params, setParams] = useSearchParams();
  const status = (SETTLEMENT_STATUSES as readonly string[]).includes(params.get('status') ?? '') ? (params.get('status') as SettlementStatus) : undefined;
  const technicianId = params.get('technician_id') || undefined;
  const list = useSettlements({ status, technician_id: technicianId });
  const roster = useQuery({
    queryKey: queryKeys.technicians,
    queryFn: ({ signal }): Promise<TechnicianSummary[]> => typed(api).get('/technicians', { signal }),
  });
  const setFilter = (key: string, value: string | undefined) => {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    setParams(next, { replace: true });
  };

  const filters = (
    <>
      <Select
        aria-label={t('settle.filters.status')}
        value={status ?? ''}
        style={{ minWidth: 160 }}
        onChange={(value: string) => setFilter('status', value || undefined)}
        options={[{ value: '', label: t('settle.filters.allStatuses') }, ...SETTLEMENT_STATUSES.map((s) => ({ value: s, label: t(`settle.status.${s}`) }))]}
      />
      <Select
        aria-label={t('settle.filters.technician')}
        value={technicianId ?? ''}
        style={{ minWidth: 200 }}
        onChange={(value: string) => setFilter('technician_id', value || undefined)}
        options={[{ value: '', label: t('settle.filters.allTechnicians') }, ...(roster.data ?? []).map((tech) => ({ value: tech.id, label: tech.full_name ?? tech.email ?? tech.id }))]}
      />
    </>
  );

  let body;
  if (list.error && !list.data) body = <ApiErrorAlert error={list.error} ns="vendor" title={t('settle.loadFailed')} onRetry={() => void list.refetch()} />;
  else if (!list.data) body = <Skeleton active />;
  else if (list.data.items.length === 0)
    body = status || technicianId ? <EmptyState title={t('settle.emptyFiltered')} /> : <EmptyState title={t('settle.emptyTitle')} description={t('settle.emptyText')} />;
  else body = <SettlementList ns="vendor" perspective="vendor" items={list.data.items} hrefOf={hrefOf} />;

  return (
    <>
      <PageHeader title={t('settle.title')} subtitle={t('settle.subtitle.vendor')} extra={filters} />
      {body}
    </>
  );
}

function StatementView({ id }: { id: string }) {
  const { t } = useMoneyPageWords('vendor');
  const dates = useDates();
  const statement = useSettlement(id);
  const back = (
    <span className="ff-no-print">
      <Link to="/financial-settlements">← {t('settle.back')}</Link>
    </span>
  );
  if (statement.error && !statement.data) {
    return (
      <>
        <PageHeader title={t('settle.title')} extra={back} />
        <ApiErrorAlert error={statement.error} ns="vendor" title={t('settle.detailFailed')} onRetry={() => void statement.refetch()} />
      </>
    );
  }
  if (!statement.data) {
    return (
      <>
        <PageHeader title={t('settle.title')} extra={back} />
        <Skeleton active paragraph={{ rows: 8 }} />
      </>
    );
  }
  const d = statement.data;
  return (
    <>
      <div className="ff-no-print">
        <PageHeader
          title={t('settle.detail.title', { technician: d.technician_name ?? t('settle.unnamed') })}
          subtitle={t('settle.detail.subtitle', { week: t('settle.week', { start: dates.day(d.week_start, 'medium'), end: dates.day(d.week_end, 'medium') }), vendor: d.vendor_name })}
          extra={back}
        />
      </div>
      <SettlementStatement ns="vendor" perspective="vendor" details={d} orderHref={(orderId) => `/orders/${orderId}`} actions={<StatementActions details={d} />} />
    </>
  );
}
