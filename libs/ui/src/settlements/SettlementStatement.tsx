import type { ReactNode } from 'react';
import { Card, Table, theme } from 'antd';
import { Link } from 'react-router-dom';
import type { Namespace } from '@fixflow/i18n';
import { formatMoney, parseMoney, type SettlementDetails, type SettlementLine } from '@fixflow/contracts';
import { formatAmount } from '../dates/format-money';
import { useDates } from '../dates/useDates';
import { StatusTag } from '../StatusTag';
import { PrintArea } from './PrintArea';
import { balanceSentence, useMoneyPageWords, type SettlementPerspective } from './words';

export interface SettlementStatementProps {
  ns: Namespace;
  perspective: SettlementPerspective;
  details: SettlementDetails;
  /** The reader's actions (adjust, finalize, payout, export, print): on screen only, never on paper. */
  actions?: ReactNode;
  /** Where an order of a line opens; no link when absent. */
  orderHref?: (orderId: string) => string;
}

const cents = (text: string | null) => parseMoney((text ?? '0').replace(/^-/, '')) ?? 0;

/**
 * One weekly statement, as the screen shows it and as it prints: who owes whom, every line
 * (each order's total, the technician's share, tips, due, collected, balance; adjustments),
 * the sums and the payouts. A technician reads each line as the computation of its cut.
 */
