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
 * The invoice a customer paid through a pay link, on the page Stripe sends them back to
 * (?invoice=<token>, signed by the API): what was charged, what was paid, what is still due.
 */
export function PublicInvoice({ token }: { token: string }) {
  const { t, i18n } = useTranslation('shell');
  const { api } = useShell();
  const { data: invoice, error, isPending } = useQuery({
    queryKey: queryKeys.publicInvoice(token),
    queryFn: ({ signal }): Promise<Invoice> => typed(api).get('/invoices/{token}', { path: { token }, signal }),
  });

  if (isPending) return <p className="ff-muted">{t('payment.loading')}</p>;
  if (!invoice) return <p role="alert">{t(apiErrorCode(error) === 'INVOICE_NOT_FOUND' ? 'payment.notFound' : 'payment.failed')}</p>;
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
