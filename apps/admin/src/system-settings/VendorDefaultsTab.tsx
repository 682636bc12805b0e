import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Form, Input, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { typed } from '@fixflow/api-client';
import type { PlatformVendorDefaults } from '@fixflow/contracts';
import { showFieldErrors, useShell } from '@fixflow/shell-sdk';
import { queryKeys } from '@fixflow/shell-sdk/data';
import { ApiErrorAlert } from '@fixflow/ui';

/** Tax rate, commission and recall window a vendor that never saved its own settings is reckoned with. */
export function VendorDefaultsTab() {
  const { t, i18n } = useTranslation('admin');
  const { api, toast } = useShell();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<PlatformVendorDefaults>();
  const [failure, setFailure] = useState<unknown>(null);
  const defaults = useQuery({
    queryKey: queryKeys.systemSettingsTab('vendor-defaults'),
    queryFn: ({ signal }) => typed(api).get('/admin/system-settings/vendor-defaults', { signal }),
  });
  const saving = useMutation({
    mutationFn: (body: PlatformVendorDefaults) => typed(api).put('/admin/system-settings/vendor-defaults', { body }),
    onSuccess: (saved) => {
      queryClient.setQueryData(queryKeys.systemSettingsTab('vendor-defaults'), saved);
      form.setFieldsValue(saved);
      toast.success(t('system.saved'), t('system.savedText'));
    },
    onError: (error) => {
      if (!showFieldErrors(form, error, ['tax_rate_pct', 'default_commission_pct', 'recall_window_days'], i18n)) setFailure(error);
    },
  });

  if (defaults.error) return <ApiErrorAlert error={defaults.error} ns="admin" title={t('system.loadFailed')} onRetry={() => void defaults.refetch()} />;
  if (!defaults.data) return <Skeleton active />;
  return (
    <Card title={t('system.defaultsTitle')} style={{ maxWidth: 560 }}>
      <Typography.Paragraph type="secondary">{t('system.defaultsText')}</Typography.Paragraph>
      {failure ? <ApiErrorAlert error={failure} ns="admin" title={t('system.saveFailed')} /> : null}
      <Form<PlatformVendorDefaults>
        form={form}
        layout="vertical"
        initialValues={defaults.data}
        onFinish={(values) => {
          setFailure(null);
          saving.mutate({ ...values, recall_window_days: Number(values.recall_window_days) });
        }}
        data-testid="vendor-defaults-form"
      >
        <Form.Item name="tax_rate_pct" label={t('system.taxRate')} rules={[{ required: true }]}>
          <Input inputMode="decimal" />
        </Form.Item>
        <Form.Item name="default_commission_pct" label={t('system.commission')} rules={[{ required: true }]}>
          <Input inputMode="decimal" />
        </Form.Item>
        <Form.Item name="recall_window_days" label={t('system.recallWindow')} rules={[{ required: true }]}>
          <Input inputMode="numeric" />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={saving.isPending}>
          {t('system.save')}
        </Button>
      </Form>
    </Card>
  );
}
