import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useSession } from '@fixflow/shell-sdk';
import { homePath } from '../../routes/home';

const AUDIENCES = [
  ['landing.vendorTitle', 'landing.vendorText'],
  ['landing.technicianTitle', 'landing.technicianText'],
  ['landing.adminTitle', 'landing.adminText'],
] as const;

/** Signed out: register or sign in. Signed in: the way back to the workspace, not a sign-in form again. */
function Actions() {
  const { t } = useTranslation('shell');
  const session = useSession();
  if (session.status === 'signed-in') {
    const { user } = session;
    return (
      <div className="ff-actions" data-testid="landing-actions">
        <Link className="ff-button ff-button-primary" to={homePath(user.role)}>
          {t('landing.openDashboard')}
        </Link>
        <span className="ff-muted" style={{ alignSelf: 'center' }}>{t('profile.signedInAs', { name: user.fullName ?? user.email ?? user.phone ?? '' })}</span>
      </div>
    );
  }
  return (
    <div className="ff-actions" data-testid="landing-actions">
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
  );
}

export function LandingPage() {
  const { t } = useTranslation('shell');
  return (
    <section className="ff-hero">
      <h1>{t('landing.title')}</h1>
      <p>{t('landing.subtitle')}</p>
      <Actions />
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
