import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Form, Input, Modal, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { NAMED_TIME_SLOTS, type CreatePersonalOrderRequest } from '@fixflow/contracts';
import { describeApiError, showFieldErrors, useShell } from '@fixflow/shell-sdk';
import { queryKeys, useOutboxSend } from '@fixflow/shell-sdk/data';
import { Text } from '@fixflow/ui';

interface PersonalBookingValues {
  service_date: string;
  time_slot: string;
  issue_description?: string;
}

/** POST /api/orders/personal: blocks the technician's time; the API fills SPEC.md §5's defaults. */
export function PersonalBookingDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  const { t } = useTranslation('technician');
  const { toast, i18n } = useShell();
  const send = useOutboxSend();
  const [form] = Form.useForm<PersonalBookingValues>();
  const queryClient = useQueryClient();
  const saving = useMutation({
    // Through the outbox (issue 19): offline it waits on the phone (listed as waiting) until sent.
    mutationFn: (request: CreatePersonalOrderRequest) =>
      send({ method: 'POST', path: '/orders/personal', body: request, label: { kind: 'personal_booking', ref: request.service_date }, subject: null }),
    onSuccess: async (result) => {
      // The booking is one of the technician's orders: the lists and the schedule show it.
      await queryClient.invalidateQueries({ queryKey: queryKeys.orders });
      if (!result.queued) toast.success(t('personal.booked'));
      form.resetFields();
      onClose();
    },
    onError: (error) => {
      if (!showFieldErrors(form, error, ['service_date', 'time_slot', 'issue_description'], i18n)) toast.error(describeApiError(error, i18n));
    },
  });
  const submit = (values: PersonalBookingValues) =>
    saving.mutate({ service_date: values.service_date, time_slot: values.time_slot, issue_description: values.issue_description?.trim() || undefined });

  return (
    <Modal open={open} title={t('personal.title')} okText={t('personal.submit')} cancelText={t('personal.cancel')} confirmLoading={saving.isPending} onOk={() => form.submit()} onCancel={onClose} destroyOnHidden>
      <Text type="secondary" style={{ display: 'block', marginBottom: 16 }}>
        {t('personal.intro')}
      </Text>
      <Form<PersonalBookingValues> form={form} layout="vertical" initialValues={{ time_slot: 'morning' }} onFinish={submit}>
        <Form.Item name="service_date" label={t('personal.date')} rules={[{ required: true, message: t('order.required') }]}>
          <Input type="date" />
        </Form.Item>
        <Form.Item name="time_slot" label={t('personal.slot')}>
          <Select options={NAMED_TIME_SLOTS.map((slot) => ({ value: slot, label: t(`order.slot.${slot}`) }))} />
        </Form.Item>
        <Form.Item name="issue_description" label={t('personal.note')}>
          <Input placeholder={t('personal.notePlaceholder')} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
