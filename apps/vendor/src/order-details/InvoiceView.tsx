import { useState } from 'react';
import { Button, Segmented, Skeleton, theme } from 'antd';
import { formatMoney, parseMoney, type Order } from '@fixflow/contracts';
import { LANGUAGES, type Language } from '@fixflow/i18n';
import { apiErrorCode, useProfile, useShell } from '@fixflow/shell-sdk';
import { useOrderFinancials } from '@fixflow/shell-sdk/data';
import { ApiErrorAlert, PrintArea, Text, formatAmount, formatDay, formatRate, useMoneyPageWords } from '@fixflow/ui';

const cents = (text: string) => parseMoney(text) ?? 0;

/**
 * An order's invoice for the customer (issue 13 item 7), printed through the browser's print
 * dialog (print CSS: the invoice alone, black on white): the vendor, the customer, labor, parts,
 * tax and total, the payments, the balance due and the order's invoice message, in the language
 * the customer reads (English or Russian, switched on the invoice itself).
 */
export default function InvoiceView({ order }: { order: Order }) {
  const { i18n } = useMoneyPageWords('vendor');
  const { navigate } = useShell();
  const profile = useProfile();
  const { token } = theme.useToken();
  const [language, setLanguage] = useState<Language>(i18n.language === 'ru' ? 'ru' : 'en');
  const t = i18n.getFixedT(language, 'vendor');
  const completed = order.status === 'completed' || order.status === 'closed';
  const { data: f, error, refetch } = useOrderFinancials(order.id, completed);
  const amount = (text: string) => formatAmount(text, language);

  const toolbar = (
    <div className="ff-no-print" style={{ display: 'flex', flexWrap: 'wrap', gap: token.marginXS, alignItems: 'center', marginBottom: token.margin }}>
      <Button onClick={() => navigate(`/orders/${order.id}`)}>← {t('invoice.back')}</Button>
      <Segmented<Language> aria-label={t('invoice.language')} value={language} onChange={setLanguage} options={LANGUAGES.map((code) => ({ value: code, label: code.toUpperCase() }))} />
      <Button type="primary" disabled={!f} onClick={() => window.print()}>
        {t('invoice.print')}
      </Button>
    </div>
  );

  if (!completed || apiErrorCode(error) === 'ORDER_NOT_COMPLETED') {
    return (
      <>
        {toolbar}
        <Text type="secondary">{t('invoice.notCompleted')}</Text>
      </>
    );
  }
  if (error && !f) {
    return (
      <>
        {toolbar}
        <ApiErrorAlert error={error} ns="vendor" title={t('invoice.loadFailed')} onRetry={() => void refetch()} />
      </>
    );
  }
  if (!f) {
    return (
      <>
        {toolbar}
        <Skeleton active paragraph={{ rows: 8 }} />
      </>
    );
  }

  const paid = f.payments.reduce((sum, payment) => sum + cents(payment.amount), 0);
  const due = Math.max(0, cents(f.total) + cents(f.tips) - paid);
  const rule = `${token.lineWidth}px ${token.lineType} ${token.colorBorderSecondary}`;
  const row = { display: 'flex', justifyContent: 'space-between', gap: token.marginSM, padding: `${token.paddingXS}px 0`, borderBottom: rule };
  const lines: [string, string][] = [
    [t('invoice.labor'), f.labor],
    [t('invoice.parts'), f.parts_price],
    [f.taxable ? t('invoice.tax', { rate: formatRate(f.tax_rate_pct, language) }) : t('invoice.noTax'), f.tax],
  ];
  const customerAddress = [order.address, order.city, order.state, order.zip_code].filter(Boolean).join(', ');

  return (
    <>
      {toolbar}
      <PrintArea testId="invoice">
        <article lang={language} style={{ maxWidth: 760, margin: '0 auto', padding: token.paddingLG, background: token.colorBgContainer, color: token.colorText, borderRadius: token.borderRadiusLG, border: rule }}>
          <header style={{ display: 'flex', justifyContent: 'space-between', flexWrap: 'wrap', gap: token.margin, marginBottom: token.marginLG }}>
            <div>
              <h1 style={{ margin: 0, fontSize: 24 }}>{t('invoice.title', { number: order.invoice_number })}</h1>
              <div style={{ color: token.colorTextSecondary }}>
                {t('invoice.serviceDate')}: {formatDay(order.service_date, language, 'medium')}
              </div>
            </div>
            <div style={{ textAlign: 'end' }}>
              <div style={{ color: token.colorTextSecondary, fontSize: token.fontSizeSM }}>{t('invoice.from')}</div>
              <strong data-testid="invoice-vendor">{profile?.company_name ?? profile?.full_name ?? ''}</strong>
              {profile?.phone ? <div>{profile.phone}</div> : null}
              {profile?.email ? <div>{profile.email}</div> : null}
            </div>
          </header>
          <section style={{ marginBottom: token.marginLG }}>
            <div style={{ color: token.colorTextSecondary, fontSize: token.fontSizeSM }}>{t('invoice.billTo')}</div>
            <strong>{order.customer_name}</strong>
            {customerAddress ? <div>{customerAddress}</div> : null}
            <div>{order.phone}</div>
            {order.email ? <div>{order.email}</div> : null}
          </section>
          <section data-testid="invoice-lines">
            <div style={{ ...row, color: token.colorTextSecondary, fontSize: token.fontSizeSM }}>
              <span>{t('invoice.description')}</span>
              <span>{t('invoice.amount')}</span>
            </div>
            {lines.map(([label, value]) => (
              <div key={label} style={row}>
                <span>{label}</span>
                <span style={{ fontVariantNumeric: 'tabular-nums' }}>{amount(value)}</span>
              </div>
            ))}
            <div style={{ ...row, fontWeight: token.fontWeightStrong }}>
              <span>{t('invoice.total')}</span>
              <span style={{ fontVariantNumeric: 'tabular-nums' }}>{amount(f.total)}</span>
            </div>
            {cents(f.tips) > 0 ? (
              <div style={row}>
                <span>{t('invoice.tip')}</span>
                <span style={{ fontVariantNumeric: 'tabular-nums' }}>{amount(f.tips)}</span>
              </div>
            ) : null}
          </section>
          <section style={{ marginTop: token.marginLG }}>
            <div style={{ fontWeight: token.fontWeightStrong, marginBottom: token.marginXXS }}>{t('invoice.payments')}</div>
            {f.payments.length === 0 ? (
              <div style={{ color: token.colorTextSecondary }}>{t('invoice.noPayments')}</div>
            ) : (
              f.payments.map((payment, index) => (
                <div key={index} style={row} data-testid="invoice-payment">
                  <span>{t(`invoice.methods.${payment.method}`)}</span>
                  <span style={{ fontVariantNumeric: 'tabular-nums' }}>−{amount(payment.amount)}</span>
                </div>
              ))
            )}
            <div data-testid="invoice-balance" style={{ ...row, borderBottom: 'none', fontWeight: token.fontWeightStrong, fontSize: token.fontSizeLG }}>
              <span>{due === 0 ? t('invoice.paidInFull') : t('invoice.balanceDue')}</span>
              <span style={{ fontVariantNumeric: 'tabular-nums' }}>{amount(formatMoney(due))}</span>
            </div>
          </section>
          {order.invoice_message ? (
            <section style={{ marginTop: token.marginLG, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} data-testid="invoice-message">
              <div style={{ color: token.colorTextSecondary, fontSize: token.fontSizeSM }}>{t('invoice.note')}</div>
              {order.invoice_message}
            </section>
          ) : null}
        </article>
      </PrintArea>
    </>
  );
}
