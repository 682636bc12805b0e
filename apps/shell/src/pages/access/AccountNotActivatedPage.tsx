import { useState } from 'react';
import { Button, Flex, Result, Space, Typography } from 'antd';
import { ClockCircleOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { SUPPORT_EMAIL } from '@fixflow/i18n';
import { addInfoWords } from '@fixflow/i18n/shell-info';
import { useShell } from '@fixflow/shell-sdk';
import { StatusTag } from '@fixflow/ui';
import { useHost } from '../../host-context';
import { useSignOut } from '../../session/useSignOut';

/**
 * Guard step 4: a vendor whose status is not `active`. Pending, it waits for an administrator
 * (SPEC §8's words); suspended, it is told so — not "under moderation" — and whom to write to.
 */
export function AccountNotActivatedPage({ status }: { status: string }) {
  const { t, i18n } = useTranslation('shell');
  // The suspended vendor's words come with this page (shell-info), not with every first load.
  addInfoWords(i18n);
  const { session } = useHost();
  const { toast } = useShell();
  const signOut = useSignOut(session);
  const [checking, setChecking] = useState(false);
  const suspended = status === 'suspended';

  const checkAgain = async () => {
    setChecking(true);
    await session.auth.reloadProfile();
    setChecking(false);
    // Still here after the reload means still not active; the guard moves on by itself otherwise.
    const now = session.auth.getSnapshot();
    if (now.status === 'signed-in' && now.profile.status === 'loaded' && now.profile.profile.status !== 'active') {
      toast.info(t(suspended ? 'suspended.still' : 'guard.stillPending'));
    }
  };

  return (
    <main className="ff-main" data-testid="account-not-activated">
      <Result
        icon={<ClockCircleOutlined />}
        status="warning"
        title={<h1 className="ff-result-title">{t(suspended ? 'suspended.title' : 'guard.notActivatedTitle')}</h1>}
        subTitle={
          <Flex vertical gap={12} align="center">
            {suspended ? (
              <span data-testid="suspended-text">
                {t('suspended.text')}
                <br />
                {t('suspended.contact')} <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>
              </span>
            ) : (
              <span>{t('guard.notActivatedText')}</span>
            )}
            <Space data-testid="account-status">
              <Typography.Text strong>{t('guard.status')}:</Typography.Text>
              <StatusTag status={status} label={t(`statuses.${status}`, { defaultValue: status })} />
            </Space>
          </Flex>
        }
        extra={
          <Space wrap style={{ justifyContent: 'center' }}>
            <Button type="primary" loading={checking} onClick={() => void checkAgain()}>
              {t('guard.checkAgain')}
            </Button>
            <Button onClick={() => void signOut()}>{t('signOut')}</Button>
          </Space>
        }
      />
    </main>
  );
}
