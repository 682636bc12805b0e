import { Skeleton } from 'antd';
import { Link, useSearchParams } from 'react-router-dom';
import { useSettlement, useSettlements } from '@fixflow/shell-sdk/data';
import { ApiErrorAlert, EmptyState, PageHeader, SettlementList, SettlementStatement, useDates, useMoneyPageWords } from '@fixflow/ui';

const hrefOf = (id: string) => `/financial-settlements?id=${encodeURIComponent(id)}`;

/**
 * /financial-settlements for a technician (issue 13 item 5; phone first): its own weekly
 * statements, and in each every job's computation of its cut — share, parts it bought, tips,
 * due, collected — with who owes whom in words (PEERS.md: the top complaint is not seeing this).
 */
export function SettlementsPage() {
  const [params] = useSearchParams();
  const id = params.get('id');
  return id ? <StatementView id={id} /> : <ListView />;
}

function ListView() {
  const { t } = useMoneyPageWords('technician');
  const list = useSettlements({});
  let body;
  if (list.error && !list.data) body = <ApiErrorAlert error={list.error} ns="technician" title={t('settle.loadFailed')} onRetry={() => void list.refetch()} />;
  else if (!list.data) body = <Skeleton active />;
  else if (list.data.items.length === 0) body = <EmptyState title={t('settle.emptyTitle')} description={t('settle.emptyText')} />;
  else body = <SettlementList ns="technician" perspective="technician" items={list.data.items} hrefOf={hrefOf} />;
  return (
    <>
      <PageHeader title={t('settle.title')} subtitle={t('settle.subtitle.technician')} />
      {body}
    </>
  );
}

function StatementView({ id }: { id: string }) {
  const { t } = useMoneyPageWords('technician');
  const dates = useDates();
  const statement = useSettlement(id);
  const back = (
    <span className="ff-no-print">
      <Link to="/financial-settlements">← {t('settle.back')}</Link>
    </span>
  );
  const d = statement.data;
  return (
    <>
      <div className="ff-no-print">
        <PageHeader
          title={d ? t('settle.week', { start: dates.day(d.week_start, 'short'), end: dates.day(d.week_end, 'short') }) : t('settle.title')}
          subtitle={d?.vendor_name}
          extra={back}
        />
      </div>
      {statement.error && !d ? (
        <ApiErrorAlert error={statement.error} ns="technician" title={t('settle.detailFailed')} onRetry={() => void statement.refetch()} />
      ) : !d ? (
        <Skeleton active paragraph={{ rows: 8 }} />
      ) : (
        <SettlementStatement ns="technician" perspective="technician" details={d} orderHref={(orderId) => `/orders/${orderId}`} />
      )}
    </>
  );
}
