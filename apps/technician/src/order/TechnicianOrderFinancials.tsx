import { Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Order } from '@fixflow/contracts';
import { useOrderFinancials } from '@fixflow/shell-sdk/data';
import { ApiErrorAlert, FinancialsBreakdown } from '@fixflow/ui';

/** A completed order's money as the technician reads it: every line, its formula, and who owes whom. */
export function TechnicianOrderFinancials({ order }: { order: Order }) {
  const { t } = useTranslation('technician');
  const financials = useOrderFinancials(order.id, true);
  if (financials.isPending) return <Skeleton active paragraph={{ rows: 6 }} />;
  if (!financials.data) return <ApiErrorAlert error={financials.error} ns="technician" title={t('money.title')} onRetry={() => void financials.refetch()} />;
  return <FinancialsBreakdown financials={financials.data} perspective="technician" ns="technician" />;
}
