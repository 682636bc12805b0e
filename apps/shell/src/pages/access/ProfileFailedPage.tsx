import { Button, Result, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { describeApiError, useShell } from '@fixflow/shell-sdk';
import { useHost } from '../../host-context';
import { useSignOut } from '../../session/useSignOut';

/** Signed in, but GET /api/me failed: say why (e.g. 'User profile not found in any table') instead of guessing a role. */
export function ProfileFailedPage({ error }: { error: Error }) {
  const { t } = useTranslation('shell');
  const { i18n } = useShell();
  const { session } = useHost();
  const signOut = useSignOut(session);
  return (
    <main className="ff-main" data-testid="profile-failed">
      <Result
        status="error"
        title={<h1 className="ff-result-title">{t('guard.profileFailedTitle')}</h1>}
        subTitle={describeApiError(error, i18n)}
        extra={
          <Space wrap>
            <Button type="primary" onClick={() => void session.auth.reloadProfile()}>
              {t('guard.retry')}
            </Button>
            <Button onClick={() => void signOut()}>{t('signOut')}</Button>
          </Space>
        }
      />
    </main>
  );
}
