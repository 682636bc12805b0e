import { useState } from 'react';
import { Button, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { AuthUser, Role } from '@fixflow/contracts';
import { currentLanguage } from '@fixflow/i18n';
import { isWeakPassword, useShell, weakPasswordReasons } from '@fixflow/shell-sdk';
import { useHost } from '../../host-context';
import { homePath } from '../../routes/home';
import { ApiErrorAlert } from './AuthCard';
import { newPasswordRules } from './fields';

interface NewPasswordValues {
  password: string;
  confirm: string;
}

/**
 * Sets the signed-in user's password (PUT /api/auth/password): after a recovery link it
 * goes home; on /settings (`onSaved`) the user stays where they are.
 */
export function NewPasswordForm({ role, onSaved }: { role: Role; onSaved?: () => void }) {
  const { t, i18n } = useTranslation('shell');
  const { api, toast } = useShell();
  const { session } = useHost();
  const navigate = useNavigate();
  const [form] = Form.useForm<NewPasswordValues>();
  const [error, setError] = useState<unknown>(null);
  const [submitting, setSubmitting] = useState(false);

  const submit = async ({ password }: NewPasswordValues) => {
    setError(null);
    setSubmitting(true);
    try {
      const user = await api.put<AuthUser>('/auth/password', { password });
      session.auth.updateUser(user);
      toast.success(t('auth.passwordUpdated'), t('auth.passwordUpdatedText'));
      if (onSaved) {
        form.resetFields();
        onSaved();
      } else {
        void navigate(homePath(role), { replace: true });
      }
    } catch (failure) {
      if (isWeakPassword(failure)) form.setFields([{ name: 'password', errors: weakPasswordReasons(failure, i18n) }]);
      setError(failure);
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <>
      <ApiErrorAlert error={error} reasonsAtField />
      <Form<NewPasswordValues> form={form} layout="vertical" requiredMark={false} onFinish={(values) => void submit(values)} name="new-password">
        <Form.Item label={t('auth.newPassword')} name="password" extra={t('auth.passwordHint')} rules={newPasswordRules(t, currentLanguage(i18n))}>
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Form.Item
          label={t('auth.confirmPassword')}
          name="confirm"
          dependencies={['password']}
          rules={[
            { required: true, message: t('auth.confirmPasswordRequired') },
            ({ getFieldValue }) => ({
              validator: async (_rule, value: string | undefined) => {
                if (value && value !== getFieldValue('password')) throw new Error(t('auth.passwordsDiffer'));
              },
            }),
          ]}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Button type="primary" htmlType="submit" block loading={submitting}>
          {t('auth.savePassword')}
        </Button>
      </Form>
    </>
  );
}
