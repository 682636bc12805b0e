import { Card, Flex, Form, Segmented, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { LANGUAGES } from '@fixflow/i18n';
import { useProfile, useSession, useShell, type ThemeMode } from '@fixflow/shell-sdk';
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
          onChange={(language) => void i18n.changeLanguage(String(language))}
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

/** /settings for every role (SPEC §2): profile, language, theme, password. */
export function SettingsPage() {
  const { t } = useTranslation('shell');
  const session = useSession();
  const profile = useProfile();
  if (session.status !== 'signed-in') return null;
  return (
    <Flex vertical gap={16} style={{ maxWidth: 720 }}>
      {/* Sized like the remotes' PageHeader, so /settings looks like the pages around it. */}
      <Typography.Title level={1} style={{ fontSize: 24, margin: '0 0 8px' }}>
        {t('settings.title')}
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
