import { useEffect, useState } from 'react';
import { Alert, Button, Card, Flex, Form, Skeleton } from 'antd';
import { useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { Order, OrderDetails } from '@fixflow/contracts';
import { describeApiError, fieldErrors, useShell } from '@fixflow/shell-sdk';
import { OrderFormFields } from '../create-order/OrderFormFields';
import { ORDER_FORM_FIELDS, toOrderRequest, type OrderFormValues } from '../create-order/order-form';
import { VendorPageHeader } from '../layout/VendorPageHeader';

const formValues = (order: Order): OrderFormValues => ({
  customer_name: order.customer_name,
  phone: order.phone,
  email: order.email ?? undefined,
  address: order.address ?? undefined,
  city: order.city ?? undefined,
  state: order.state ?? undefined,
  zip_code: order.zip_code ?? undefined,
  service_date: order.service_date,
  time_slot: order.time_slot,
  appliance_type: order.appliance_type ?? undefined,
  issue_description: order.issue_description ?? undefined,
});

/** PATCH /api/orders/:id. Read once, not live: a pushed change must not overwrite what is being typed. */
export function EditOrderPage() {
  const { t } = useTranslation('vendor');
  const { api, navigate, toast, i18n } = useShell();
  const { id = '' } = useParams<{ id: string }>();
  const [form] = Form.useForm<OrderFormValues>();
  const [order, setOrder] = useState<OrderDetails | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    api.get<OrderDetails>(`/orders/${encodeURIComponent(id)}`).then(setOrder, setFailure);
  }, [api, id]);

  async function save(values: OrderFormValues) {
    setSaving(true);
    setFailure(null);
    try {
      const { order_source: _source, ...changes } = toOrderRequest(values);
      await api.patch<Order>(`/orders/${id}`, changes);
      toast.success(t('editOrder.saved'));
      navigate(`/orders/${id}`);
    } catch (error) {
      const problems = fieldErrors(error, ORDER_FORM_FIELDS);
      if (problems.length) form.setFields(problems as { name: keyof OrderFormValues; errors: string[] }[]);
      else setFailure(error);
    } finally {
      setSaving(false);
    }
  }

  if (!order && !failure) return <Skeleton active />;
  return (
    <>
      <VendorPageHeader title={t('editOrder.title', { invoice: order?.invoice_number ?? '' })} subtitle={order?.customer_name ?? ''} />
      <Card>
        {failure ? <Alert type="error" showIcon title={describeApiError(failure, i18n)} style={{ marginBottom: 16 }} /> : null}
        {order ? (
          <Form<OrderFormValues> form={form} layout="vertical" initialValues={formValues(order)} onFinish={(values) => void save(values)} requiredMark="optional">
            <OrderFormFields />
            <Flex gap={8}>
              <Button type="primary" htmlType="submit" loading={saving}>{t('editOrder.save')}</Button>
              <Button onClick={() => navigate(`/orders/${id}`)}>{t('assign.backToOrder')}</Button>
            </Flex>
          </Form>
        ) : null}
      </Card>
    </>
  );
}
