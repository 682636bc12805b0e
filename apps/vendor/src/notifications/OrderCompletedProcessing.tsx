import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { typed } from '@fixflow/api-client';
import { isOrderCompletedData } from '@fixflow/contracts';
import { apiErrorCode, describeApiError, useShell } from '@fixflow/shell-sdk';
import { queryKeys, useNotificationProcessing } from '@fixflow/shell-sdk/data';

/**
 * SPEC.md §4 "Notification processing", for the vendor: its unread order_completed notifications
 * (polled every 30 s, heard live; the one way is useNotificationProcessing) with action
 * calculate_financials have the order's financials calculated (POST /orders/:id/financials), a
 * toast says how it went, then the notification is marked read. The API's own job calculates
 * them too: nothing depends on this tab being open.
 */
export function OrderCompletedProcessing() {
  const { t } = useTranslation('vendor');
  const { api, toast, i18n } = useShell();
  const queryClient = useQueryClient();
  useNotificationProcessing({
    type: 'order_completed',
    accepts: isOrderCompletedData,
    run: (payload) => typed(api).post('/orders/{id}/financials', { path: { id: payload.order_id } }),
    onSuccess: (payload) => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.orderFinancials(payload.order_id) });
      toast.success(t('financials.calculated'));
    },
    onError: (error) => {
      // The API's message when it answered; a lost connection has none of its own.
      const answered = apiErrorCode(error) !== null && apiErrorCode(error) !== 'NETWORK_ERROR';
      toast.error(t('financials.calculationError'), answered ? describeApiError(error, i18n) : t('financials.calculationFailed'));
    },
  });
  return null;
}
