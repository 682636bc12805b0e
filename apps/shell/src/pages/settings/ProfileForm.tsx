import { useState } from 'react';
import { Button, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { typed } from '@fixflow/api-client';
import type { UpdateProfileRequest, UserProfile } from '@fixflow/contracts';
import { currentLanguage } from '@fixflow/i18n';
import { showFieldErrors, useShell } from '@fixflow/shell-sdk';
import { PhoneInput, phoneFormRule } from '@fixflow/ui/phone';
import { ApiErrorAlert } from './ApiErrorAlert';

const FIELDS = ['full_name', 'phone', 'city', 'state', 'timezone'] as const;
type ProfileValues = Required<UpdateProfileRequest>;

/** Only what changed is sent; an emptied optional field is sent empty, which the API stores as null (cleared). */
function changes(values: ProfileValues, profile: UserProfile): UpdateProfileRequest {
  const current: Record<string, string | null | undefined> = { ...profile };
  return Object.fromEntries(FIELDS.filter((field) => (values[field] ?? '') !== (current[field] ?? '')).map((field) => [field, values[field]]));
}

/** PATCH /api/me; the API's field errors land on their fields, anything else above the form. */
export function ProfileForm({ profile }: { profile: UserProfile }) {
  const { t, i18n } = useTranslation('shell');
  const { api, toast, account } = useShell();
  const [form] = Form.useForm<ProfileValues>();
  const [error, setError] = useState<unknown>(null);
  const [saving, setSaving] = useState(false);
  // Technicians have no time zone to set here (UpdateProfileRequest).
  const withTimezone = profile.role !== 'technician';

  const submit = async (values: ProfileValues) => {
    setError(null);
    setSaving(true);
    try {
      const updated = await typed(api).patch('/me', { body: changes(values, profile) });
      account.profileUpdated(updated);
      toast.success(t('settings.profileSaved'));
    } catch (failure) {
      if (!showFieldErrors(form, failure, FIELDS, i18n)) setError(failure);
    } finally {
      setSaving(false);
    }
  };

  return (
    <>
      <ApiErrorAlert error={error} />
      <Form<ProfileValues>
        form={form}
        layout="vertical"
        name="profile"
        requiredMark={false}
        initialValues={{ full_name: profile.full_name ?? '', phone: profile.phone ?? '', city: profile.city ?? '', state: profile.state ?? '', timezone: profile.timezone ?? '' }}
        onFinish={(values) => void submit(values)}
      >
        <Form.Item label={profile.role === 'vendor' ? t('settings.companyName') : t('settings.fullName')} name="full_name" rules={[{ required: true, whitespace: true, message: t('settings.fullNameRequired') }]}>
          <Input autoComplete="name" />
        </Form.Item>
        {/* Not a form field (the email does not change here), so its label is tied by hand. */}
        <Form.Item label={t('settings.email')} htmlFor="profile_email">
          <Input id="profile_email" value={profile.email ?? ''} disabled />
        </Form.Item>
        <Form.Item label={t('settings.phone')} name="phone" validateTrigger="onBlur" rules={[phoneFormRule(currentLanguage(i18n))]}>
          <PhoneInput as={Input} autoComplete="tel" />
        </Form.Item>
        <Form.Item label={t('settings.city')} name="city">
          <Input autoComplete="address-level2" />
        </Form.Item>
        <Form.Item label={t('settings.state')} name="state">
          <Input autoComplete="address-level1" />
        </Form.Item>
        {withTimezone ? (
          <Form.Item label={t('settings.timezone')} name="timezone" extra={t('settings.timezoneHint')}>
            <Input />
          </Form.Item>
        ) : null}
        <Button type="primary" htmlType="submit" loading={saving}>
          {t('settings.saveProfile')}
        </Button>
      </Form>
    </>
  );
}
