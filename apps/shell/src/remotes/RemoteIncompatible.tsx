import { Button, Card, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import type { RemoteName } from '@fixflow/contracts';
import type { Incompatibility } from '@fixflow/shell-sdk';

/** A remote this host cannot run: retrying would not help, a newer host (a reload) may. */
export function RemoteIncompatible({ remote, incompatibility }: { remote: RemoteName; incompatibility: Incompatibility }) {
  const { t } = useTranslation('shell');
  const detail =
    incompatibility.kind === 'sdk'
      ? t('remote.incompatibleSdk', { remoteSdk: incompatibility.remoteSdk, hostSdk: incompatibility.hostSdk })
      : t('remote.incompatibleMissing', { names: incompatibility.missing.map((item) => item.name).join(', ') });
  return (
    <Card data-testid="remote-incompatible" style={{ maxWidth: 640, margin: '48px auto' }}>
      <Result
        status="warning"
        title={t('remote.incompatibleTitle')}
        subTitle={
          <>
            <p>{t('remote.incompatibleText', { remote })}</p>
            <p data-testid="remote-incompatible-detail">{detail}</p>
          </>
        }
        extra={
          <Button type="primary" onClick={() => window.location.reload()}>
            {t('remote.reload')}
          </Button>
        }
      />
    </Card>
  );
}
