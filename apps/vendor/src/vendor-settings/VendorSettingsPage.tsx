import { useMemo, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Col, Form, Input, Row, Select, Skeleton, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { typed } from '@fixflow/api-client';
import { addVendorDispatchWords } from '@fixflow/i18n/vendor-dispatch';
import { MESSAGE_LANGUAGES, type VendorFinancialSettings, type VendorFinancialSettingsView } from '@fixflow/contracts';
import { showFieldErrors, useShell } from '@fixflow/shell-sdk';
import { queryKeys } from '@fixflow/shell-sdk/data';
import { ApiErrorAlert, PageHeader, Text, useDates, weekdayName } from '@fixflow/ui';

const FIELDS = ['default_commission_pct', 'tax_rate_pct', 'tax_labor', 'card_fee_pct', 'card_fee_fixed', 'settlement_week_start', 'timezone', 'recall_window_days', 'on_my_way_sms', 'customer_language'] as const;
const WEEKDAYS = [1, 2, 3, 4, 5, 6, 0];

/** The recall window as typed: a whole number goes as one; anything else goes as typed, for the API's field error. */
function wholeDays(typed: unknown): number {
  const text = String(typed ?? '').trim();
  return (/^\d+$/.test(text) ? Number(text) : text) as number;
}

/** Every IANA zone this browser knows, with the saved one first in line if the browser lacks it. */
function timeZones(current: string): string[] {
  const zones = Intl.supportedValuesOf('timeZone');
  return zones.includes(current) ? zones : [current, ...zones];
}

/**
 * /vendor-settings (issue 13): the vendor's money settings, and (issue 17) the texts customers get.
 * The API checks every value (field errors by code land under their fields, translated); a money
 * change applies to orders completed from then on, never to earlier ones, and the API keeps each version.
 */
export function VendorSettingsPage() {
  const { t, i18n } = useTranslation('vendor');
  // The customer-text words come with this chunk, not with the remote's entry.
  addVendorDispatchWords(i18n);
  const { api, toast } = useShell();
  const dates = useDates();
  const queryClient = useQueryClient();
  const { data: settings, error, refetch } = useQuery({
    queryKey: queryKeys.vendorSettings,
    queryFn: ({ signal }): Promise<VendorFinancialSettingsView> => typed(api).get('/vendor-settings', { signal }),
  });

  const header = <PageHeader title={t('vendorSettings.title')} subtitle={t('vendorSettings.subtitle')} />;
  if (error && !settings) {
    return (
      <>
        {header}
        <ApiErrorAlert error={error} ns="vendor" title={t('vendorSettings.loadFailed')} onRetry={() => void refetch()} />
      </>
    );
  }
  if (!settings) {
    return (
      <>
        {header}
        <Skeleton active />
      </>
    );
  }
  return (
    <>
      {header}
      <SettingsForm
        settings={settings}
        savedNote={settings.updated_at ? t('vendorSettings.lastSaved', { date: dates.instant(settings.updated_at) }) : t('vendorSettings.defaults')}
        save={async (values) => {
          const saved = await typed(api).put('/vendor-settings', { body: values });
          queryClient.setQueryData(queryKeys.vendorSettings, saved);
          toast.success(t('vendorSettings.saved'));
        }}
        language={i18n.language}
      />
    </>
  );
}

function SettingsForm({
  settings,
  savedNote,
  save,
  language,
}: {
  settings: VendorFinancialSettings;
  savedNote: string;
  save: (values: VendorFinancialSettings) => Promise<void>;
  language: string;
}) {
  const { t, i18n } = useTranslation('vendor');
  const [form] = Form.useForm<VendorFinancialSettings>();
  const [failure, setFailure] = useState<unknown>(null);
  const [saving, setSaving] = useState(false);
  const zones = useMemo(() => timeZones(settings.timezone).map((zone) => ({ value: zone, label: zone })), [settings.timezone]);
  const weekdays = useMemo(() => WEEKDAYS.map((day) => ({ value: day, label: weekdayName(day, language) })), [language]);
  const label = (field: Exclude<(typeof FIELDS)[number], 'on_my_way_sms' | 'customer_language'>) => t(`vendorSettings.fields.${field}`);
  const customerLanguages = MESSAGE_LANGUAGES.map((value) => ({ value, label: t(`dispatch.customerTexts.languages.${value}`) }));

  const submit = async (values: VendorFinancialSettings) => {
    setFailure(null);
    setSaving(true);
    try {
      await save({ ...values, default_commission_pct: values.default_commission_pct.trim(), tax_rate_pct: values.tax_rate_pct.trim(), card_fee_pct: values.card_fee_pct.trim(), card_fee_fixed: values.card_fee_fixed.trim(), recall_window_days: wholeDays(values.recall_window_days) });
    } catch (error) {
      if (!showFieldErrors(form, error, FIELDS, i18n)) setFailure(error);
    } finally {
      setSaving(false);
    }
  };

  const decimal = { inputMode: 'decimal' as const, autoComplete: 'off', style: { maxWidth: 200 } };
  return (
    <>
      {failure ? <ApiErrorAlert error={failure} ns="vendor" title={t('vendorSettings.saveFailed')} /> : null}
      <Form<VendorFinancialSettings> form={form} layout="vertical" name="vendor-settings" requiredMark={false} initialValues={settings} onFinish={(values) => void submit(values)}>
        <Row gutter={[16, 16]}>
          <Col xs={24} lg={12}>
            <Card title={t('vendorSettings.commissionSection')} size="small">
              <Form.Item label={label('default_commission_pct')} name="default_commission_pct" extra={t('vendorSettings.help.default_commission_pct')}>
                <Input {...decimal} />
              </Form.Item>
              <Form.Item label={label('recall_window_days')} name="recall_window_days" extra={t('vendorSettings.help.recall_window_days')}>
                <Input inputMode="numeric" autoComplete="off" style={{ maxWidth: 200 }} />
              </Form.Item>
            </Card>
          </Col>
          <Col xs={24} lg={12}>
            <Card title={t('vendorSettings.taxSection')} size="small">
              <Form.Item label={label('tax_rate_pct')} name="tax_rate_pct" extra={t('vendorSettings.help.tax_rate_pct')}>
                <Input {...decimal} />
              </Form.Item>
              <Form.Item label={label('tax_labor')} name="tax_labor" valuePropName="checked">
                <Switch />
              </Form.Item>
            </Card>
          </Col>
          <Col xs={24} lg={12}>
            <Card title={t('vendorSettings.cardSection')} size="small">
              <Form.Item label={label('card_fee_pct')} name="card_fee_pct">
                <Input {...decimal} />
              </Form.Item>
              <Form.Item label={label('card_fee_fixed')} name="card_fee_fixed" extra={t('vendorSettings.help.card_fee_fixed')}>
                <Input {...decimal} />
              </Form.Item>
            </Card>
          </Col>
          <Col xs={24} lg={12}>
            <Card title={t('vendorSettings.weekSection')} size="small">
              <Form.Item label={label('settlement_week_start')} name="settlement_week_start">
                <Select options={weekdays} style={{ maxWidth: 240 }} />
              </Form.Item>
              <Form.Item label={label('timezone')} name="timezone">
                <Select options={zones} showSearch style={{ maxWidth: 320 }} />
              </Form.Item>
            </Card>
          </Col>
          <Col xs={24} lg={12}>
            <Card title={t('dispatch.customerTexts.section')} size="small">
              <Form.Item label={t('dispatch.customerTexts.onMyWay')} name="on_my_way_sms" valuePropName="checked" extra={t('dispatch.customerTexts.onMyWayHelp')}>
                <Switch />
              </Form.Item>
              <Form.Item label={t('dispatch.customerTexts.language')} name="customer_language">
                <Select options={customerLanguages} style={{ maxWidth: 240 }} />
              </Form.Item>
            </Card>
          </Col>
        </Row>
        <div style={{ marginTop: 16, display: 'flex', flexWrap: 'wrap', gap: 12, alignItems: 'center' }}>
          <Button type="primary" htmlType="submit" loading={saving}>
            {t('vendorSettings.save')}
          </Button>
          <Text type="secondary" data-testid="settings-saved-note">
            {savedNote}
          </Text>
        </div>
      </Form>
    </>
  );
}
