import { useState } from 'react';
import { Button, Form, Input, Modal, Radio, Select } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { typed } from '@fixflow/api-client';
import { COLLECTORS, PAYMENT_METHODS, type Order, type RecordPaymentRequest } from '@fixflow/contracts';
import { showFieldErrors, useShell } from '@fixflow/shell-sdk';
import { queryKeys, useSubmitKey } from '@fixflow/shell-sdk/data';
import { ApiErrorAlert, Text, useMoneyPageWords } from '@fixflow/ui';

/**
 * A completed or closed order's money actions (issue 13 items 6, 7): record a payment taken after
 * the job (the answer is the order's financials, shown at once; the payments list reads again),
 * and open the printable invoice. Its own chunk, with the money pages' words.
 */
export default function OrderMoneyActions({ order }: { order: Order }) {
  const { t } = useMoneyPageWords('vendor');
  const { navigate } = useShell();
  const [recording, setRecording] = useState(false);
  return (
    <>
      <Button onClick={() => setRecording(true)}>{t('pay.record.open')}</Button>
      <Button onClick={() => navigate(`/orders/${order.id}?view=invoice`)}>{t('invoice.open')}</Button>
      {recording ? <RecordPaymentDialog orderId={order.id} onClose={() => setRecording(false)} /> : null}
    </>
  );
}

function RecordPaymentDialog({ orderId, onClose }: { orderId: string; onClose: () => void }) {
  const { t, i18n } = useMoneyPageWords('vendor');
  const { api, toast } = useShell();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<RecordPaymentRequest>();
  const [failure, setFailure] = useState<unknown>(null);
  const [saving, setSaving] = useState(false);
  // One Idempotency-Key per submit: a retry after a timeout never records the payment twice (issue 20).
  const submitKey = useSubmitKey();
  const submit = async (values: RecordPaymentRequest) => {
    setFailure(null);
    setSaving(true);
    try {
      const body = { ...values, amount: values.amount.trim() };
      const financials = await typed(api).post('/orders/{id}/payments', { path: { id: orderId }, body, idempotencyKey: submitKey.keyFor(body) });
      submitKey.done();
      queryClient.setQueryData(queryKeys.orderFinancials(orderId), financials);
      void queryClient.invalidateQueries({ queryKey: queryKeys.payments });
      void queryClient.invalidateQueries({ queryKey: queryKeys.settlements });
      toast.success(t('pay.record.done'));
      onClose();
    } catch (error) {
      if (!showFieldErrors(form, error, ['method', 'amount', 'collected_by'], i18n)) setFailure(error);
    } finally {
      setSaving(false);
    }
  };
  return (
    <Modal open title={t('pay.record.title')} okText={t('pay.record.save')} cancelText={t('settle.actions.cancel')} confirmLoading={saving} onOk={() => form.submit()} onCancel={onClose} destroyOnHidden>
      <Text type="secondary" paragraph>
        {t('pay.record.hint')}
      </Text>
      {failure ? <ApiErrorAlert error={failure} ns="vendor" title={t('pay.record.failed')} /> : null}
      <Form<RecordPaymentRequest> form={form} layout="vertical" name="record-payment" requiredMark={false} initialValues={{ method: 'cash', collected_by: 'vendor' }} onFinish={(values) => void submit(values)}>
        <Form.Item label={t('pay.record.method')} name="method">
          <Select style={{ maxWidth: 240 }} options={PAYMENT_METHODS.map((method) => ({ value: method, label: t(`pay.methods.${method}`) }))} />
        </Form.Item>
        <Form.Item label={t('pay.record.amount')} name="amount" rules={[{ required: true, message: t('pay.record.amount') }]}>
          <Input inputMode="decimal" autoComplete="off" style={{ maxWidth: 200 }} />
        </Form.Item>
        <Form.Item label={t('pay.record.collectedBy')} name="collected_by">
          <Radio.Group options={COLLECTORS.map((who) => ({ value: who, label: t(`pay.collectors.${who}`) }))} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
