import { useState } from 'react';
import { Button, Form, Input, Modal, Radio, Select } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { typed } from '@fixflow/api-client';
import { COLLECTORS, PAYOUT_METHODS, type AddAdjustmentRequest, type RecordPayoutRequest, type SettlementDetails } from '@fixflow/contracts';
import { apiErrorCode, describeApiError, showFieldErrors, useShell } from '@fixflow/shell-sdk';
import { queryKeys, saveDownload } from '@fixflow/shell-sdk/data';
import { ApiErrorAlert, formatAmount, useMoneyPageWords } from '@fixflow/ui';

type Dialog = 'adjust' | 'finalize' | 'payout' | null;

/**
 * What the vendor does with a statement: adjust it while open, finalize it (never edited after),
 * record payouts once finalized, export it as CSV, print it. Each answer is the statement as
 * it now stands: the page shows it at once and the lists read again.
 */
export function StatementActions({ details: d }: { details: SettlementDetails }) {
  const { t, i18n } = useMoneyPageWords('vendor');
  const { api, toast } = useShell();
  const queryClient = useQueryClient();
  const [dialog, setDialog] = useState<Dialog>(null);
  const [exporting, setExporting] = useState(false);

  const updated = (next: SettlementDetails, message: string) => {
    queryClient.setQueryData(queryKeys.settlement(d.id), next);
    void queryClient.invalidateQueries({ queryKey: queryKeys.settlements, predicate: (query) => query.queryKey[1] === 'list' });
    setDialog(null);
    toast.success(message);
  };

  const exportCsv = async () => {
    setExporting(true);
    try {
      await saveDownload(api, `/settlements/${encodeURIComponent(d.id)}/export.csv`, `settlement-${d.week_start}.csv`);
    } catch (error) {
      toast.error(`${t('settle.actions.exportFailed')}: ${describeApiError(error, i18n)}`);
    } finally {
      setExporting(false);
    }
  };

  return (
    <>
      {d.status === 'open' ? (
        <>
          <Button onClick={() => setDialog('adjust')}>{t('settle.actions.addAdjustment')}</Button>
          <Button type="primary" onClick={() => setDialog('finalize')}>
            {t('settle.actions.finalize')}
          </Button>
        </>
      ) : null}
      {d.status === 'finalized' ? (
        <Button type="primary" onClick={() => setDialog('payout')}>
          {t('settle.actions.recordPayout')}
        </Button>
      ) : null}
      <Button loading={exporting} onClick={() => void exportCsv()}>
        {t('settle.actions.exportCsv')}
      </Button>
      <Button onClick={() => window.print()}>{t('settle.actions.print')}</Button>

      {dialog === 'adjust' ? (
        <AdjustDialog
          onCancel={() => setDialog(null)}
          save={async (body) => updated(await typed(api).post('/settlements/{id}/adjustments', { path: { id: d.id }, body }), t('settle.adjust.done'))}
        />
      ) : null}
      {dialog === 'finalize' ? (
        <FinalizeDialog onCancel={() => setDialog(null)} finalize={async () => updated(await typed(api).post('/settlements/{id}/finalize', { path: { id: d.id } }), t('settle.finalize.done'))} />
      ) : null}
      {dialog === 'payout' ? (
        <PayoutDialog
          outstanding={d.outstanding}
          onCancel={() => setDialog(null)}
          save={async (body) => updated(await typed(api).post('/settlements/{id}/payouts', { path: { id: d.id }, body }), t('settle.payout.done'))}
        />
      ) : null}
    </>
  );
}

