import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useSession } from '@fixflow/shell-sdk';
import { AuthCard } from './AuthCard';
import { NewPasswordForm } from './NewPasswordForm';
import { Footer, PlainLoading } from './plain/Plain';
import { RecoverPasswordForm } from './RecoverPasswordForm';

/**
 * /reset-password: a recovery link lands here signed in (PASSWORD_RECOVERY) to
 * choose the new password; a signed-out visitor asks for a link instead.
 */
export default function ResetPasswordPage() {
  const { t } = useTranslation('shell');
  const session = useSession();

  if (session.status === 'loading') return <PlainLoading label={t('guard.loading')} />;
  if (session.status === 'signed-in') {
    const account = session.user.email ?? session.user.phone ?? '';
    return (
      <AuthCard title={t('auth.newPasswordTitle')} intro={t('auth.newPasswordText', { account })}>
        <NewPasswordForm role={session.user.role} />
      </AuthCard>
    );
  }
  return (
    <AuthCard title={t('auth.resetTitle')} intro={t('auth.resetText')}>
      <RecoverPasswordForm />
      <Footer>
        <Link to="/login">{t('auth.backToLogin')}</Link>
      </Footer>
    </AuthCard>
  );
}
