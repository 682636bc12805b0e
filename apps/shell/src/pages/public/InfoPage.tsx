import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

/** The text pages: legal, payment results, not found. Keys are in the shell namespace. */
const INFO_PAGES = {
  termsOfService: { title: 'legal.termsTitle', text: 'legal.termsText', back: null },
  privacyPolicy: { title: 'legal.privacyTitle', text: 'legal.privacyText', back: null },
  paymentSuccess: { title: 'payment.successTitle', text: 'payment.successText', back: 'payment.backHome' },
  paymentCancel: { title: 'payment.cancelTitle', text: 'payment.cancelText', back: 'payment.backHome' },
  notFound: { title: 'notFound.title', text: 'notFound.text', back: 'notFound.backHome' },
} as const;

export type InfoPageKind = keyof typeof INFO_PAGES;

export function InfoPage({ kind }: { kind: InfoPageKind }) {
  const { t } = useTranslation('shell');
  const page = INFO_PAGES[kind];
  return (
    <article className="ff-article" data-page={kind}>
      <h1>{t(page.title)}</h1>
      <p className="ff-muted">{t(page.text)}</p>
      {page.back ? (
        <p>
          <Link to="/">{t(page.back)}</Link>
        </p>
      ) : null}
    </article>
  );
}
