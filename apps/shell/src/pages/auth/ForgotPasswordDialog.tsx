import { Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { RecoverPasswordForm } from './RecoverPasswordForm';

/** The forgot-password dialog of the sign-in page. */
export function ForgotPasswordDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('shell');
  return (
    <Modal open={open} title={t('auth.forgotTitle')} onCancel={onClose} footer={null} destroyOnHidden>
      <Typography.Paragraph type="secondary">{t('auth.resetText')}</Typography.Paragraph>
      <RecoverPasswordForm autoFocus />
    </Modal>
  );
}
