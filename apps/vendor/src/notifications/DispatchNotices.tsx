import { useTranslation } from 'react-i18next';
import { isOfferTakenData, isOrderDeclinedData } from '@fixflow/contracts';
import { useShell } from '@fixflow/shell-sdk';
import { useNotificationProcessing } from '@fixflow/shell-sdk/data';

// Nothing to calculate: the notice is the whole of it (the order's page and lists follow order.changed).
const noWork = async () => undefined;

/**
 * Issue 17: a technician's decline and a taken offer reach the vendor on any page, the way its
 * other notifications do (useNotificationProcessing: polled, heard live, each shown once, then
 * marked read): "Ann Smith declined INV-1042: <reason>", "Ann Smith took INV-1042".
 */
export function DispatchNotices() {
  const { t } = useTranslation('vendor');
  const { toast } = useShell();
  const name = (technician: string | null) => technician ?? t('dispatchNotices.someone');
  useNotificationProcessing({
    type: 'order_declined',
    accepts: isOrderDeclinedData,
    run: noWork,
    onSuccess: (data) => toast.info(t('dispatchNotices.declined', { name: name(data.technician_name), invoice: data.invoice_number, reason: data.reason })),
    onError: () => undefined,
  });
  useNotificationProcessing({
    type: 'offer_taken',
    accepts: isOfferTakenData,
    run: noWork,
    onSuccess: (data) => toast.success(t('dispatchNotices.offerTaken', { name: name(data.technician_name), invoice: data.invoice_number })),
    onError: () => undefined,
  });
  return null;
}
