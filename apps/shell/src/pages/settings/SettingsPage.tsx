import { Card, Flex, Form, Segmented, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Role } from '@fixflow/contracts';
import { LANGUAGES } from '@fixflow/i18n';
import { useProfile, useSession, useShell, type ThemeMode } from '@fixflow/shell-sdk';
import { SIDEBAR_MENUS } from '../../layout/sidebar/menus';
import { TECHNICIAN_TABS } from '../../layout/sidebar/TechnicianTabBar';
import { useMobile } from '../../layout/sidebar/useMobile';
import { switchLanguage } from '../../i18n/switch-language';
import { PasswordForm } from './PasswordForm';
import { ProfileForm } from './ProfileForm';

const LANGUAGE_NAMES: Record<(typeof LANGUAGES)[number], string> = { en: 'English', ru: 'Русский' };
const THEME_MODES: ThemeMode[] = ['light', 'dark', 'system'];
const THEME_LABEL = { system: 'header.themeSystem', light: 'header.themeLight', dark: 'header.themeDark' } as const;

/** Language and theme: both apply at once and are remembered on this device. */
function Preferences() {
  const { t, i18n } = useTranslation('shell');
  const { theme } = useShell();
  return (
    <Form layout="vertical">
      <Form.Item label={t('settings.language')}>
        <Segmented
          aria-label={t('settings.language')}
          value={i18n.resolvedLanguage}
          options={LANGUAGES.map((language) => ({ value: language, label: LANGUAGE_NAMES[language] }))}
          onChange={(language) => void switchLanguage(String(language))}
        />
      </Form.Item>
      <Form.Item label={t('settings.theme')} style={{ marginBottom: 0 }}>
        <Segmented
          aria-label={t('settings.theme')}
          value={theme.mode}
          options={THEME_MODES.map((mode) => ({ value: mode, label: t(THEME_LABEL[mode]) }))}
          onChange={(mode) => theme.setMode(mode as ThemeMode)}
        />
      </Form.Item>
    </Form>
  );
}

/**
 * The page's title is the name of the menu entry that leads here, so the two never differ: SPEC §2
 * calls it Profile in the vendor's sidebar and the technician's tab bar, Settings in the
 * technician's and the admin's sidebars.
 */
export function settingsTitleKey(role: Role, mobile: boolean): string {
  if (role === 'technician' && mobile) return `tabs.${TECHNICIAN_TABS.find((tab) => tab.path === '/settings')!.label}`;
  return `sidebar.items.${SIDEBAR_MENUS[role].find((item) => item.path === '/settings')!.label}`;
}

/** /settings for every role (SPEC §2): profile, language, theme, password. */
export function SettingsPage() {
  const { t } = useTranslation('shell');
  const session = useSession();
  const profile = useProfile();
  const mobile = useMobile();
  if (session.status !== 'signed-in') return null;
  return (
    <Flex vertical gap={16} style={{ maxWidth: 720 }}>
      {/* Sized like the remotes' PageHeader, so /settings looks like the pages around it. */}
      <Typography.Title level={1} style={{ fontSize: 24, margin: '0 0 8px' }}>
        {t(settingsTitleKey(session.user.role, mobile))}
      </Typography.Title>
      <Card title={t('settings.profile')}>{profile ? <ProfileForm key={profile.id} profile={profile} /> : <Skeleton active />}</Card>
      <Card title={t('settings.preferences')}>
        <Preferences />
      </Card>
      <Card title={t('settings.password')}>
        <PasswordForm />
      </Card>
    </Flex>
  );
}
