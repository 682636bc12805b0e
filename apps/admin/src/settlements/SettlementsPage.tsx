import { Select, Skeleton } from 'antd';
import { Link, useSearchParams } from 'react-router-dom';
import { SETTLEMENT_STATUSES, type SettlementStatus } from '@fixflow/contracts';
import { useSettlement, useSettlements } from '@fixflow/shell-sdk/data';
import { ApiErrorAlert, EmptyState, PageHeader, SettlementList, SettlementStatement, useDates, useMoneyPageWords } from '@fixflow/ui';

const hrefOf = (id: string) => `/financial-settlements?id=${encodeURIComponent(id)}`;

/** /financial-settlements for an admin (issue 13 item 5): every vendor's statements, read-only. */
export function SettlementsPage() {
  const [params] = useSearchParams();
  const id = params.get('id');
  return id ? <StatementView id={id} /> : <ListView />;
}

function ListView() {
  const { t } = useMoneyPageWords('admin');
  const [params, setParams] = useSearchParams();
  const status = (SETTLEMENT_STATUSES as readonly string[]).includes(params.get('status') ?? '') ? (params.get('status') as SettlementStatus) : undefined;
  const list = useSettlements({ status });
  const filter = (
    <Select
      aria-label={t('settle.filters.status')}
      value={status ?? ''}
      style={{ minWidth: 160 }}
      onChange={(value: string) => setParams(value ? { status: value } : {}, { replace: true })}
      options={[{ value: '', label: t('settle.filters.allStatuses') }, ...SETTLEMENT_STATUSES.map((s) => ({ value: s, label: t(`settle.status.${s}`) }))]}
    />
  );
  let body;
  if (list.error && !list.data) body = <ApiErrorAlert error={list.error} ns="admin" title={t('settle.loadFailed')} onRetry={() => void list.refetch()} />;
  else if (!list.data) body = <Skeleton active />;
  else if (list.data.items.length === 0) body = status ? <EmptyState title={t('settle.emptyFiltered')} /> : <EmptyState title={t('settle.emptyTitle')} description={t('settle.emptyText')} />;
  else body = <SettlementList ns="admin" perspective="admin" items={list.data.items} hrefOf={hrefOf} />;
  return (
    <>
      <PageHeader title={t('settle.title')} subtitle={t('settle.subtitle.admin')} extra={filter} />
      {body}
    </>
  );
}

function StatementView({ id }: { id: string }) {
  const { t } = useMoneyPageWords('admin');
  const dates = useDates();
  const statement = useSettlement(id);
  const d = statement.data;
  const back = (
    <span className="ff-no-print">
      <Link to="/financial-settlements">← {t('settle.back')}</Link>
    </span>
  );
  return (
    <>
      <div className="ff-no-print">
        <PageHeader
          title={d ? t('settle.detail.title', { technician: d.technician_name ?? t('settle.unnamed') }) : t('settle.title')}
          subtitle={d ? t('settle.detail.subtitle', { week: t('settle.week', { start: dates.day(d.week_start, 'medium'), end: dates.day(d.week_end, 'medium') }), vendor: d.vendor_name }) : undefined}
          extra={back}
        />
      </div>
      {statement.error && !d ? (
        <ApiErrorAlert error={statement.error} ns="admin" title={t('settle.detailFailed')} onRetry={() => void statement.refetch()} />
      ) : !d ? (
        <Skeleton active paragraph={{ rows: 8 }} />
      ) : (
        <SettlementStatement ns="admin" perspective="admin" details={d} />
      )}
    </>
  );
}
