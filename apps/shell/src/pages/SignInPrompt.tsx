import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';

/** A workspace page opened before signing in. */
export function SignInPrompt() {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  return (
    <Result
      status="403"
      title={t('signInPrompt.title')}
      subTitle={t('signInPrompt.text')}
      extra={
        <Button type="primary" onClick={() => void navigate('/login')}>
          {t('signInPrompt.action')}
        </Button>
      }
    />
  );
}
