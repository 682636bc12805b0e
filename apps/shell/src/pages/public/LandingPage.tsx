import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

const AUDIENCES = [
  ['landing.vendorTitle', 'landing.vendorText'],
  ['landing.technicianTitle', 'landing.technicianText'],
  ['landing.adminTitle', 'landing.adminText'],
] as const;

export function LandingPage() {
  const { t } = useTranslation('shell');
  return (
    <section className="ff-hero">
      <h1>{t('landing.title')}</h1>
      <p>{t('landing.subtitle')}</p>
      <div className="ff-actions">
        <Link className="ff-button ff-button-primary" to="/vendor-registration">
          {t('landing.vendorCta')}
        </Link>
        <Link className="ff-button" to="/technician-registration">
          {t('landing.technicianCta')}
        </Link>
        <Link className="ff-button" to="/login">
          {t('landing.signIn')}
        </Link>
      </div>
      <div className="ff-cards">
        {AUDIENCES.map(([title, text]) => (
          <article className="ff-card" key={title}>
            <h2>{t(title)}</h2>
            <p>{t(text)}</p>
          </article>
        ))}
      </div>
    </section>
  );
}
