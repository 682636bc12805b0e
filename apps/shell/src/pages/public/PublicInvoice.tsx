import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { typed } from '@fixflow/api-client';
import type { PublicInvoice as Invoice } from '@fixflow/contracts';
import { currentLanguage } from '@fixflow/i18n';
import { apiErrorCode, useShell } from '@fixflow/shell-sdk';
import { queryKeys } from '@fixflow/shell-sdk/data';
import { formatAmount, formatDay } from '@fixflow/ui/format';
import styles from './PublicInvoice.module.css';

/**
 * The invoice behind a pay link's token (?invoice=<token>, signed by the API); with the Checkout
 * Session Stripe returned from, whether its payment is recorded yet, asked again every
 * `pollMs` until it is (Stripe's webhook usually lands within seconds of the customer's return).
 */
export function usePublicInvoice(token: string, sessionId: string | null = null, pollMs: number | false = false) {
  const { api } = useShell();
  return useQuery({
    queryKey: queryKeys.publicInvoice(token, sessionId),
    queryFn: ({ signal }): Promise<Invoice> =>
      typed(api).get('/invoices/{token}', { path: { token }, query: sessionId ? { session_id: sessionId } : {}, signal }),
    refetchInterval: (query) => (query.state.data?.checkout && !query.state.data.checkout.recorded ? pollMs : false),
  });
}

/** Why an invoice could not be shown, in words. */
export function InvoiceProblem({ error }: { error: unknown }) {
  const { t } = useTranslation('shell');
  return <p role="alert">{t(apiErrorCode(error) === 'INVOICE_NOT_FOUND' ? 'payment.notFound' : 'payment.failed')}</p>;
}

/** What was charged, what was paid, what is still due. */
export function InvoiceView({ invoice }: { invoice: Invoice }) {
  const { t, i18n } = useTranslation('shell');
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

/** The invoice a pay link was for, on the page Stripe sends a customer back to when they cancel. */
export function PublicInvoice({ token }: { token: string }) {
  const { t } = useTranslation('shell');
  const { data: invoice, error, isPending } = usePublicInvoice(token);
  if (isPending) return <p className="ff-muted">{t('payment.loading')}</p>;
  if (!invoice) return <InvoiceProblem error={error} />;
  return <InvoiceView invoice={invoice} />;
}
