import { useState } from 'react';
import { Button, Flex, Form, Input, Radio, Select, theme, type FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';
import { COLLECTORS, PAYMENT_METHODS, formatMoney, type Cents, type Order } from '@fixflow/contracts';
import { currentLanguage } from '@fixflow/i18n';
import { showFieldErrors, useShell } from '@fixflow/shell-sdk';
import { useOrderTransition } from '@fixflow/shell-sdk/data';
import { ApiErrorAlert, formatAmount, formatRate } from '@fixflow/ui';
import {
  INITIAL_COMPLETION,
  amountRule,
  completionApiFields,
  completionPreview,
  namePath,
  noteRule,
  toCompletionRequest,
  type CompletionValues,
  type PaymentRow,
} from './completion-form';

type FieldName = Parameters<FormInstance<CompletionValues>['setFields']>[0][number]['name'];

// The order page fetches these while the job is under way, with the form's chunk (issue 19).
export { preloadCompletionWords } from './completion-form';

export interface CompletionFormProps {
  order: Order;
  /** Leaves the form (Cancel, or the order moved to completed). */
  onDone(): void;
}

/**
 * The job's figures and the payments taken, sent with the move to completed (issue 13). Phone
 * first: one column, big targets, a decimal keypad. What the customer owes is worked out as the
 * technician types, by libs/contracts' money functions; a refusal keeps the order in progress and
 * every figure in place, the API's problems under their fields.
 */
export function CompletionForm({ order, onDone }: CompletionFormProps) {
  const { t } = useTranslation('technician');
  const { i18n } = useShell();
  const { token } = theme.useToken();
  const language = currentLanguage(i18n);
  const [form] = Form.useForm<CompletionValues>();
  const { move, busy } = useOrderTransition(order.id, 'technician', 'technician', order);
  const [failure, setFailure] = useState<unknown>(null);
  // A copy: antd hands the store's own object, and React would skip a render for the same reference.
  const values = Form.useWatch((all: Partial<CompletionValues>) => ({ ...all }), { form, preserve: true });
  const preview = completionPreview(values ?? INITIAL_COMPLETION, order);
  const money = (cents: Cents) => formatAmount(formatMoney(cents), i18n.language);
  const amountInput = <Input inputMode="decimal" autoComplete="off" placeholder="0.00" />;

  async function submit(submitted: CompletionValues) {
    setFailure(null);
    const payments = submitted.payments ?? [];
    const done = await move('completed', undefined, {
      completion: toCompletionRequest({ ...submitted, payments }),
      refused: (error) => {
        // A payment row's field is a path ('payments.0.amount'); showFieldErrors names it, antd wants it split.
        const onFields = showFieldErrors(
          { setFields: (fields) => form.setFields(fields.map(({ name, errors }) => ({ name: namePath(name) as FieldName, errors }))) },
          error,
          completionApiFields(payments.length),
          i18n,
        );
        if (!onFields) setFailure(error);
        return true;
      },
    });
    if (done) onDone();
  }

  const left = preview.left;
  const coverage = left > 0 ? t('completion.left', { amount: money(left) }) : left < 0 ? t('completion.over', { amount: money(-left) }) : t('completion.covered');

  return (
    <Form<CompletionValues>
      form={form}
      layout="vertical"
      initialValues={INITIAL_COMPLETION}
      onFinish={(submitted) => void submit(submitted)}
      requiredMark={false}
      // One column reads best: on a desk it keeps a phone form's width, not the page's.
      style={{ maxWidth: 640 }}
      aria-label={t('completion.title')}
      data-testid="completion-form"
    >
      <p style={{ marginTop: 0, color: token.colorTextSecondary }}>{t('completion.intro')}</p>
      {failure ? <ApiErrorAlert error={failure} ns="technician" /> : null}
      <Form.Item name="labor" label={t('completion.labor')} rules={[amountRule(language)]}>
        {amountInput}
      </Form.Item>
      <Flex gap={12}>
        <Form.Item name="parts_price" label={t('completion.partsPrice')} rules={[amountRule(language)]} style={{ flex: 1, minWidth: 0 }}>
          {amountInput}
        </Form.Item>
        <Form.Item name="parts_cost" label={t('completion.partsCost')} rules={[amountRule(language)]} style={{ flex: 1, minWidth: 0 }}>
          {amountInput}
        </Form.Item>
      </Flex>
      <Form.Item name="parts_paid_by" label={t('completion.partsPaidBy')}>
        <Radio.Group block optionType="button" buttonStyle="solid" options={COLLECTORS.map((who) => ({ value: who, label: t(`completion.who.${who}`) }))} />
      </Form.Item>
      <Form.Item name="tip" label={t('completion.tip')} rules={[amountRule(language)]}>
        {amountInput}
      </Form.Item>
      <Form.Item name="resolution" label={t('completion.resolution')} rules={[noteRule(language)]}>
        <Input.TextArea rows={3} maxLength={4000} placeholder={t('completion.resolutionPlaceholder')} />
      </Form.Item>

      <fieldset style={{ border: 0, padding: 0, margin: `0 0 ${token.marginMD}px` }}>
        <legend style={{ fontWeight: token.fontWeightStrong, fontSize: token.fontSize, color: token.colorText, border: 0, marginBottom: token.marginXS }}>{t('completion.payments')}</legend>
        <Form.List name="payments">
          {(rows, { add, remove }, { errors }) => (
            <Flex vertical gap={12}>
              {rows.length === 0 ? <span style={{ color: token.colorTextSecondary }}>{t('completion.noPayments')}</span> : null}
              {rows.map((row, index) => (
                <div
                  key={row.key}
                  role="group"
                  aria-label={t('completion.payment', { n: index + 1 })}
                  data-testid={`payment-${index}`}
                  style={{ border: `${token.lineWidth}px ${token.lineType} ${token.colorBorderSecondary}`, borderRadius: token.borderRadiusLG, padding: token.paddingSM }}
                >
                  <Flex justify="space-between" align="center" style={{ marginBottom: token.marginXS }}>
                    <strong>{t('completion.payment', { n: index + 1 })}</strong>
                    <Button size="small" danger type="text" onClick={() => remove(row.name)}>
                      {t('completion.removePayment', { n: index + 1 })}
                    </Button>
                  </Flex>
                  <Flex gap={12}>
                    <Form.Item name={[row.name, 'method']} label={t('completion.method')} style={{ flex: 1, minWidth: 0 }}>
                      <Select options={PAYMENT_METHODS.map((method) => ({ value: method, label: t(`money.method.${method}`) }))} />
                    </Form.Item>
                    <Form.Item name={[row.name, 'amount']} label={t('completion.amount')} rules={[amountRule(language, { positive: true })]} style={{ flex: 1, minWidth: 0 }}>
                      {amountInput}
                    </Form.Item>
                  </Flex>
                  <Form.Item name={[row.name, 'collected_by']} label={t('completion.collectedBy')} style={{ marginBottom: 0 }}>
                    <Radio.Group block optionType="button" buttonStyle="solid" options={COLLECTORS.map((who) => ({ value: who, label: t(`completion.who.${who}`) }))} />
                  </Form.Item>
                </div>
              ))}
              <Form.ErrorList errors={errors} />
              <Button
                block
                onClick={() => {
                  // A new payment starts with what is still to pay, in cash to the technician: the usual case.
                  const still = completionPreview(form.getFieldsValue(true) as CompletionValues, order).left;
                  add({ method: 'cash', amount: still > 0 ? formatMoney(still) : '', collected_by: 'technician' } satisfies PaymentRow);
                }}
              >
                {t('completion.addPayment')}
              </Button>
            </Flex>
          )}
        </Form.List>
      </fieldset>

      <dl data-testid="completion-summary" style={{ margin: `0 0 ${token.marginMD}px`, padding: token.paddingSM, borderRadius: token.borderRadiusLG, background: token.colorFillAlter }}>
        <SummaryLine label={order.taxable ? t('completion.tax', { rate: formatRate(String(order.tax_rate), i18n.language) }) : t('completion.noTax')} value={money(preview.tax)} />
        <SummaryLine label={t('completion.owes')} hint={t('completion.owesFormula')} value={money(preview.total)} strong testId="completion-owes" />
        <SummaryLine label={t('completion.withTip')} value={money(preview.total + preview.tip)} />
        <SummaryLine label={t('completion.paid')} hint={coverage} value={money(preview.paid)} strong testId="completion-paid" />
      </dl>

      <Flex vertical gap={8}>
        <Button type="primary" size="large" block htmlType="submit" loading={busy === 'completed'}>
          {t('completion.submit')}
        </Button>
        <Button size="large" block disabled={busy !== null} onClick={onDone}>
          {t('completion.cancel')}
        </Button>
      </Flex>
    </Form>
  );
}

function SummaryLine({ label, hint, value, strong, testId }: { label: string; hint?: string; value: string; strong?: boolean; testId?: string }) {
  const { token } = theme.useToken();
  return (
    <div data-testid={testId} style={{ display: 'flex', alignItems: 'baseline', gap: token.marginSM, padding: `${token.paddingXXS}px 0`, fontWeight: strong ? token.fontWeightStrong : undefined }}>
      <dt style={{ flex: '1 1 auto', minWidth: 0 }}>
        {label}
        {hint ? <div style={{ color: token.colorTextSecondary, fontSize: token.fontSizeSM, fontWeight: 'normal' }}>{hint}</div> : null}
      </dt>
      <dd style={{ margin: 0, whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>{value}</dd>
    </div>
  );
}