function AdjustDialog({ onCancel, save }: { onCancel: () => void; save: (body: AddAdjustmentRequest) => Promise<void> }) {
  const { t, i18n } = useMoneyPageWords('vendor');
  const [form] = Form.useForm<AddAdjustmentRequest>();
  const [failure, setFailure] = useState<unknown>(null);
  const [saving, setSaving] = useState(false);
  const submit = async (values: AddAdjustmentRequest) => {
    setFailure(null);
    setSaving(true);
    try {
      await save({ amount: values.amount.trim(), owed_by: values.owed_by, description: values.description.trim() });
    } catch (error) {
      if (!showFieldErrors(form, error, ['amount', 'owed_by', 'description'], i18n)) setFailure(error);
    } finally {
      setSaving(false);
    }
  };
  return (
    <Modal open title={t('settle.adjust.title')} okText={t('settle.adjust.save')} cancelText={t('settle.actions.cancel')} confirmLoading={saving} onOk={() => form.submit()} onCancel={onCancel} destroyOnHidden>
      {failure ? <ApiErrorAlert error={failure} ns="vendor" title={t('settle.adjust.failed')} /> : null}
      <Form<AddAdjustmentRequest> form={form} layout="vertical" name="settlement-adjustment" requiredMark={false} initialValues={{ owed_by: 'technician' }} onFinish={(values) => void submit(values)}>
        <Form.Item label={t('settle.adjust.amount')} name="amount" rules={[{ required: true, message: t('settle.adjust.amount') }]}>
          <Input inputMode="decimal" autoComplete="off" style={{ maxWidth: 200 }} />
        </Form.Item>
        <Form.Item label={t('settle.adjust.owedBy')} name="owed_by">
          <Radio.Group options={COLLECTORS.map((who) => ({ value: who, label: t(who === 'technician' ? 'settle.adjust.owedByTechnician' : 'settle.adjust.owedByVendor') }))} />
        </Form.Item>
        <Form.Item label={t('settle.adjust.description')} name="description" rules={[{ required: true, message: t('settle.adjust.description') }]}>
          <Input.TextArea rows={2} maxLength={500} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

function FinalizeDialog({ onCancel, finalize }: { onCancel: () => void; finalize: () => Promise<void> }) {
  const { t } = useMoneyPageWords('vendor');
  const [failure, setFailure] = useState<unknown>(null);
  const [saving, setSaving] = useState(false);
  const ok = async () => {
    setFailure(null);
    setSaving(true);
    try {
      await finalize();
    } catch (error) {
      setFailure(error);
    } finally {
      setSaving(false);
    }
  };
  return (
    <Modal open title={t('settle.finalize.title')} okText={t('settle.finalize.ok')} cancelText={t('settle.actions.cancel')} confirmLoading={saving} onOk={() => void ok()} onCancel={onCancel}>
      {failure ? <ApiErrorAlert error={failure} ns="vendor" title={t('settle.finalize.failed')} /> : null}
      <p>{t('settle.finalize.text')}</p>
    </Modal>
  );
}

function PayoutDialog({ outstanding, onCancel, save }: { outstanding: string; onCancel: () => void; save: (body: RecordPayoutRequest) => Promise<void> }) {
  const { t, i18n } = useMoneyPageWords('vendor');
  const [form] = Form.useForm<RecordPayoutRequest>();
  const [failure, setFailure] = useState<unknown>(null);
  const [saving, setSaving] = useState(false);
  const submit = async (values: RecordPayoutRequest) => {
    setFailure(null);
    setSaving(true);
    try {
      await save({ amount: values.amount.trim(), method: values.method, note: values.note?.trim() || null });
    } catch (error) {
      // More than is owed: the API's message names the outstanding amount; it belongs under the amount.
      if (apiErrorCode(error) === 'PAYOUT_TOO_LARGE') form.setFields([{ name: 'amount', errors: [describeApiError(error, i18n)] }]);
      else if (!showFieldErrors(form, error, ['amount', 'method', 'note'], i18n)) setFailure(error);
    } finally {
      setSaving(false);
    }
  };
  return (
    <Modal open title={t('settle.payout.title')} okText={t('settle.payout.save')} cancelText={t('settle.actions.cancel')} confirmLoading={saving} onOk={() => form.submit()} onCancel={onCancel} destroyOnHidden>
      {failure ? <ApiErrorAlert error={failure} ns="vendor" title={t('settle.payout.failed')} /> : null}
      <Form<RecordPayoutRequest> form={form} layout="vertical" name="settlement-payout" requiredMark={false} initialValues={{ amount: outstanding, method: 'cash' }} onFinish={(values) => void submit(values)}>
        <Form.Item label={t('settle.payout.amount')} name="amount" extra={t('settle.payout.amountHelp', { amount: formatAmount(outstanding, i18n.language) })} rules={[{ required: true, message: t('settle.payout.amount') }]}>
          <Input inputMode="decimal" autoComplete="off" style={{ maxWidth: 200 }} />
        </Form.Item>
        <Form.Item label={t('settle.payout.method')} name="method">
          <Select style={{ maxWidth: 240 }} options={PAYOUT_METHODS.map((method) => ({ value: method, label: t(`settle.method.${method}`) }))} />
        </Form.Item>
        <Form.Item label={t('settle.payout.note')} name="note">
          <Input maxLength={200} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
