import type { ReactNode } from 'react';
import { theme } from 'antd';
import { useTranslation } from 'react-i18next';
import type { OrderFinancials } from '@fixflow/contracts';
import { formatAmount, formatRate } from '../dates/format-money';

/** Whose side the calculation is told from: "your share", "the technician owes you". */
export type MoneyPerspective = 'vendor' | 'technician';

export interface FinancialsBreakdownProps {
  financials: OrderFinancials;
  perspective: MoneyPerspective;
  /** The remote's namespace holding the `money` words (libs/i18n money-words); the perspective's own by default. */
  ns?: string;
}

interface Line {
  key: string;
  label: string;
  formula?: string;
  amount: string;
  /** A subtotal: drawn strong, under a rule. */
  sum?: boolean;
}

/**
 * An order's money line by line, each line with its formula in words (PRODUCT.md "Money": a
 * technician must be able to trace how their cut was computed), then who collected what and the
 * balance in one sentence. The figures are the API's (libs/contracts money computes them); this
 * only reads them out. A plain list, no table: it reads the same at 390 px as on a desk.
 */
export function FinancialsBreakdown({ financials: f, perspective, ns = perspective }: FinancialsBreakdownProps) {
  const { t, i18n } = useTranslation(ns);
  const { token } = theme.useToken();
  const amount = (text: string) => formatAmount(text, i18n.language);
  const rate = (text: string) => formatRate(text, i18n.language);
  const side = (key: string, values: Record<string, string> = {}) => t(`money.${perspective}.${key}`, values);
  const partsByTechnician = f.parts_paid_by === 'technician';

  const lines: Line[] = [
    { key: 'labor', label: t('money.lines.labor'), amount: f.labor },
    { key: 'parts_price', label: t('money.lines.parts_price'), amount: f.parts_price },
    {
      key: 'tax',
      label: t('money.lines.tax'),
      formula: f.taxable ? t(f.tax_labor ? 'money.formula.taxPartsLabor' : 'money.formula.taxParts', { rate: rate(f.tax_rate_pct) }) : t('money.formula.notTaxable'),
      amount: f.tax,
    },
    { key: 'total', label: t('money.lines.total'), formula: t('money.formula.total'), amount: f.total, sum: true },
    {
      key: 'card_fees',
      label: t('money.lines.card_fees'),
      formula: t('money.formula.cardFees', { pct: rate(f.card_fee_pct), fixed: amount(f.card_fee_fixed) }),
      amount: f.card_fees,
    },
    {
      key: 'parts_cost',
      label: t('money.lines.parts_cost'),
      formula: t(partsByTechnician ? 'money.formula.partsByTechnician' : 'money.formula.partsByVendor'),
      amount: f.parts_cost,
    },
    { key: 'base', label: t('money.lines.base'), formula: t('money.formula.base'), amount: f.base, sum: true },
    {
      key: 'technician_share',
      label: side('technician_share'),
      formula: t('money.formula.technicianShare', { rate: rate(f.commission_pct) }),
      amount: f.technician_share,
    },
    { key: 'vendor_share', label: side('vendor_share'), formula: t('money.formula.vendorShare'), amount: f.vendor_share },
    { key: 'tips', label: t('money.lines.tips'), formula: t('money.formula.tips'), amount: f.tips },
    {
      key: 'technician_due',
      label: side('technician_due'),
      formula: t(partsByTechnician ? 'money.formula.dueWithParts' : 'money.formula.dueNoParts'),
      amount: f.technician_due,
      sum: true,
    },
    { key: 'collected_by_technician', label: side('collected_by_technician'), amount: f.collected_by_technician },
    { key: 'collected_by_vendor', label: side('collected_by_vendor'), amount: f.collected_by_vendor },
  ];

  // Positive: the technician owes the vendor (the wire's sign); the sentence is the reader's.
  const owed = amount(f.balance.replace(/^-/, ''));
  const technicianOwes = !f.balance.startsWith('-');
  const settled = !/[1-9]/.test(f.balance);
  const balance = settled
    ? t('money.settled')
    : side((perspective === 'vendor') === technicianOwes ? 'owedToMe' : 'iOwe', { amount: owed });

  const rule = `${token.lineWidth}px ${token.lineType} ${token.colorBorderSecondary}`;
  return (
    <div data-testid="financials-breakdown" style={{ color: token.colorText, fontSize: token.fontSize }}>
      <dl style={{ margin: 0 }}>
        {lines.map((line) => (
          <Row key={line.key} line={line} amount={amount(line.amount)} rule={rule} />
        ))}
      </dl>
      <div
        data-testid="money-balance"
        role="status"
        style={{
          marginTop: token.marginSM,
          padding: `${token.paddingSM}px ${token.padding}px`,
          borderRadius: token.borderRadiusLG,
          background: token.colorFillAlter,
          border: rule,
        }}
      >
        <div style={{ color: token.colorTextSecondary, fontSize: token.fontSizeSM }}>{t('money.balance')}</div>
        <div style={{ fontWeight: token.fontWeightStrong, fontSize: token.fontSizeLG, overflowWrap: 'anywhere' }}>{balance}</div>
        <div style={{ color: token.colorTextSecondary, fontSize: token.fontSizeSM }}>{side('balanceFormula')}</div>
      </div>
      <Section title={t('money.payments')}>
        {f.payments.length === 0 ? (
          <div style={{ color: token.colorTextSecondary }}>{t('money.noPayments')}</div>
        ) : (
          <ul style={{ margin: 0, padding: 0, listStyle: 'none' }}>
            {f.payments.map((payment, index) => (
              <li key={index} data-testid="money-payment" style={{ display: 'flex', gap: token.marginXS, justifyContent: 'space-between', padding: `${token.paddingXXS}px 0` }}>
                <span style={{ minWidth: 0 }}>
                  {t(`money.method.${payment.method}`)}{' '}
                  <span style={{ color: token.colorTextSecondary }}>{t(`money.collectedBy.${payment.collected_by}`)}</span>
                </span>
                <span style={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>{amount(payment.amount)}</span>
              </li>
            ))}
          </ul>
        )}
      </Section>
    </div>
  );
}

function Row({ line, amount, rule }: { line: Line; amount: string; rule: string }) {
  const { token } = theme.useToken();
  return (
    <div
      data-testid={`money-line-${line.key}`}
      style={{
        display: 'flex',
        alignItems: 'baseline',
        gap: token.marginSM,
        padding: `${token.paddingXS}px 0`,
        borderTop: line.sum ? rule : undefined,
        fontWeight: line.sum ? token.fontWeightStrong : undefined,
      }}
    >
      <dt style={{ flex: '1 1 auto', minWidth: 0 }}>
        {line.label}
        {line.formula ? (
          <div style={{ color: token.colorTextSecondary, fontSize: token.fontSizeSM, fontWeight: 'normal', overflowWrap: 'anywhere' }}>{line.formula}</div>
        ) : null}
      </dt>
      <dd style={{ margin: 0, whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums', textAlign: 'right' }}>{amount}</dd>
    </div>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const { token } = theme.useToken();
  return (
    <section style={{ marginTop: token.marginMD }}>
      <div style={{ fontWeight: token.fontWeightStrong, marginBottom: token.marginXXS }}>{title}</div>
      {children}
    </section>
  );
}