export function SettlementStatement({ ns, perspective, details: d, actions, orderHref }: SettlementStatementProps) {
  const { t, i18n } = useMoneyPageWords(ns);
  const dates = useDates();
  const { token } = theme.useToken();
  const amount = (text: string | null) => (text === null ? '—' : formatAmount(text, i18n.language));
  const week = t('settle.week', { start: dates.day(d.week_start, 'medium'), end: dates.day(d.week_end, 'medium') });
  const technician = d.technician_name ?? t('settle.unnamed');
  const orderCell = (line: SettlementLine) => {
    if (line.kind === 'adjustment') return <span>{t('settle.detail.adjustment')}: {line.description}</span>;
    const label = line.invoice_number ?? line.description;
    return orderHref && line.order_id ? <Link to={orderHref(line.order_id)}>{label}</Link> : label;
  };

  const sums: [string, string][] = [
    ['share', d.technician_share],
    ['tips', d.tips],
    ['due', d.technician_due],
    ['collected', d.collected_by_technician],
    ['balance', d.balance],
    ['paid', d.paid],
    ['outstanding', d.outstanding],
  ];
  const rule = `${token.lineWidth}px ${token.lineType} ${token.colorBorderSecondary}`;

  return (
    <PrintArea testId="settlement-statement">
      <div className="ff-print-only" style={{ marginBottom: 12 }}>
        <h1 style={{ fontSize: 20, margin: 0 }}>{t('settle.detail.title', { technician })}</h1>
        <div>
          {t('settle.print.vendor')}: {d.vendor_name} · {t('settle.print.technician')}: {technician} · {t('settle.print.week')}: {week} · {t('settle.print.status')}:{' '}
          {t(`settle.status.${d.status}`)}
        </div>
        <div>{t('settle.print.printed', { date: dates.instant(new Date().toISOString(), 'dateTime') })}</div>
      </div>

      <div
        data-testid="settlement-balance"
        role="status"
        style={{ padding: `${token.paddingSM}px ${token.padding}px`, borderRadius: token.borderRadiusLG, background: token.colorFillAlter, border: rule, marginBottom: token.margin }}
      >
        <div style={{ display: 'flex', gap: token.marginXS, alignItems: 'center', flexWrap: 'wrap' }}>
          <StatusTag status={d.status} label={t(`settle.status.${d.status}`)} />
          <span style={{ color: token.colorTextSecondary }}>
            {d.status === 'paid' && d.paid_at
              ? t('settle.detail.paidAt', { date: dates.instant(d.paid_at, 'date') })
              : d.finalized_at
                ? t('settle.detail.finalizedAt', { date: dates.instant(d.finalized_at, 'date') })
                : null}
          </span>
        </div>
        <div style={{ fontWeight: token.fontWeightStrong, fontSize: token.fontSizeHeading4, marginTop: token.marginXXS, overflowWrap: 'anywhere' }}>
          {balanceSentence(t, i18n.language, perspective, d)}
        </div>
        {d.status !== 'paid' && /[1-9]/.test(d.outstanding) ? <div>{t('settle.outstandingLeft', { amount: amount(d.outstanding) })}</div> : null}
        {/* What to do next is the vendor's to read: the technician and the admin only follow. */}
        {perspective === 'vendor' ? (
          <div className="ff-no-print" style={{ color: token.colorTextSecondary, fontSize: token.fontSizeSM }}>
            {t(`settle.state.${d.status}`)}
          </div>
        ) : null}
      </div>

      {actions ? (
        <div className="ff-no-print" style={{ display: 'flex', flexWrap: 'wrap', gap: token.marginXS, marginBottom: token.margin }}>
          {actions}
        </div>
      ) : null}

      <Card size="small" title={t('settle.detail.lines')} style={{ marginBottom: token.margin }}>
        {d.lines.length === 0 ? (
          <div style={{ color: token.colorTextSecondary }}>{t('settle.detail.noLines')}</div>
        ) : perspective === 'technician' ? (
          <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {d.lines.map((line) => (
              <TechnicianLine key={line.id} line={line} orderCell={orderCell(line)} amount={amount} ns={ns} />
            ))}
          </ul>
        ) : (
          <Table<SettlementLine>
            rowKey="id"
            size="small"
            dataSource={d.lines}
            pagination={false}
            scroll={{ x: 'max-content' }}
            onRow={() => ({ 'data-testid': 'settlement-line' }) as React.HTMLAttributes<HTMLElement>}
            columns={[
              { key: 'order', title: t('settle.cols.order'), render: (_, line) => orderCell(line) },
              { key: 'date', title: t('settle.cols.date'), render: (_, line) => dates.day(line.date, 'short') },
              { key: 'total', title: t('settle.cols.total'), align: 'right', render: (_, line) => amount(line.total) },
              { key: 'share', title: t('settle.cols.share'), align: 'right', render: (_, line) => amount(line.technician_share) },
              { key: 'tips', title: t('settle.cols.tips'), align: 'right', render: (_, line) => amount(line.tips) },
              { key: 'due', title: t('settle.cols.due'), align: 'right', render: (_, line) => amount(line.technician_due) },
              { key: 'collected', title: t('settle.cols.collected'), align: 'right', render: (_, line) => amount(line.collected_by_technician) },
              { key: 'amount', title: t('settle.cols.amount'), align: 'right', render: (_, line) => <strong>{amount(line.amount)}</strong> },
            ]}
          />
        )}
        <div style={{ color: token.colorTextSecondary, fontSize: token.fontSizeSM, marginTop: token.marginXS }}>{t('settle.signNote')}</div>
      </Card>

      <div style={{ display: 'grid', gap: token.margin, gridTemplateColumns: 'repeat(auto-fit, minmax(280px, 1fr))' }}>
        <Card size="small" title={t('settle.detail.totals')}>
          <dl style={{ margin: 0 }} data-testid="settlement-sums">
            {sums.map(([key, value]) => (
              <div key={key} style={{ display: 'flex', justifyContent: 'space-between', gap: token.marginXS, padding: `${token.paddingXXS}px 0`, borderTop: key === 'balance' ? rule : undefined }}>
                <dt style={{ fontWeight: key === 'balance' || key === 'outstanding' ? token.fontWeightStrong : undefined }}>{t(`settle.sums.${key}`)}</dt>
                <dd style={{ margin: 0, fontVariantNumeric: 'tabular-nums', fontWeight: key === 'balance' || key === 'outstanding' ? token.fontWeightStrong : undefined }}>{amount(value)}</dd>
              </div>
            ))}
          </dl>
        </Card>
        <Card size="small" title={t('settle.detail.payouts')}>
          {d.payouts.length === 0 ? (
            <div style={{ color: token.colorTextSecondary }}>{t('settle.detail.noPayouts')}</div>
          ) : (
            <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
              {d.payouts.map((payout) => (
                <li key={payout.id} data-testid="settlement-payout" style={{ display: 'flex', justifyContent: 'space-between', gap: token.marginXS, padding: `${token.paddingXXS}px 0` }}>
                  <span style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
                    {dates.instant(payout.paid_at, 'date')} · {t(`settle.method.${payout.method}`)}
                    {payout.note ? ` · ${payout.note}` : ''}
                  </span>
                  <strong style={{ fontVariantNumeric: 'tabular-nums' }}>{amount(payout.amount)}</strong>
                </li>
              ))}
            </ul>
          )}
        </Card>
      </div>
    </PrintArea>
  );
}

