import { useState } from 'react';
import { Input, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

export interface ReasonDialogProps {
  open: boolean;
  ns: string;
  /** What the reason is for, e.g. "Cancel order". */
  action: string;
  busy?: boolean;
  onConfirm(reason: string): void;
  onClose(): void;
}

/** Hold and cancel need a reason (the API refuses without one): asked before the call, not after. */
export function ReasonDialog({ open, ns, action, busy, onConfirm, onClose }: ReasonDialogProps) {
  const { t } = useTranslation(ns);
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const missing = !reason.trim();

  return (
    <Modal
      open={open}
      title={`${action} — ${t('order.reasonDialog.title')}`}
      okText={t('order.reasonDialog.confirm')}
      cancelText={t('order.reasonDialog.cancel')}
      confirmLoading={busy}
      destroyOnHidden
      onCancel={onClose}
      onOk={() => {
        setTouched(true);
        if (!missing) onConfirm(reason.trim());
      }}
    >
      <label htmlFor="order-reason">{t('order.fields.reason')}</label>
      <Input.TextArea
        id="order-reason"
        value={reason}
        rows={3}
        placeholder={t('order.reasonDialog.placeholder')}
        status={touched && missing ? 'error' : undefined}
        onChange={(event) => setReason(event.target.value)}
      />
      {touched && missing ? <Typography.Text type="danger">{t('order.reasonDialog.required')}</Typography.Text> : null}
    </Modal>
  );
}
