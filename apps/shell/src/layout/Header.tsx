import type { ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { LANGUAGES } from '@fixflow/i18n';
import { useSession, useShell, type ThemeMode } from '@fixflow/shell-sdk';
import { useHost } from '../host-context';
import { useSidebarShown } from './sidebar/sidebar-presence';
import { homePath } from '../routes/home';
import { useSignOut } from '../session/useSignOut';

const THEME_MODES: ThemeMode[] = ['system', 'light', 'dark'];
const THEME_LABEL = { system: 'header.themeSystem', light: 'header.themeLight', dark: 'header.themeDark' } as const;

/** Who is signed in, and the way out; nothing while signed out or loading. */
function Account() {
  const { t } = useTranslation('shell');
  const session = useSession();
  const { session: host } = useHost();
  const signOut = useSignOut(host);
  // Beside a desktop sidebar the header is logo and brand only: the sidebar shows who and Sign Out.
  const inSidebar = useSidebarShown();
  if (session.status !== 'signed-in' || inSidebar) return null;
  const name = session.user.fullName ?? session.user.email ?? session.user.phone ?? '';
  return (
    <>
      <span className="ff-account" data-testid="account" aria-label={t('header.account')}>
        <span className="ff-account-name">{name}</span>
        <span className="ff-account-role">{t(`roles.${session.user.role}`)}</span>
      </span>
      <button type="button" className="ff-link-button" onClick={() => void signOut()}>
        {t('header.signOut')}
      </button>
    </>
  );
}

/** Plain HTML on purpose: it is on every page, including the light public ones. */
export function Header() {
  const { t, i18n } = useTranslation('shell');
  const { theme } = useShell();
  const session = useSession();
  const changeLanguage = (event: ChangeEvent<HTMLSelectElement>) => {
    void i18n.changeLanguage(event.target.value);
  };
  const signedIn = session.status === 'signed-in';
  return (
    <header className="ff-header">
      <Link to="/" className="ff-brand">
        <svg className="ff-logo" viewBox="0 0 32 32" aria-hidden="true">
          <rect width="32" height="32" rx="8" fill="#1668dc" />
          <path d="M10 23V9h12v3.5h-8v2.5h7v3.5h-7V23z" fill="#fff" />
        </svg>
        {t('brand')}
      </Link>
      <nav className="ff-nav" aria-label={t('header.mainNavigation')}>
        <Link to="/">{t('header.home')}</Link>
        <Link to={signedIn ? homePath(session.user.role) : '/dashboard'}>{t('header.dashboard')}</Link>
        {signedIn ? null : <Link to="/login">{t('header.signIn')}</Link>}
        <Account />
        <select aria-label={t('header.language')} value={i18n.resolvedLanguage} onChange={changeLanguage}>
          {LANGUAGES.map((language) => (
            <option key={language} value={language}>
              {language.toUpperCase()}
            </option>
          ))}
        </select>
        <select aria-label={t('header.theme')} value={theme.mode} onChange={(event) => theme.setMode(event.target.value as ThemeMode)}>
          {THEME_MODES.map((mode) => (
            <option key={mode} value={mode}>
              {t(THEME_LABEL[mode])}
            </option>
          ))}
        </select>
      </nav>
    </header>
  );
}
