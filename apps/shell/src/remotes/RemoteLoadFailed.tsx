import { ReloadOutlined } from '@ant-design/icons';
import { Button, Card, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import type { RemoteName } from '@fixflow/contracts';

export function RemoteLoadFailed({ remote, onRetry }: { remote: RemoteName; onRetry: () => void }) {
  const { t } = useTranslation('shell');
  return (
    <Card data-testid="remote-load-failed" style={{ maxWidth: 640, margin: '48px auto' }}>
      <Result
        status="warning"
        title={t('remote.failedTitle')}
        subTitle={t('remote.failedText', { remote })}
        extra={
          <Button type="primary" icon={<ReloadOutlined />} onClick={onRetry}>
            {t('remote.retry')}
          </Button>
        }
      />
    </Card>
  );
}
