import { useState } from 'react';
import { Button, Col, Drawer, Flex, Form, Input, Row, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { CUSTOMER_LABEL_MAX, CUSTOMER_NOTES_MAX, type CustomerRecord } from '@fixflow/contracts';
import { currentLanguage } from '@fixflow/i18n';
import { useShell } from '@fixflow/shell-sdk';
import { ApiErrorAlert } from '@fixflow/ui';
import { PhoneInput, phoneFormRule } from '@fixflow/ui/phone';
import { useCustomerByPhone } from '../create-order/useCustomerByPhone';
import { customerName, formValuesOf, showCustomerErrors, useCreateCustomer, useUpdateCustomer, type CustomerFormValues } from './customer-data';

export interface CustomerFormDrawerProps {
  open: boolean;
  /** The customer edited; null: a new one. */
  record: CustomerRecord | null;
  onClose: () => void;
}

/** "New customer" and a customer's edit: one form, in a drawer (the whole screen on a phone). */
export function CustomerFormDrawer({ open, record, onClose }: CustomerFormDrawerProps) {
  const { t } = useTranslation('vendor');
  const { navigate, toast, i18n } = useShell();
  const [form] = Form.useForm<CustomerFormValues>();
  const [failure, setFailure] = useState<unknown>(null);
  const creating = useCreateCustomer();
  const updating = useUpdateCustomer(record?.id ?? '');
  const saving = record ? updating : creating;

  const onError = (error: unknown) => {
    if (!showCustomerErrors(form, error, i18n)) setFailure(error);
  };
  const save = (values: CustomerFormValues) => {
    setFailure(null);
    if (record) {
      updating.mutate(values, {
        onSuccess: () => {
          toast.success(t('customers.saved'));
          onClose();
        },
        onError,
      });
      return;
    }
    creating.mutate(values, {
      onSuccess: (customer) => {
        toast.success(t('customers.added', { name: customerName(customer) }));
        onClose();
        navigate(`/customers/${customer.id}`);
      },
      onError,
    });
  };

  return (
    <Drawer
      open={open}
      onClose={onClose}
      size="min(640px, 100vw)"
      title={t(record ? 'customers.editTitle' : 'customers.newTitle')}
      destroyOnHidden
      footer={
        <Flex justify="flex-end" gap={8}>
          <Button onClick={onClose}>{t('customers.cancel')}</Button>
          <Button type="primary" loading={saving.isPending} onClick={() => form.submit()} data-testid="customer-save">
            {t(record ? 'customers.save' : 'customers.add')}
          </Button>
        </Flex>
      }
    >
      {failure ? <ApiErrorAlert error={failure} ns="vendor" /> : null}
      <Form<CustomerFormValues> form={form} layout="vertical" requiredMark="optional" preserve={false} initialValues={record ? formValuesOf(record) : {}} onFinish={save}>
        <CustomerFields editing={record !== null} onOpenKnown={onClose} />
      </Form>
    </Drawer>
  );
}

function CustomerFields({ editing, onOpenKnown }: { editing: boolean; onOpenKnown: () => void }) {
  const { t, i18n } = useTranslation('vendor');
  const { navigate } = useShell();
  const form = Form.useFormInstance<CustomerFormValues>();
  const phone = Form.useWatch('phone', form);
  // A new customer's number another customer has already: say whose, rather than let the save update that one.
  const known = useCustomerByPhone(editing ? undefined : phone);
  const required = [{ required: true, whitespace: true, message: t('order.required') }];
  const phoneRule = phoneFormRule(currentLanguage(i18n));
  const knownHint = known ? (
    <span data-testid="customer-known">
      {t('customers.phoneKnown', { name: customerName(known) })}{' '}
      <Typography.Link
        href={`/customers/${known.id}`}
        onClick={(event) => {
          event.preventDefault();
          onOpenKnown();
          navigate(`/customers/${known.id}`);
        }}
      >
        {t('customers.openKnown')}
      </Typography.Link>
    </span>
  ) : undefined;

  return (
    <>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item name="name" label={t('customers.fields.name')} rules={required}>
            <Input autoComplete="off" maxLength={200} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="phone" label={t('customers.fields.phone')} rules={[...required, phoneRule]} validateTrigger="onBlur" extra={knownHint}>
            <PhoneInput as={Input} autoComplete="off" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="email" label={t('customers.fields.email')} rules={[{ type: 'email', message: t('customers.emailInvalid') }]}>
            <Input inputMode="email" autoComplete="off" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="address" label={t('customers.fields.address')}>
            <Input autoComplete="off" maxLength={300} />
          </Form.Item>
        </Col>
        <Col xs={24} md={10}>
          <Form.Item name="city" label={t('customers.fields.city')}>
            <Input autoComplete="off" maxLength={100} />
          </Form.Item>
        </Col>
        <Col xs={12} md={7}>
          <Form.Item name="state" label={t('customers.fields.state')}>
            <Input autoComplete="off" maxLength={100} />
          </Form.Item>
        </Col>
        <Col xs={12} md={7}>
          <Form.Item name="zip_code" label={t('customers.fields.zip')}>
            <Input autoComplete="off" maxLength={20} />
          </Form.Item>
        </Col>
        <Col span={24}>
          <Form.Item name="notes" label={t('customers.fields.notes')}>
            <Input.TextArea rows={3} maxLength={CUSTOMER_NOTES_MAX} showCount placeholder={t('customers.notesPlaceholder')} />
          </Form.Item>
        </Col>
      </Row>
      {editing ? (
        <>
          <Typography.Title level={5}>{t('customers.otherPhones')}</Typography.Title>
          <Form.List name="phones">
            {(rows, { add, remove }) => (
              <>
                {rows.map((row) => (
                  <Row key={row.key} gutter={8} align="top" wrap={false}>
                    <Col flex="1 1 55%">
                      <Form.Item name={[row.name, 'phone']} label={t('customers.fields.phone')} rules={[...required, phoneRule]} validateTrigger="onBlur">
                        <PhoneInput as={Input} autoComplete="off" />
                      </Form.Item>
                    </Col>
                    <Col flex="1 1 45%">
                      <Form.Item name={[row.name, 'label']} label={t('customers.fields.label')}>
                        <Input autoComplete="off" maxLength={CUSTOMER_LABEL_MAX} placeholder={t('customers.phoneLabelPlaceholder')} />
                      </Form.Item>
                    </Col>
                    <Col flex="none" style={{ paddingTop: 30 }}>
                      <Button aria-label={t('customers.removePhone')} onClick={() => remove(row.name)}>
                        ×
                      </Button>
                    </Col>
                  </Row>
                ))}
                <Button onClick={() => add({})} style={{ marginBottom: 24 }}>
                  {t('customers.addPhone')}
                </Button>
              </>
            )}
          </Form.List>
          <Typography.Title level={5}>{t('customers.otherAddresses')}</Typography.Title>
          <Form.List name="addresses">
            {(rows, { add, remove }) => (
              <>
                {rows.map((row) => (
                  <fieldset key={row.key} data-testid="other-address" style={{ border: 0, padding: 0, margin: '0 0 8px' }}>
                    <Row gutter={8}>
                      <Col xs={24} md={16}>
                        <Form.Item name={[row.name, 'address']} label={t('customers.fields.address')} rules={required}>
                          <Input autoComplete="off" maxLength={300} />
                        </Form.Item>
                      </Col>
                      <Col xs={24} md={8}>
                        <Form.Item name={[row.name, 'label']} label={t('customers.fields.label')}>
                          <Input autoComplete="off" maxLength={CUSTOMER_LABEL_MAX} placeholder={t('customers.addressLabelPlaceholder')} />
                        </Form.Item>
                      </Col>
                      <Col xs={24} md={10}>
                        <Form.Item name={[row.name, 'city']} label={t('customers.fields.city')}>
                          <Input autoComplete="off" maxLength={100} />
                        </Form.Item>
                      </Col>
                      <Col xs={12} md={7}>
                        <Form.Item name={[row.name, 'state']} label={t('customers.fields.state')}>
                          <Input autoComplete="off" maxLength={100} />
                        </Form.Item>
                      </Col>
                      <Col xs={12} md={7}>
                        <Form.Item name={[row.name, 'zip_code']} label={t('customers.fields.zip')}>
                          <Input autoComplete="off" maxLength={20} />
                        </Form.Item>
                      </Col>
                    </Row>
                    <Button size="small" onClick={() => remove(row.name)}>
                      {t('customers.removeAddress')}
                    </Button>
                  </fieldset>
                ))}
                <Button onClick={() => add({})}>{t('customers.addAddress')}</Button>
              </>
            )}
          </Form.List>
        </>
      ) : null}
    </>
  );
}
