import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

/** The short text pages: a cancelled payment, not found. Keys are in the shell namespace. */
const INFO_PAGES = {
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
