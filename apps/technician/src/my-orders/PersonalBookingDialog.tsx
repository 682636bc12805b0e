import { useState } from 'react';
import { Form, Input, Modal, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { NAMED_TIME_SLOTS, type CreatePersonalOrderRequest, type Order } from '@fixflow/contracts';
import { describeApiError, useShell } from '@fixflow/shell-sdk';

interface PersonalBookingValues {
  service_date: string;
  time_slot: string;
  issue_description?: string;
}

/** POST /api/orders/personal: blocks the technician's time; the API fills SPEC.md §5's defaults. */
export function PersonalBookingDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  const { t } = useTranslation('technician');
  const { api, toast, i18n } = useShell();
  const [form] = Form.useForm<PersonalBookingValues>();
  const [saving, setSaving] = useState(false);

  async function submit(values: PersonalBookingValues) {
    setSaving(true);
    try {
      const request: CreatePersonalOrderRequest = {
        service_date: values.service_date,
        time_slot: values.time_slot,
        issue_description: values.issue_description?.trim() || undefined,
      };
      await api.post<Order>('/orders/personal', request);
      toast.success(t('personal.booked'));
      form.resetFields();
      onClose();
    } catch (error) {
      toast.error(describeApiError(error, i18n));
    } finally {
      setSaving(false);
    }
  }

  return (
    <Modal open={open} title={t('personal.title')} okText={t('personal.submit')} cancelText={t('personal.cancel')} confirmLoading={saving} onOk={() => form.submit()} onCancel={onClose} destroyOnHidden>
      <Form<PersonalBookingValues> form={form} layout="vertical" initialValues={{ time_slot: 'morning' }} onFinish={(values) => void submit(values)}>
        <Form.Item name="service_date" label={t('order.fields.serviceDate')} rules={[{ required: true, message: t('order.required') }]}>
          <Input type="date" />
        </Form.Item>
        <Form.Item name="time_slot" label={t('order.fields.timeSlot')}>
          <Select options={NAMED_TIME_SLOTS.map((slot) => ({ value: slot, label: t(`order.slot.${slot}`) }))} />
        </Form.Item>
        <Form.Item name="issue_description" label={t('personal.note')}>
          <Input placeholder={t('personal.notePlaceholder')} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
