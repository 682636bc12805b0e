import { Button, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { PASSWORD_MIN_LENGTH, weakPasswordReasonMessage } from '@fixflow/contracts';
import { currentLanguage } from '@fixflow/i18n';
import { useSavePassword } from '../auth/save-password';
import { ApiErrorAlert } from './ApiErrorAlert';

interface PasswordValues {
  current: string;
  password: string;
  confirm: string;
}

/** The password card of /settings (PUT /api/auth/password, with the current password); the user stays on the page. */
export function PasswordForm() {
  const { t, i18n } = useTranslation('shell');
  const [form] = Form.useForm<PasswordValues>();
  const { save, saving, error } = useSavePassword();

  const submit = async ({ current, password }: PasswordValues) => {
    const saved = await save(
      { password, current_password: current },
      {
        onWeak: (reasons) => form.setFields([{ name: 'password', errors: reasons }]),
        onCurrent: (message) => form.setFields([{ name: 'current', errors: [message] }]),
      },
    );
    if (saved) form.resetFields();
  };

  return (
    <>
      <ApiErrorAlert error={error} reasonsAtField />
      <Form<PasswordValues> form={form} layout="vertical" requiredMark={false} onFinish={(values) => void submit(values)} name="new-password">
        <Form.Item label={t('auth.currentPassword')} name="current" rules={[{ required: true, message: t('auth.currentPasswordRequired') }]}>
          <Input.Password autoComplete="current-password" />
        </Form.Item>
        <Form.Item
          label={t('auth.newPassword')}
          name="password"
          extra={t('auth.passwordHint')}
          rules={[
            { required: true, message: t('auth.passwordRequired') },
            { min: PASSWORD_MIN_LENGTH, message: weakPasswordReasonMessage('length', currentLanguage(i18n)) },
          ]}
        >
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
        <Button type="primary" htmlType="submit" block loading={saving}>
          {t('auth.savePassword')}
        </Button>
      </Form>
    </>
  );
}
