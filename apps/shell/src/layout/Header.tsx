import type { ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { LANGUAGES } from '@fixflow/i18n';
import { useShell, type ThemeMode } from '@fixflow/shell-sdk';

const THEME_MODES: ThemeMode[] = ['system', 'light', 'dark'];
const THEME_LABEL = { system: 'header.themeSystem', light: 'header.themeLight', dark: 'header.themeDark' } as const;

/** Plain HTML on purpose: it is on every page, including the light public ones. */
export function Header() {
  const { t, i18n } = useTranslation('shell');
  const { theme } = useShell();
  const changeLanguage = (event: ChangeEvent<HTMLSelectElement>) => {
    void i18n.changeLanguage(event.target.value);
  };
  return (
    <header className="ff-header">
      <Link to="/" className="ff-brand">
        {t('brand')}
      </Link>
      <nav className="ff-nav" aria-label={t('header.mainNavigation')}>
        <Link to="/">{t('header.home')}</Link>
        <Link to="/dashboard">{t('header.dashboard')}</Link>
        <Link to="/login">{t('header.signIn')}</Link>
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
