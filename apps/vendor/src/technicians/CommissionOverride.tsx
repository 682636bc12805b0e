import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Flex, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { typed } from '@fixflow/api-client';
import { formatPercent, type TechnicianSummary, type VendorFinancialSettingsView } from '@fixflow/contracts';
import { showFieldErrors, useShell } from '@fixflow/shell-sdk';
import { queryKeys } from '@fixflow/shell-sdk/data';
import { ApiErrorAlert, Text, formatRate } from '@fixflow/ui';

/** The API answers the override as a number of percent (40.5); the wire of PATCH spells it "40.50". */
const spelled = (rate: number | null) => (rate === null ? '' : formatPercent(Math.round(rate * 1000), 2));

/**
 * The commission of one technician on the vendor's roster (issue 13): its own rate, or the
 * vendor's default when cleared. Applies to orders it completes from now on.
 */
export function CommissionOverride({ technician }: { technician: TechnicianSummary }) {
  const { t, i18n } = useTranslation('vendor');
  const { api, toast } = useShell();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<{ commission_pct: string }>();
  const [failure, setFailure] = useState<unknown>(null);
  const [saving, setSaving] = useState(false);
  const { data: settings } = useQuery({
    queryKey: queryKeys.vendorSettings,
    queryFn: ({ signal }): Promise<VendorFinancialSettingsView> => typed(api).get('/vendor-settings', { signal }),
  });
  const vendorDefault = settings ? t('commission.vendorDefault', { rate: formatRate(settings.default_commission_pct, i18n.language) }) : null;
  const own = technician.commission_rate;

  const save = async (commission: string | null) => {
    setFailure(null);
    setSaving(true);
    try {
      await typed(api).patch('/technicians/{id}', { path: { id: technician.id }, body: { commission_pct: commission } });
      await queryClient.invalidateQueries({ queryKey: queryKeys.technician(technician.id) });
      if (commission === null) form.setFieldsValue({ commission_pct: '' });
      toast.success(t('commission.saved'));
    } catch (error) {
      if (!showFieldErrors(form, error, ['commission_pct'], i18n)) setFailure(error);
    } finally {
      setSaving(false);
    }
  };

  return (
    <div data-testid="commission-override">
      <p style={{ margin: '0 0 8px' }}>
        <Text type="secondary">{t('commission.current')}: </Text>
        <Text strong data-testid="commission-in-force">
          {own === null ? (vendorDefault ?? '—') : t('commission.own', { rate: formatRate(spelled(own), i18n.language) })}
        </Text>
      </p>
      {failure ? <ApiErrorAlert error={failure} ns="vendor" title={t('commission.saveFailed')} /> : null}
      <Form
        form={form}
        layout="vertical"
        name="commission"
        requiredMark={false}
        initialValues={{ commission_pct: spelled(own) }}
        onFinish={(values) => void save(values.commission_pct.trim() || null)}
      >
        <Form.Item label={t('commission.label')} name="commission_pct" extra={t('commission.help')}>
          <Input inputMode="decimal" autoComplete="off" placeholder={t('commission.placeholder')} style={{ maxWidth: 200 }} />
        </Form.Item>
        <Flex wrap gap={8}>
          <Button type="primary" htmlType="submit" loading={saving}>
            {t('commission.save')}
          </Button>
          {own !== null ? (
            <Button disabled={saving} onClick={() => void save(null)}>
              {t('commission.useDefault')}
            </Button>
          ) : null}
        </Flex>
      </Form>
    </div>
  );
}
