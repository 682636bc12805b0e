import type { ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { LANGUAGES } from '@fixflow/i18n';
import { useSession, useShell, type ThemeMode } from '@fixflow/shell-sdk';
import { useHost } from '../host-context';
import { switchLanguage } from '../i18n/switch-language';
import { useDrawerControl, useSidebarShown } from './sidebar/sidebar-presence';
import { useMobile } from './sidebar/useMobile';
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
  // Beside a desktop sidebar, or with a phone drawer, the header leaves who and Sign Out to them.
  const inSidebar = useSidebarShown();
  const drawer = useDrawerControl();
  if (session.status !== 'signed-in' || inSidebar || drawer) return null;
  const name = session.user.fullName ?? session.user.email ?? session.user.phone ?? '';
  return (
    <>
      <span className="ff-account" data-testid="account" aria-label={t('header.account')}>
        <span className="ff-account-name">{name}</span>
        <span className="ff-account-role">{t(`roles.${session.user.role}`)}</span>
      </span>
      <button type="button" className="ff-link-button" onClick={() => void signOut()}>
        {t('signOut')}
      </button>
    </>
  );
}

/** The phone drawer's menu button (SPEC §2: a labelled button opens the sidebar below 768px). */
function MenuButton() {
  const { t } = useTranslation('shell');
  const drawer = useDrawerControl();
  if (!drawer) return null;
  return (
    <button type="button" className="ff-menu-button" onClick={drawer.toggle} aria-label={t('sidebar.openMenu')} aria-expanded={drawer.open}>
      <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
        <path d="M3 6h18M3 12h18M3 18h18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
    </button>
  );
}

/**
 * Plain HTML on purpose: it is on every page, including the light public ones. On a phone a
 * signed-in header is one row: menu button (vendor, admin) or name and Sign out (technician,
 * whose tab bar is the navigation); language and theme are in Settings.
 */
export function Header() {
  const { t, i18n } = useTranslation('shell');
  const { theme } = useShell();
  const session = useSession();
  const mobile = useMobile();
  const changeLanguage = (event: ChangeEvent<HTMLSelectElement>) => {
    void switchLanguage(event.target.value);
  };
  const signedIn = session.status === 'signed-in';
  const compact = mobile && signedIn;
  return (
    <header className={compact ? 'ff-header ff-header-compact' : 'ff-header'}>
      <MenuButton />
      <Link to="/" className="ff-brand">
        <svg className="ff-logo" viewBox="0 0 32 32" aria-hidden="true">
          <rect width="32" height="32" rx="8" fill="#1668dc" />
          <path d="M10 23V9h12v3.5h-8v2.5h7v3.5h-7V23z" fill="#fff" />
        </svg>
        {t('brand')}
      </Link>
      <nav className="ff-nav" aria-label={t('header.mainNavigation')}>
        {compact ? null : (
          <>
            <Link to="/">{t('header.home')}</Link>
            <Link to={signedIn ? homePath(session.user.role) : '/dashboard'}>{t('header.dashboard')}</Link>
          </>
        )}
        {signedIn ? null : <Link to="/login">{t('header.signIn')}</Link>}
        {/* The notification center's bell (issue 18) is drawn here by the workspace, which has its data. */}
        {signedIn ? <span className="ff-header-bell" /> : null}
        <Account />
        {compact ? null : (
          <>
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
          </>
        )}
      </nav>
    </header>
  );
}
