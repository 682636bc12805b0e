import { Table, theme } from 'antd';
import { Link } from 'react-router-dom';
import type { Namespace } from '@fixflow/i18n';
import type { SettlementSummary } from '@fixflow/contracts';
import { formatAmount } from '../dates/format-money';
import { useDates } from '../dates/useDates';
import { StatusTag } from '../StatusTag';
import { balanceSentence, useMoneyPageWords, type SettlementPerspective } from './words';

export interface SettlementListProps {
  ns: Namespace;
  perspective: SettlementPerspective;
  items: SettlementSummary[];
  /** Where a statement opens (the page's own route with its id). */
  hrefOf: (id: string) => string;
}

/**
 * Weekly statements: a table on a desk (vendor, admin), one card per week on a technician's
 * phone. Each says who owes whom in words, not by a sign.
 */
export function SettlementList({ ns, perspective, items, hrefOf }: SettlementListProps) {
  const { t, i18n } = useMoneyPageWords(ns);
  const dates = useDates();
  const { token } = theme.useToken();
  const amount = (text: string) => formatAmount(text, i18n.language);
  const week = (s: SettlementSummary) => t('settle.week', { start: dates.day(s.week_start, 'short'), end: dates.day(s.week_end, 'short') });

  if (perspective === 'technician') {
    return (
      <ul style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: token.marginSM }} data-testid="settlement-list">
        {items.map((s) => (
          <li key={s.id} data-testid="settlement-row">
            <Link
              to={hrefOf(s.id)}
              style={{ display: 'block', padding: token.padding, borderRadius: token.borderRadiusLG, border: `${token.lineWidth}px ${token.lineType} ${token.colorBorderSecondary}`, background: token.colorBgContainer, color: token.colorText }}
            >
              <div style={{ display: 'flex', justifyContent: 'space-between', gap: token.marginXS, alignItems: 'center' }}>
                <strong>{week(s)}</strong>
                <StatusTag status={s.status} label={t(`settle.status.${s.status}`)} />
              </div>
              <div style={{ color: token.colorTextSecondary, fontSize: token.fontSizeSM }}>
                {s.vendor_name} · {t('settle.ordersCount', { count: s.orders })}
              </div>
              <div style={{ fontWeight: token.fontWeightStrong, fontSize: token.fontSizeLG, marginTop: token.marginXXS }}>{balanceSentence(t, i18n.language, perspective, s)}</div>
              {s.status !== 'paid' && /[1-9]/.test(s.outstanding) ? (
                <div style={{ color: token.colorTextSecondary }}>{t('settle.outstandingLeft', { amount: amount(s.outstanding) })}</div>
              ) : null}
            </Link>
          </li>
        ))}
      </ul>
    );
  }

  return (
    <Table<SettlementSummary>
      data-testid="settlement-list"
      rowKey="id"
      dataSource={items}
      pagination={false}
      scroll={{ x: 'max-content' }}
      onRow={() => ({ 'data-testid': 'settlement-row' }) as React.HTMLAttributes<HTMLElement>}
      columns={[
        { key: 'week', title: t('settle.columns.week'), render: (_, s) => <Link to={hrefOf(s.id)}>{week(s)}</Link> },
        ...(perspective === 'admin' ? [{ key: 'vendor', title: t('settle.columns.vendor'), render: (_: unknown, s: SettlementSummary) => s.vendor_name }] : []),
        { key: 'technician', title: t('settle.columns.technician'), render: (_, s) => s.technician_name ?? t('settle.unnamed') },
        { key: 'orders', title: t('settle.columns.orders'), align: 'right', render: (_, s) => s.orders },
        { key: 'balance', title: t('settle.columns.balance'), render: (_, s) => balanceSentence(t, i18n.language, perspective, s) },
        { key: 'status', title: t('settle.columns.status'), render: (_, s) => <StatusTag status={s.status} label={t(`settle.status.${s.status}`)} /> },
        { key: 'outstanding', title: t('settle.columns.outstanding'), align: 'right', render: (_, s) => amount(s.outstanding) },
      ]}
    />
  );
}
