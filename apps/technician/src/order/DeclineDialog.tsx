import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { DECLINE_REASON_MAX, type Order } from '@fixflow/contracts';
import { addTechnicianDispatchWords } from '@fixflow/i18n/technician-dispatch';
import { describeApiError, showFieldErrors, useShell } from '@fixflow/shell-sdk';
import { queryKeys, useOutboxSend } from '@fixflow/shell-sdk/data';

export interface DeclineDialogProps {
  order: Pick<Order, 'id' | 'invoice_number'>;
  onClose(): void;
  /** Declined: the order is no longer this technician's (the order page leaves it). */
  onDeclined?(): void;
}

/**
 * POST /api/orders/:id/decline: the technician gives a pending assignment back, with the reason
 * the vendor reads (required, at most DECLINE_REASON_MAX characters). Loaded when first opened.
 */
export function DeclineDialog({ order, onClose, onDeclined }: DeclineDialogProps) {
  const { t } = useTranslation('technician');
  const { toast, i18n } = useShell();
  const send = useOutboxSend();
  addTechnicianDispatchWords(i18n);
  const [form] = Form.useForm<{ reason: string }>();
  const queryClient = useQueryClient();
  const declining = useMutation({
    // Through the outbox (issue 19): offline it is kept on the phone and the order leaves the lists at once.
    mutationFn: (reason: string) =>
      send({
        method: 'POST',
        path: `/orders/${encodeURIComponent(order.id)}/decline`,
        body: { reason },
        label: { kind: 'decline', ref: order.invoice_number },
        subject: `order:${order.id}`,
        order_id: order.id,
        patch: { kind: 'order-gone', order_id: order.id },
      }),
    onSuccess: async (result) => {
      if (!result.queued) toast.success(t('decline.done', { invoice: order.invoice_number }));
      onDeclined?.();
      onClose();
      // It leaves the technician's lists and schedule (the live event says so too, a moment later).
      await queryClient.invalidateQueries({ queryKey: queryKeys.orders });
    },
    onError: (error) => {
      if (!showFieldErrors(form, error, ['reason'], i18n)) toast.error(describeApiError(error, i18n));
    },
  });

  return (
    <Modal
      open
      title={t('decline.title', { invoice: order.invoice_number })}
      okText={t('decline.confirm')}
      okButtonProps={{ danger: true }}
      cancelText={t('decline.cancel')}
      confirmLoading={declining.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <p>{t('decline.explain')}</p>
      <Form form={form} layout="vertical" onFinish={({ reason }) => declining.mutate(reason.trim())}>
        <Form.Item
          name="reason"
          label={t('decline.reason')}
          rules={[
            { required: true, whitespace: true, message: t('decline.required') },
            { max: DECLINE_REASON_MAX, message: t('decline.tooLong', { max: DECLINE_REASON_MAX }) },
          ]}
        >
          <Input.TextArea rows={3} maxLength={DECLINE_REASON_MAX} showCount placeholder={t('decline.placeholder')} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