/** One line as the technician's computation: share + parts it bought + tips = due; collected − due = the balance. */
function TechnicianLine({ line, orderCell, amount, ns }: { line: SettlementLine; orderCell: ReactNode; amount: (text: string | null) => string; ns: Namespace }) {
  const { t } = useMoneyPageWords(ns);
  const dates = useDates();
  const { token } = theme.useToken();
  const owes = !line.amount.startsWith('-');
  const even = !/[1-9]/.test(line.amount);
  const abs = amount(line.amount.replace(/^-/, ''));
  const rowStyle = { display: 'flex', justifyContent: 'space-between', gap: token.marginXS, padding: `${token.paddingXXS}px 0` };
  const secondary = { color: token.colorTextSecondary, fontSize: token.fontSizeSM };
  const rule = `${token.lineWidth}px ${token.lineType} ${token.colorBorderSecondary}`;

  if (line.kind === 'adjustment') {
    return (
      <li data-testid="settlement-line" style={{ padding: `${token.paddingSM}px 0`, borderBottom: rule }}>
        <div style={rowStyle}>
          <span style={{ minWidth: 0, overflowWrap: 'anywhere' }}>{line.description}</span>
          <strong>{even ? t('settle.tech.even') : t(owes ? 'settle.tech.adjustmentOwe' : 'settle.tech.adjustmentOwed', { amount: abs })}</strong>
        </div>
        <div style={secondary}>{dates.day(line.date, 'short')}</div>
      </li>
    );
  }
  const parts = formatMoney(Math.max(0, cents(line.technician_due) - cents(line.technician_share) - cents(line.tips)));
  return (
    <li data-testid="settlement-line" style={{ padding: `${token.paddingSM}px 0`, borderBottom: rule }}>
      <div style={{ ...rowStyle, alignItems: 'baseline' }}>
        <strong style={{ minWidth: 0, overflowWrap: 'anywhere' }}>{orderCell}</strong>
        <span style={secondary}>{dates.day(line.date, 'short')}</span>
      </div>
      <div style={secondary}>
        {t('settle.tech.total')}: {amount(line.total)}
      </div>
      <div style={{ ...secondary, marginTop: token.marginXXS }}>{t('settle.tech.howComputed')}</div>
      <dl style={{ margin: 0 }}>
        <div style={rowStyle}>
          <dt style={{ minWidth: 0 }}>
            {t('settle.tech.share')}
            <div style={secondary}>{t('settle.tech.shareFormula')}</div>
          </dt>
          <dd style={{ margin: 0 }}>{amount(line.technician_share)}</dd>
        </div>
        <div style={rowStyle}>
          <dt>+ {t('settle.tech.parts')}</dt>
          <dd style={{ margin: 0 }}>{amount(parts)}</dd>
        </div>
        <div style={rowStyle}>
          <dt>+ {t('settle.tech.tips')}</dt>
          <dd style={{ margin: 0 }}>{amount(line.tips)}</dd>
        </div>
        <div style={{ ...rowStyle, borderTop: rule, fontWeight: token.fontWeightStrong }}>
          <dt>
            = {t('settle.tech.due')}
            <div style={{ ...secondary, fontWeight: 'normal' }}>{t('settle.tech.dueFormula')}</div>
          </dt>
          <dd style={{ margin: 0 }}>{amount(line.technician_due)}</dd>
        </div>
        <div style={rowStyle}>
          <dt>{t('settle.tech.collected')}</dt>
          <dd style={{ margin: 0 }}>{amount(line.collected_by_technician)}</dd>
        </div>
      </dl>
      <div data-testid="settlement-line-balance" style={{ fontWeight: token.fontWeightStrong, fontSize: token.fontSizeLG }}>
        {even ? t('settle.tech.even') : t(owes ? 'settle.tech.youOwe' : 'settle.tech.owedToYou', { amount: abs })}
      </div>
    </li>
  );
}
