import { Button, Card, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useSession } from '@fixflow/shell-sdk';
import { homePath } from '../routes/home';

/** A page that threw, inside a working workspace: not the remote's load failure, and with a way on. */
export function PageFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('shell');
  const session = useSession();
  const home = session.status === 'signed-in' ? homePath(session.user.role) : '/';
  return (
    <Card data-testid="page-failed" style={{ maxWidth: 640, margin: '48px auto' }}>
      <Result
        status="error"
        title={t('page.failedTitle')}
        subTitle={t('page.failedText')}
        extra={[
          <Button key="retry" type="primary" onClick={onRetry}>
            {t('page.tryAgain')}
          </Button>,
          <Link key="home" to={home}>
            {t('page.toDashboard')}
          </Link>,
        ]}
      />
    </Card>
  );
}
