import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Flex, Form, Modal, Select, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { typed } from '@fixflow/api-client';
import type { BulkOrderRequest, BulkOrderResult, Order, TechnicianSummary } from '@fixflow/contracts';
import { describeApiError, useShell } from '@fixflow/shell-sdk';
import { queryKeys } from '@fixflow/shell-sdk/data';
import { ReasonDialog } from '@fixflow/ui';

/** What a bulk action did, as the dispatcher reads it: how many went through, and each refusal with its invoice and why. */
export interface BulkSummary {
  action: BulkOrderRequest['action'];
  done: number;
  refused: { invoice: string; code: string }[];
}

const REFUSALS = ['TRANSITION_NOT_ALLOWED', 'SLOT_TAKEN', 'OUTSIDE_WORKING_HOURS', 'ORDER_NOT_FOUND', 'TECHNICIAN_NOT_FOUND', 'TECHNICIAN_INACTIVE'];

interface BulkActionsProps {
  /** The selected orders, as the list shows them (their invoices name the refusals). */
  selected: Order[];
  roster: TechnicianSummary[];
  onClearSelection(): void;
  onDone(summary: BulkSummary): void;
}

/**
 * The bar over the list while orders are selected: reassign them to one technician, or cancel
 * them with a reason. One POST /api/orders/bulk; each order is judged on its own, so some may go
 * through and others be refused: the page then says which and why.
 */
export function BulkActions({ selected, roster, onClearSelection, onDone }: BulkActionsProps) {
  const { t } = useTranslation('vendor');
  const { api, toast, i18n } = useShell();
  const queryClient = useQueryClient();
  const [dialog, setDialog] = useState<'reassign' | 'cancel' | null>(null);
  const [technicianId, setTechnicianId] = useState<string | undefined>();
  const [touched, setTouched] = useState(false);
  const count = selected.length;

  const bulk = useMutation({
    mutationFn: (body: BulkOrderRequest): Promise<BulkOrderResult> => typed(api).post('/orders/bulk', { body }),
    onSuccess: async (result, body) => {
      const invoices = new Map(selected.map((order) => [order.id, order.invoice_number]));
      onDone({
        action: body.action,
        done: result.items.filter((item) => item.ok).length,
        refused: result.items.filter((item) => !item.ok).map((item) => ({ invoice: invoices.get(item.id) ?? item.id, code: item.code ?? 'INTERNAL' })),
      });
      setDialog(null);
      setTechnicianId(undefined);
      setTouched(false);
      await queryClient.invalidateQueries({ queryKey: queryKeys.orderLists });
    },
    onError: (error) => toast.error(`${t('orderList.bulkFailed')}: ${describeApiError(error, i18n)}`),
  });
  const ids = selected.map((order) => order.id);

  return (
    <Flex gap={8} wrap align="center" style={{ marginBottom: 12 }} data-testid="bulk-actions">
      <Typography.Text strong>{t('orderList.selected', { count })}</Typography.Text>
      <Button onClick={() => setDialog('reassign')}>{t('orderList.reassign')}</Button>
      <Button danger onClick={() => setDialog('cancel')}>
        {t('orderList.cancel')}
      </Button>
      <Button type="link" onClick={onClearSelection}>
        {t('orderList.clearSelection')}
      </Button>
      <Modal
        open={dialog === 'reassign'}
        title={t('orderList.reassignTitle', { count })}
        okText={t('orderList.reassignConfirm')}
        cancelText={t('order.reasonDialog.cancel')}
        confirmLoading={bulk.isPending}
        destroyOnHidden
        onCancel={() => setDialog(null)}
        onOk={() => {
          setTouched(true);
          if (technicianId) bulk.mutate({ ids, action: 'reassign', technician_id: technicianId });
        }}
      >
        <Typography.Paragraph type="secondary">{t('orderList.reassignText')}</Typography.Paragraph>
        <Form layout="vertical">
          <Form.Item label={t('orderList.reassignTo')} required validateStatus={touched && !technicianId ? 'error' : undefined} help={touched && !technicianId ? t('orderList.pickTechnician') : undefined}>
            <Select
              aria-label={t('orderList.reassignTo')}
              value={technicianId}
              placeholder={t('orderList.pickTechnician')}
              showSearch
              optionFilterProp="label"
              onChange={setTechnicianId}
              options={roster.map((technician) => ({ value: technician.id, label: technician.full_name ?? technician.email ?? technician.id }))}
            />
          </Form.Item>
        </Form>
      </Modal>
      <ReasonDialog
        open={dialog === 'cancel'}
        ns="vendor"
        action={t('orderList.cancelAction', { count })}
        busy={bulk.isPending}
        onClose={() => setDialog(null)}
        onConfirm={(reason) => bulk.mutate({ ids, action: 'cancel', reason })}
      />
    </Flex>
  );
}

/** "3 reassigned, 1 refused", then each refused order: "INV-1042 — the technician is already busy at that time". */
export function BulkResult({ summary, onClose }: { summary: BulkSummary; onClose(): void }) {
  const { t } = useTranslation('vendor');
  const done = t(summary.action === 'reassign' ? 'orderList.result.reassigned' : 'orderList.result.cancelled', { count: summary.done });
  const title = summary.refused.length ? `${done}, ${t('orderList.result.refused', { count: summary.refused.length })}` : done;
  return (
    <Alert
      role="status"
      data-testid="bulk-result"
      type={summary.refused.length ? 'warning' : 'success'}
      showIcon
      closable={{ onClose }}
      style={{ marginBottom: 12 }}
      title={title}
      description={
        summary.refused.length ? (
          <ul style={{ margin: 0, paddingInlineStart: 18 }}>
            {summary.refused.map((refusal) => (
              <li key={refusal.invoice}>
                {refusal.invoice} — {REFUSALS.includes(refusal.code) ? t(`orderList.refusal.${refusal.code}`) : t('orderList.refusal.other', { code: refusal.code })}
              </li>
            ))}
          </ul>
        ) : undefined
      }
    />
  );
}
