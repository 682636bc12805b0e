import { Col, Form, Input, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import type { APPLIANCE_FORM_FIELDS } from './appliance-data';

type Field = (typeof APPLIANCE_FORM_FIELDS)[number];

/**
 * An appliance's fields (type, brand, model, serial, install date), the same in the order form's
 * "Add an appliance" and on the customer's page. `prefix` names them apart inside a larger form.
 */
export function ApplianceFields({ prefix = '' }: { prefix?: string }) {
  const { t } = useTranslation('vendor');
  const name = (field: Field) => `${prefix}${field}`;
  return (
    <Row gutter={16}>
      <Col xs={24} md={8}>
        <Form.Item name={name('type')} label={t('appliances.fields.type')} rules={[{ required: true, whitespace: true, message: t('order.required') }]}>
          <Input autoComplete="off" placeholder={t('appliances.typePlaceholder')} />
        </Form.Item>
      </Col>
      <Col xs={12} md={8}>
        <Form.Item name={name('brand')} label={t('appliances.fields.brand')}>
          <Input autoComplete="off" />
        </Form.Item>
      </Col>
      <Col xs={12} md={8}>
        <Form.Item name={name('model')} label={t('appliances.fields.model')}>
          <Input autoComplete="off" />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item name={name('serial')} label={t('appliances.fields.serial')}>
          <Input autoComplete="off" />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item name={name('install_date')} label={t('appliances.fields.installDate')}>
          <Input type="date" />
        </Form.Item>
      </Col>
    </Row>
  );
}

/** How an appliance reads in a list or a picker: "Washer · Bosch WAT28 · SN 123". */
export function applianceLabel(appliance: { type: string; brand: string | null; model: string | null; serial: string | null }): string {
  const make = [appliance.brand, appliance.model].filter(Boolean).join(' ');
  return [appliance.type, make, appliance.serial ? `SN ${appliance.serial}` : ''].filter(Boolean).join(' · ');
}
