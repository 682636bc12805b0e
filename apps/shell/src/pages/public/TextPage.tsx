import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { addInfoWords } from '@fixflow/i18n/shell-info';
import { InfoPage } from './InfoPage';
import { LegalPage } from './LegalPage';
import { PaymentSuccess } from './PaymentSuccess';
import { PublicInvoice } from './PublicInvoice';

export type TextPageKind = 'termsOfService' | 'privacyPolicy' | 'paymentSuccess' | 'paymentCancel';

/** The page of each kind; the payment results read the invoice (and the Checkout Session) from the address. */
function Page({ kind }: { kind: TextPageKind }) {
  const [params] = useSearchParams();
  // Back from a pay link: the order's invoice, by the token the API signed into the return address.
  const invoice = params.get('invoice');
  switch (kind) {
    case 'termsOfService':
      return <LegalPage page="terms" />;
    case 'privacyPolicy':
      return <LegalPage page="privacy" />;
    case 'paymentSuccess':
      return <PaymentSuccess token={invoice} sessionId={params.get('session_id')} />;
    case 'paymentCancel':
      return (
        <>
          <InfoPage kind="paymentCancel" />
          {invoice ? <PublicInvoice token={invoice} /> : null}
        </>
      );
  }
}

/**
 * Terms, privacy and the payment results: their own chunk with their own words (shell-info, and the
 * legal texts), so the landing and sign-in pages do not download text only these pages show.
 */
export default function TextPage({ kind, client }: { kind: TextPageKind; client?: QueryClient }) {
  const { i18n } = useTranslation('shell');
  addInfoWords(i18n);
  const page = <Page kind={kind} />;
  // Public pages have no workspace around them: the host's one QueryClient is given here (AppRoutes).
  return client ? <QueryClientProvider client={client}>{page}</QueryClientProvider> : page;
}
