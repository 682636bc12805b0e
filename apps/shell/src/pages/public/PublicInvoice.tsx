import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { typed } from '@fixflow/api-client';
import type { PublicInvoice as Invoice } from '@fixflow/contracts';
import { currentLanguage } from '@fixflow/i18n';
import { useShell } from '@fixflow/shell-sdk';
import { formatAmount, formatDay } from '@fixflow/ui/format';
import styles from './PublicInvoice.module.css';

type State = { status: 'loading' } | { status: 'missing' } | { status: 'failed' } | { status: 'loaded'; invoice: Invoice };

/**
 * The invoice a customer paid through a pay link, on the page Stripe sends them back to
 * (?invoice=<token>, signed by the API): what was charged, what was paid, what is still due.
 */
export function PublicInvoice({ token }: { token: string }) {
  const { t, i18n } = useTranslation('shell');
  const { api } = useShell();
  const [state, setState] = useState<State>({ status: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    typed(api)
      .get('/invoices/{token}', { path: { token }, signal: controller.signal })
      .then(
        (invoice) => setState({ status: 'loaded', invoice }),
        (error: unknown) => {
          if (controller.signal.aborted) return;
          setState({ status: (error as { code?: string }).code === 'INVOICE_NOT_FOUND' ? 'missing' : 'failed' });
        },
      );
    return () => controller.abort();
  }, [api, token]);

  if (state.status === 'loading') return <p className="ff-muted">{t('payment.loading')}</p>;
  if (state.status !== 'loaded') return <p role="alert">{t(state.status === 'missing' ? 'payment.notFound' : 'payment.failed')}</p>;
  const { invoice } = state;
  const language = currentLanguage(i18n);
  const amount = (value: string) => formatAmount(value, language);
  const rows: [string, string][] = [
    [t('payment.labor'), invoice.labor],
    [t('payment.parts'), invoice.parts_price],
    [t('payment.tax'), invoice.tax],
  ];
  return (
    <section className={styles.invoice} aria-labelledby="invoice-title">
      <h2 id="invoice-title">{t('payment.invoiceTitle', { number: invoice.invoice_number })}</h2>
      <p className="ff-muted">
        {t('payment.invoiceFrom', { vendor: invoice.vendor_name, customer: invoice.customer_name, date: formatDay(invoice.service_date, language) })}
      </p>
      <table className={styles.lines}>
        <tbody>
          {rows.map(([label, value]) => (
            <tr key={label}>
              <th scope="row">{label}</th>
              <td>{amount(value)}</td>
            </tr>
          ))}
          <tr className={styles.strong}>
            <th scope="row">{t('payment.total')}</th>
            <td>{amount(invoice.total)}</td>
          </tr>
          {invoice.tips !== '0.00' ? (
            <tr>
              <th scope="row">{t('payment.tips')}</th>
              <td>{amount(invoice.tips)}</td>
            </tr>
          ) : null}
          {invoice.payments.map((payment, index) => (
            <tr key={index}>
              <th scope="row">
                {t('payment.paid')} · {t(`payment.method_${payment.method}`)}
              </th>
              <td>{amount(payment.amount)}</td>
            </tr>
          ))}
          <tr className={styles.strong}>
            <th scope="row">{t('payment.balanceDue')}</th>
            <td>{amount(invoice.balance_due)}</td>
          </tr>
        </tbody>
      </table>
      {invoice.balance_due === '0.00' ? <p>{t('payment.paidInFull')}</p> : null}
      {invoice.invoice_message ? <p className="ff-muted">{invoice.invoice_message}</p> : null}
    </section>
  );
}
