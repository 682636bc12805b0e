import type { ReactNode } from 'react';
import { Button, Flex, Tag, Typography } from 'antd';
import { BellOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useShell } from '@fixflow/shell-sdk';
import { useHost } from '../host-context';
import { useSignOut } from '../session/useSignOut';
import { InstallPrompt } from './InstallPrompt';
import type { PushState } from './push-setup';
import { PushSetupError, type PushSetupFailure } from './push-subscription';
import type { GateState, TechnicianGate } from './technician-gate';

const PUSH_STATE_COLOR: Record<PushState, string> = { unsupported: 'default', default: 'processing', granted: 'success', denied: 'error' };
/** SPEC §5 failures with a message of their own; anything else says what went wrong. */
const FAILURE_MESSAGE: Record<Exclude<PushSetupFailure, 'other'>, string> = {
  unsupported: 'pwa.push.errors.unsupported',
  denied: 'pwa.push.errors.denied',
  'public-key': 'pwa.push.errors.publicKey',
};

/** The full-screen frame both overlays share: nothing of the app is reachable behind it but Sign out. */
function GateOverlay({ icon, title, testId, children }: { icon: ReactNode; title: string; testId: string; children: ReactNode }) {
  const { t } = useTranslation('shell');
  const { session } = useHost();
  const signOut = useSignOut(session);
  return (
    <div className="ff-gate" role="dialog" aria-modal="true" aria-labelledby="ff-gate-title" data-testid={testId}>
      <div className="ff-gate-card">
        <div className="ff-gate-icon" aria-hidden="true">
          {icon}
        </div>
        <h1 id="ff-gate-title" className="ff-gate-title">
          {title}
        </h1>
        {children}
        <Button type="link" onClick={() => void signOut()}>
          {t('signOut')}
        </Button>
      </div>
    </div>
  );
}

function AppLogo() {
  return <img src="/icons/icon-192.png" alt="" width={64} height={64} />;
}

/** SPEC §4 step 1: not installed as a standalone app. */
export function InstallOverlay() {
  const { t } = useTranslation('shell');
  return (
    <GateOverlay icon={<AppLogo />} title={t('pwa.install.title')} testId="install-overlay">
      <Typography.Paragraph type="secondary">{t('pwa.install.text')}</Typography.Paragraph>
      <InstallPrompt />
    </GateOverlay>
  );
}

/** SPEC §4 step 2: installed, push not enabled; the four push states and the way on from each. */
export function NotificationsOverlay({ gate, state }: { gate: TechnicianGate; state: GateState }) {
  const { t } = useTranslation('shell');
  const { api, toast } = useShell();

  const enable = async () => {
    try {
      await gate.enable(api);
      toast.success(t('pwa.toasts.enabledTitle'), t('pwa.toasts.enabledText'));
    } catch (error) {
      const failure = error instanceof PushSetupError ? error.failure : 'other';
      const message = failure === 'other' ? (error instanceof Error && error.message) || t('pwa.toasts.enableFailed') : t(FAILURE_MESSAGE[failure]);
      toast.error(t('pwa.toasts.errorTitle'), message);
    }
  };

  return (
    <GateOverlay icon={<BellOutlined />} title={t('pwa.push.title')} testId="notifications-overlay">
      <Typography.Paragraph type="secondary">{t('pwa.push.text')}</Typography.Paragraph>
      <Flex gap={8} align="center" justify="center" wrap style={{ marginBottom: 12 }} data-testid="push-state" data-state={state.push}>
        <Typography.Text>{t('pwa.push.stateLabel')}:</Typography.Text>
        <Tag color={PUSH_STATE_COLOR[state.push]}>{t(`pwa.push.states.${state.push}`)}</Tag>
      </Flex>
      <Typography.Paragraph>{t(`pwa.push.hints.${state.push}`)}</Typography.Paragraph>
      {state.push === 'unsupported' ? (
        <Button type="primary" size="large" onClick={() => gate.continueWithoutPush()}>
          {t('pwa.push.continue')}
        </Button>
      ) : state.push === 'denied' ? (
        <Button type="primary" size="large" onClick={() => void gate.refresh()}>
          {t('pwa.push.checkAgain')}
        </Button>
      ) : (
        <Button type="primary" size="large" loading={state.enabling} onClick={() => void enable()}>
          {t('pwa.push.enable')}
        </Button>
      )}
    </GateOverlay>
  );
}
