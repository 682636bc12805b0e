import { useState } from 'react';
import { Form, Input, Modal, Radio, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { CANCEL_SIDES, type CancelSide } from '@fixflow/contracts';
import { RatingStars } from '@fixflow/ui';

interface DialogProps {
  open: boolean;
  invoice: string;
  busy: boolean;
  onClose(): void;
}

/** "Approve": the customer's 1–5 rating, optional, sent with `{to: "closed"}`. */
export function CloseOrderDialog({ open, invoice, busy, onClose, onConfirm }: DialogProps & { onConfirm(rating: number | null): void }) {
  const { t } = useTranslation('vendor');
  const [rating, setRating] = useState<number | null>(null);
  return (
    <Modal
      open={open}
      title={t('rating.closeTitle', { invoice })}
      okText={t('rating.confirm')}
      cancelText={t('rating.back')}
      confirmLoading={busy}
      destroyOnHidden
      afterClose={() => setRating(null)}
      onCancel={onClose}
      onOk={() => onConfirm(rating)}
    >
      <Typography.Paragraph>{t('rating.closeText')}</Typography.Paragraph>
      <RatingStars value={rating} onChange={setRating} ns="vendor" label={t('rating.label')} />
    </Modal>
  );
}

interface CancelValues {
  reason?: string;
  cancel_side?: CancelSide;
}

/** "Cancel order": the reason and whose side called it off (a customer's never counts against the technician). */
export function CancelOrderDialog({ open, invoice, busy, onClose, onConfirm, reasonNeeded }: DialogProps & { reasonNeeded: boolean; onConfirm(reason: string | undefined, side: CancelSide): void }) {
  const { t } = useTranslation('vendor');
  const [form] = Form.useForm<CancelValues>();
  return (
    <Modal
      open={open}
      title={t('cancelOrder.title', { invoice })}
      okText={t('cancelOrder.confirm')}
      okButtonProps={{ danger: true }}
      cancelText={t('cancelOrder.back')}
      confirmLoading={busy}
      destroyOnHidden
      onCancel={onClose}
      onOk={() => form.submit()}
    >
      <Form<CancelValues> form={form} layout="vertical" preserve={false} onFinish={(values) => onConfirm(values.reason?.trim() || undefined, values.cancel_side!)}>
        <Form.Item name="cancel_side" label={t('cancelOrder.sideLabel')} extra={t('cancelOrder.sideHint')} rules={[{ required: true, message: t('cancelOrder.sideRequired') }]}>
          <Radio.Group options={CANCEL_SIDES.map((side) => ({ value: side, label: t(`cancelOrder.sides.${side}`) }))} />
        </Form.Item>
        <Form.Item name="reason" label={t('order.fields.reason')} rules={reasonNeeded ? [{ required: true, whitespace: true, message: t('order.reasonDialog.required') }] : []}>
          <Input.TextArea rows={3} placeholder={t('order.reasonDialog.placeholder')} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
