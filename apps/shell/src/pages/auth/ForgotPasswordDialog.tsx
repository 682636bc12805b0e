import { useTranslation } from 'react-i18next';
import { Dialog, Muted } from './plain/Plain';
import { RecoverPasswordForm } from './RecoverPasswordForm';

/** The forgot-password dialog of the sign-in page. */
export function ForgotPasswordDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('shell');
  return (
    <Dialog open={open} title={t('auth.forgotTitle')} onClose={onClose}>
      <Muted>{t('auth.resetText')}</Muted>
      <RecoverPasswordForm autoFocus />
    </Dialog>
  );
}
