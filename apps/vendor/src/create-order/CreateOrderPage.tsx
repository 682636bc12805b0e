import { useState } from 'react';
import { Alert, Button, Card, Form } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Order } from '@fixflow/contracts';
import { describeApiError, fieldErrors, useShell } from '@fixflow/shell-sdk';
import { VendorPageHeader } from '../layout/VendorPageHeader';
import { ORDER_FORM_FIELDS, customerFields, toOrderRequest, type OrderFormValues } from './order-form';
import { OrderFormFields } from './OrderFormFields';
import { useCustomerByPhone } from './useCustomerByPhone';

export function CreateOrderPage() {
  const { t } = useTranslation('vendor');
  const { api, navigate, toast, i18n } = useShell();
  const [form] = Form.useForm<OrderFormValues>();
  const phone = Form.useWatch('phone', form);
  const customer = useCustomerByPhone(phone);
  const [failure, setFailure] = useState<unknown>(null);
  const [saving, setSaving] = useState(false);
  const customerHint = customer ? (
    <span data-testid="customer-found">
      {t('createOrder.customerFound', { name: [customer.first_name, customer.last_name].filter(Boolean).join(' ') })}{' '}
      <Button type="link" size="small" onClick={() => form.setFieldsValue(customerFields(customer))}>{t('createOrder.useCustomer')}</Button>
    </span>
  ) : undefined;

  async function submit(values: OrderFormValues) {
    setSaving(true);
    setFailure(null);
    try {
      const order = await api.post<Order>('/orders', toOrderRequest(values));
      toast.success(t('createOrder.created', { invoice: order.invoice_number }));
      navigate(`/orders/${order.id}`);
    } catch (error) {
      const problems = fieldErrors(error, ORDER_FORM_FIELDS);
      // Field problems go beside their inputs; anything else above the form.
      if (problems.length) form.setFields(problems as { name: keyof OrderFormValues; errors: string[] }[]);
      else setFailure(error);
    } finally {
      setSaving(false);
    }
  }

  return (
    <>
      <VendorPageHeader title={t('createOrder.title')} subtitle={t('createOrder.subtitle')} />
      <Card>
        {failure ? <Alert type="error" showIcon title={describeApiError(failure, i18n)} style={{ marginBottom: 16 }} /> : null}
        <Form<OrderFormValues> form={form} layout="vertical" initialValues={{ time_slot: 'morning' }} onFinish={(values) => void submit(values)} requiredMark="optional">
          <OrderFormFields customerHint={customerHint} />
          <Button type="primary" htmlType="submit" loading={saving}>{t('createOrder.submit')}</Button>
        </Form>
      </Card>
    </>
  );
}
