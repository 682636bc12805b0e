import { useEffect, useSyncExternalStore } from 'react';
import { Alert, Button, Flex, Typography } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useShell } from '@fixflow/shell-sdk';
import { installPrompts, type InstallPrompts } from './install-prompt';

/** SPEC §8 'Application Installed' once the browser reports the installation. */
function useInstalledToast(prompts: InstallPrompts): void {
  const { t } = useTranslation('shell');
  const { toast } = useShell();
  useEffect(() => prompts.onInstalled(() => toast.success(t('pwa.toasts.installedTitle'), t('pwa.toasts.installedText'))), [prompts, toast, t]);
}

/** iOS has no install prompt: Share, then Add to Home Screen. */
function IosSteps({ compact }: { compact: boolean }) {
  const { t } = useTranslation('shell');
  if (compact) return <span>{`${t('pwa.install.iosShare')} → ${t('pwa.install.iosAdd')}`}</span>;
  return (
    <div data-testid="ios-install-steps">
      <Typography.Text strong>{t('pwa.install.iosLead')}</Typography.Text>
      <ol className="ff-install-steps">
        <li>{t('pwa.install.iosShare')}</li>
        <li>{t('pwa.install.iosAdd')}</li>
        <li>{t('pwa.install.iosOpen')}</li>
      </ol>
    </div>
  );
}

/** SPEC §2 on the technician's phone layout: a dismissible offer (InstallBannerSlot decides when). */
export function InstallBanner({ prompts, onClose }: { prompts: InstallPrompts; onClose: () => void }) {
  const { t } = useTranslation('shell');
  const { route } = useSyncExternalStore(prompts.subscribe, prompts.getSnapshot);
  return (
    <Alert
      className="ff-install-banner"
      type="info"
      showIcon
      icon={<DownloadOutlined />}
      title={t('pwa.install.bannerText')}
      description={route === 'ios' ? <IosSteps compact /> : undefined}
      action={
        route === 'prompt' ? (
          <Button size="small" type="primary" onClick={() => void prompts.install()}>
            {t('pwa.install.button')}
          </Button>
        ) : undefined
      }
      closable={{ onClose, 'aria-label': t('pwa.install.close') }}
      data-testid="install-banner"
    />
  );
}

/** SPEC §2 install prompt as the body of the Install Application overlay: it always says how to install. */
export function InstallPrompt({ prompts = installPrompts() }: { prompts?: InstallPrompts }) {
  const { t } = useTranslation('shell');
  const { toast } = useShell();
  const { route, installed } = useSyncExternalStore(prompts.subscribe, prompts.getSnapshot);
  useInstalledToast(prompts);

  const install = () => {
    // iOS has no prompt to show: the toast points at the steps below.
    if (route === 'ios') toast.success(t('pwa.toasts.installationTitle'), t('pwa.toasts.installationText'));
    else void prompts.install();
  };

  if (installed) return <Typography.Paragraph>{t('pwa.install.installed')}</Typography.Paragraph>;
  return (
    <Flex vertical gap={16} align="stretch">
      {route === 'manual' ? (
        <Typography.Paragraph>{t('pwa.install.manual')}</Typography.Paragraph>
      ) : (
        <Button type="primary" size="large" onClick={install}>
          {t('pwa.install.button')}
        </Button>
      )}
      {route === 'ios' ? <IosSteps compact={false} /> : null}
    </Flex>
  );
}
