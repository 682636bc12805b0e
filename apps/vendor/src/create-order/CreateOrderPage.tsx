import { useState } from 'react';
import { Alert, Button, Card, Col, Form, Input, Row, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Order } from '@fixflow/contracts';
import { describeApiError, fieldErrors, useShell } from '@fixflow/shell-sdk';
import { VendorPageHeader } from '../layout/VendorPageHeader';
import { ORDER_FORM_FIELDS, customerFields, toOrderRequest, type OrderFormValues } from './order-form';
import { TimeSlotField } from './TimeSlotField';
import { useCustomerByPhone } from './useCustomerByPhone';

export function CreateOrderPage() {
  const { t } = useTranslation('vendor');
  const { api, navigate, toast, i18n } = useShell();
  const [form] = Form.useForm<OrderFormValues>();
  const phone = Form.useWatch('phone', form);
  const customer = useCustomerByPhone(phone);
  const [failure, setFailure] = useState<unknown>(null);
  const [saving, setSaving] = useState(false);
  const required = [{ required: true, whitespace: true, message: t('order.required') }];

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
        {failure ? <Alert type="error" showIcon message={describeApiError(failure, i18n)} style={{ marginBottom: 16 }} /> : null}
        <Form<OrderFormValues> form={form} layout="vertical" initialValues={{ time_slot: 'morning' }} onFinish={(values) => void submit(values)} requiredMark="optional">
          <Typography.Title level={4}>{t('createOrder.customerSection')}</Typography.Title>
          <Row gutter={16}>
            <Col xs={24} md={12}>
              <Form.Item name="phone" label={t('order.fields.phone')} rules={required} extra={customer ? (
                <span data-testid="customer-found">
                  {t('createOrder.customerFound', { name: [customer.first_name, customer.last_name].filter(Boolean).join(' ') })}{' '}
                  <Button type="link" size="small" onClick={() => form.setFieldsValue(customerFields(customer))}>{t('createOrder.useCustomer')}</Button>
                </span>
              ) : undefined}>
                <Input type="tel" autoComplete="off" />
              </Form.Item>
            </Col>
            <Col xs={24} md={12}>
              <Form.Item name="customer_name" label={t('order.fields.customerName')} rules={required}>
                <Input autoComplete="off" />
              </Form.Item>
            </Col>
            <Col xs={24} md={12}>
              <Form.Item name="email" label={t('order.fields.email')} rules={[{ type: 'email', message: t('createOrder.emailInvalid') }]}>
                <Input type="email" autoComplete="off" />
              </Form.Item>
            </Col>
            <Col xs={24} md={12}>
              <Form.Item name="address" label={t('order.fields.address')}>
                <Input autoComplete="off" />
              </Form.Item>
            </Col>
            <Col xs={24} md={8}>
              <Form.Item name="city" label={t('order.fields.city')}>
                <Input autoComplete="off" />
              </Form.Item>
            </Col>
            <Col xs={12} md={8}>
              <Form.Item name="state" label={t('order.fields.state')}>
                <Input autoComplete="off" />
              </Form.Item>
            </Col>
            <Col xs={12} md={8}>
              <Form.Item name="zip_code" label={t('order.fields.zip')}>
                <Input autoComplete="off" />
              </Form.Item>
            </Col>
          </Row>
          <Typography.Title level={4}>{t('createOrder.visitSection')}</Typography.Title>
          <Row gutter={16}>
            <Col xs={24} md={8}>
              <Form.Item name="service_date" label={t('order.fields.serviceDate')} rules={required}>
                <Input type="date" />
              </Form.Item>
            </Col>
            <Col xs={24} md={16}>
              <Form.Item name="time_slot" label={t('order.fields.timeSlot')} rules={required}>
                <TimeSlotField />
              </Form.Item>
            </Col>
            <Col xs={24} md={8}>
              <Form.Item name="appliance_type" label={t('order.fields.appliance')}>
                <Input placeholder={t('createOrder.appliancePlaceholder')} />
              </Form.Item>
            </Col>
            <Col xs={24} md={16}>
              <Form.Item name="issue_description" label={t('order.fields.issue')}>
                <Input.TextArea rows={3} />
              </Form.Item>
            </Col>
          </Row>
          <Button type="primary" htmlType="submit" loading={saving}>{t('createOrder.submit')}</Button>
        </Form>
      </Card>
    </>
  );
}
