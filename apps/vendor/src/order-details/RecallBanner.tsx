import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Flex, Form, Input, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { typed } from '@fixflow/api-client';
import type { OrderDetails, OrderRecall, RecallDecisionRequest } from '@fixflow/contracts';
import { showFieldErrors, useShell } from '@fixflow/shell-sdk';
import { queryKeys } from '@fixflow/shell-sdk/data';
import { ApiErrorAlert, dayInZone, useDates } from '@fixflow/ui';

/**
 * The order repeats an earlier one (the API's recall rule): which, when and by whom, with the
 * vendor's word — "Not a recall" with a reason (PUT /api/orders/:id/recall), and back again.
 */
export function RecallBanner({ order, recall }: { order: OrderDetails; recall: OrderRecall }) {
  const { t } = useTranslation('vendor');
  const { api, navigate, toast, i18n } = useShell();
  const dates = useDates();
  const queryClient = useQueryClient();
  const [asking, setAsking] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const [form] = Form.useForm<{ reason?: string }>();

  const deciding = useMutation({
    mutationFn: (body: RecallDecisionRequest) => typed(api).put('/orders/{id}/recall', { path: { id: order.id }, body }),
    onMutate: () => setFailure(null),
    onSuccess: async (_, body) => {
      await queryClient.invalidateQueries({ queryKey: queryKeys.order(order.id) });
      toast.success(t(body.is_recall ? 'recall.restored' : 'recall.dismissed'));
      setAsking(false);
    },
    onError: (error, body) => {
      // The reason's refusal goes under the reason; anything else in the dialog, or as a toast from the banner.
      if (!body.is_recall && showFieldErrors(form, error, ['reason'], i18n)) return;
      setFailure(error);
    },
  });

  const words = {
    invoice: recall.original_invoice_number,
    date: dates.day(dayInZone(recall.original_completed_at, dates.timeZone), 'dayMonthShort'),
    technician: recall.technician_name ?? '',
  };
  const original = (
    <Typography.Link
      href={`/orders/${recall.original_order_id}`}
      onClick={(event) => {
        event.preventDefault();
        navigate(`/orders/${recall.original_order_id}`);
      }}
    >
      {t('recall.openOriginal', words)}
    </Typography.Link>
  );
  const dismissed = recall.status === 'dismissed';

  return (
    <>
      <Alert
        data-testid="recall-banner"
        type={dismissed ? 'info' : 'warning'}
        showIcon
        style={{ marginBottom: 16 }}
        title={dismissed ? t('recall.dismissedTitle', words) : t(recall.technician_name ? 'recall.banner' : 'recall.bannerNoTechnician', words)}
        description={
          <Flex vertical gap={8}>
            {dismissed ? (
              <Typography.Text data-testid="recall-dismissed-reason">{t('recall.dismissedReason', { reason: recall.dismissed_reason ?? '' })}</Typography.Text>
            ) : (
              <Typography.Text>{t('recall.charged')}</Typography.Text>
            )}
            <Flex wrap gap={8} align="center">
              {original}
              {dismissed ? (
                <Button size="small" loading={deciding.isPending} onClick={() => deciding.mutate({ is_recall: true })}>
                  {t('recall.markAgain')}
                </Button>
              ) : (
                <Button
                  size="small"
                  onClick={() => {
                    setFailure(null);
                    setAsking(true);
                  }}
                >
                  {t('recall.notRecall')}
                </Button>
              )}
            </Flex>
            {failure && !asking ? <ApiErrorAlert error={failure} ns="vendor" style={{ marginBottom: 0 }} /> : null}
          </Flex>
        }
      />
      <Modal
        open={asking}
        title={t('recall.dialogTitle', words)}
        okText={t('recall.confirm')}
        cancelText={t('rating.back')}
        confirmLoading={deciding.isPending}
        destroyOnHidden
        onCancel={() => setAsking(false)}
        onOk={() => form.submit()}
      >
        <Typography.Paragraph type="secondary">{t('recall.dialogText', words)}</Typography.Paragraph>
        {failure ? <ApiErrorAlert error={failure} ns="vendor" /> : null}
        {/* No rule here: the API says what a reason needs, in the user's language, under the field. */}
        <Form form={form} layout="vertical" onFinish={(values) => deciding.mutate({ is_recall: false, reason: values.reason?.trim() ?? '' })} preserve={false}>
          <Form.Item name="reason" label={t('recall.reasonLabel')}>
            <Input.TextArea rows={3} placeholder={t('recall.reasonPlaceholder')} />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}
