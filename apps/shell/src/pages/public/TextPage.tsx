import { useTranslation } from 'react-i18next';
import { addInfoWords } from '@fixflow/i18n/shell-info';
import { InfoPage, type InfoPageKind } from './InfoPage';

/**
 * Terms, privacy and the payment results: their own chunk with their own words (shell-info), so
 * the landing and sign-in pages do not download text only these pages show.
 */
export default function TextPage({ kind }: { kind: Exclude<InfoPageKind, 'notFound'> }) {
  const { i18n } = useTranslation('shell');
  addInfoWords(i18n);
  return <InfoPage kind={kind} />;
}
