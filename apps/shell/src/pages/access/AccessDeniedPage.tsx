import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useRole } from '@fixflow/shell-sdk';
import { homePath } from '../../routes/home';

/** Guard step 3: the signed-in role may not open this route. Drawn inside the workspace, its menus around it. */
export function AccessDeniedPage() {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const role = useRole();
  return (
    <section data-testid="access-denied">
      <Result
        status="403"
        title={<h1 className="ff-result-title">{t('guard.accessDeniedTitle')}</h1>}
        subTitle={t('guard.accessDeniedText')}
        extra={
          role ? (
            <Button type="primary" onClick={() => void navigate(homePath(role))}>
              {t('guard.goHome')}
            </Button>
          ) : null
        }
      />
    </section>
  );
}
