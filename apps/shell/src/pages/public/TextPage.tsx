import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { addInfoWords } from '@fixflow/i18n/shell-info';
import { InfoPage, type InfoPageKind } from './InfoPage';
import { PublicInvoice } from './PublicInvoice';

/**
 * Terms, privacy and the payment results: their own chunk with their own words (shell-info), so
 * the landing and sign-in pages do not download text only these pages show.
 */
export default function TextPage({ kind, client }: { kind: Exclude<InfoPageKind, 'notFound'>; client?: QueryClient }) {
  const { i18n } = useTranslation('shell');
  const [params] = useSearchParams();
  addInfoWords(i18n);
  // Back from a pay link: the order's invoice, by the token the API signed into the return address.
  const invoice = kind === 'paymentSuccess' || kind === 'paymentCancel' ? params.get('invoice') : null;
  const page = (
    <>
      <InfoPage kind={kind} />
      {invoice ? <PublicInvoice token={invoice} /> : null}
    </>
  );
  // Public pages have no workspace around them: the host's one QueryClient is given here (AppRoutes).
  return client ? <QueryClientProvider client={client}>{page}</QueryClientProvider> : page;
}
