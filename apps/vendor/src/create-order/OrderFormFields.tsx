import type { ReactNode } from 'react';
import { Col, Form, Input, Row, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '@fixflow/i18n';
import { PhoneInput, phoneFormRule } from '@fixflow/ui/phone';
import { AppliancePicker, type AppliancePickerProps } from './AppliancePicker';
import { TimeSlotField } from './TimeSlotField';

/** The order's fields, shared by create and edit so both ask the same way. */
export function OrderFormFields({ customerHint, customer = null }: { customerHint?: ReactNode; customer?: AppliancePickerProps['customer'] }) {
  const { t, i18n } = useTranslation('vendor');
  const required = [{ required: true, whitespace: true, message: t('order.required') }];
  return (
    <>
      <Typography.Title level={4} style={{ marginTop: 0 }}>{t('createOrder.customerSection')}</Typography.Title>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item name="phone" label={t('order.fields.phone')} rules={[...required, phoneFormRule(currentLanguage(i18n))]} validateTrigger="onBlur" extra={customerHint}>
            <PhoneInput as={Input} autoComplete="off" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="customer_name" label={t('order.fields.customerName')} rules={required}>
            <Input autoComplete="off" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="email" label={t('order.fields.email')} rules={[{ type: 'email', message: t('createOrder.emailInvalid') }]}>
            <Input inputMode="email" autoComplete="off" />
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
      <AppliancePicker customer={customer} />
    </>
  );
}
