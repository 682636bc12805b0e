import { useEffect } from 'react';
import { Col, Form, Row, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { ApiErrorAlert } from '@fixflow/ui';
import { ApplianceFields, applianceLabel } from '../customers/ApplianceFields';
import { useCustomerAppliances } from '../customers/appliance-data';
import { NEW_APPLIANCE, NEW_APPLIANCE_PREFIX, NO_APPLIANCE, type OrderFormValues } from './order-form';

export interface AppliancePickerProps {
  /** The order's customer once known (found by phone, or the edited order's); null for a new one. */
  customer: { id: string; name: string } | null;
}

/**
 * Which of the customer's appliances the order is for (GET /api/customers/:id/appliances), or a
 * new one recorded with the order; its type starts as the order's appliance type.
 */
export function AppliancePicker({ customer }: AppliancePickerProps) {
  const { t } = useTranslation('vendor');
  const form = Form.useFormInstance<OrderFormValues>();
  const choice = Form.useWatch('appliance_choice', form) ?? NO_APPLIANCE;
  const appliances = useCustomerAppliances(customer?.id);
  const items = appliances.data?.items ?? [];

  // Another customer found by the phone: the previous one's appliance is not theirs.
  useEffect(() => {
    if (!appliances.data) return;
    const current = form.getFieldValue('appliance_choice') as string | undefined;
    if (current && current !== NO_APPLIANCE && current !== NEW_APPLIANCE && !appliances.data.items.some((item) => item.id === current)) {
      form.setFieldValue('appliance_choice', NO_APPLIANCE);
    }
  }, [appliances.data, form]);

  const choose = (value: string) => {
    const orderType = (form.getFieldValue('appliance_type') as string | undefined)?.trim();
    if (value === NEW_APPLIANCE) {
      if (!(form.getFieldValue('new_appliance_type') as string | undefined)?.trim() && orderType) form.setFieldValue('new_appliance_type', orderType);
      return;
    }
    const picked = items.find((item) => item.id === value);
    if (picked && !orderType) form.setFieldValue('appliance_type', picked.type);
  };

  const hint = customer ? t('appliances.picker.hint', { name: customer.name }) : t('appliances.picker.newCustomerHint');
  return (
    <>
      <Row gutter={16}>
        <Col xs={24} md={16}>
          <Form.Item name="appliance_choice" label={t('appliances.picker.label')} extra={hint}>
            <Select
              data-testid="appliance-picker"
              aria-label={t('appliances.picker.label')}
              loading={appliances.isFetching}
              onChange={choose}
              options={[
                { value: NO_APPLIANCE, label: t('appliances.picker.none') },
                ...items.map((item) => ({ value: item.id, label: applianceLabel(item) })),
                { value: NEW_APPLIANCE, label: `+ ${t('appliances.picker.new')}` },
              ]}
            />
          </Form.Item>
        </Col>
      </Row>
      {appliances.isError ? <ApiErrorAlert error={appliances.error} ns="vendor" title={t('appliances.picker.loadFailed')} onRetry={() => void appliances.refetch()} /> : null}
      {choice === NEW_APPLIANCE ? (
        <div data-testid="new-appliance">
          <ApplianceFields prefix={NEW_APPLIANCE_PREFIX} />
        </div>
      ) : null}
    </>
  );
}
