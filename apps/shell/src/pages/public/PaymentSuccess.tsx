import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { PublicInvoice } from '@fixflow/contracts';
import { InvoiceProblem, InvoiceView, usePublicInvoice } from './PublicInvoice';

/** How often, and how long, the page asks again while Stripe's confirmation is on its way. */
export const CONFIRM_POLL_MS = 2000;
export const CONFIRM_WAIT_MS = 60_000;

type Outcome = 'checking' | 'received' | 'confirming' | 'unconfirmed' | 'invoice' | 'failed';

/** What the page may say, from what the API records, never from having landed here. */
function outcomeOf(invoice: PublicInvoice | undefined, isPending: boolean, waitedOut: boolean): Outcome {
  if (isPending) return 'checking';
  if (!invoice) return 'failed';
  // An old link without Stripe's session id: the invoice as it stands, and no claim about a payment.
  if (!invoice.checkout) return 'invoice';
  if (invoice.checkout.recorded) return 'received';
  return waitedOut ? 'unconfirmed' : 'confirming';
}

function Result({ title, text }: { title: string; text?: string }) {
  return (
    <>
      <h1>{title}</h1>
      {text ? <p className="ff-muted">{text}</p> : null}
    </>
  );
}

/** A pay link's return: payment received, still being confirmed, or not confirmed — with the invoice. */
function ReturnFromPayment({ token, sessionId }: { token: string; sessionId: string | null }) {
  const { t } = useTranslation('shell');
  const { data: invoice, error, isPending } = usePublicInvoice(token, sessionId, CONFIRM_POLL_MS);
  const [waitedOut, setWaitedOut] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setWaitedOut(true), CONFIRM_WAIT_MS);
    return () => clearTimeout(timer);
  }, []);
  const outcome = outcomeOf(invoice, isPending, waitedOut);
  const vendor = invoice?.vendor_name ?? '';
  return (
    <article className="ff-article" data-page="paymentSuccess" data-outcome={outcome}>
      {/* One live region: "Confirming…" turning into "Payment received" is read out as it happens. */}
      <div role="status">
        {outcome === 'checking' ? <Result title={t('payment.checkingTitle')} /> : null}
        {outcome === 'received' ? <Result title={t('payment.successTitle')} text={t('payment.successText', { vendor })} /> : null}
        {outcome === 'confirming' ? <Result title={t('payment.confirmingTitle')} text={t('payment.confirmingText')} /> : null}
        {outcome === 'unconfirmed' ? <Result title={t('payment.unconfirmedTitle')} text={t('payment.unconfirmedText', { vendor })} /> : null}
        {outcome === 'invoice' ? <Result title={t('payment.invoiceOnlyTitle')} text={t('payment.invoiceOnlyText')} /> : null}
        {outcome === 'failed' ? (
          <>
            <h1>{t('payment.checkFailedTitle')}</h1>
            <InvoiceProblem error={error} />
          </>
        ) : null}
      </div>
      {invoice ? <InvoiceView invoice={invoice} /> : null}
      <p>
        <Link to="/">{t('payment.backHome')}</Link>
      </p>
    </article>
  );
}

/**
 * /payment-success. Landing here proves nothing (anyone can open the address), so the page reads
 * what the API recorded of the Checkout Session Stripe returned from, and says what really happened.
 */
export function PaymentSuccess({ token, sessionId }: { token: string | null; sessionId: string | null }) {
  const { t } = useTranslation('shell');
  if (token) return <ReturnFromPayment token={token} sessionId={sessionId} />;
  return (
    <article className="ff-article" data-page="paymentSuccess" data-outcome="none">
      <Result title={t('payment.noPaymentTitle')} text={t('payment.noPaymentText')} />
      <p>
        <Link to="/">{t('payment.backHome')}</Link>
      </p>
    </article>
  );
}
