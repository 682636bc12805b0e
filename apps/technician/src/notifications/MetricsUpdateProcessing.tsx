import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { typed } from '@fixflow/api-client';
import { METRICS_PERIOD_DAYS, isMetricsUpdateData, type MetricsUpdateData } from '@fixflow/contracts';
import { useProfile, useShell } from '@fixflow/shell-sdk';
import { queryKeys, useNotificationProcessing } from '@fixflow/shell-sdk/data';

function Processing({ technicianId }: { technicianId: string }) {
  const { t } = useTranslation('technician');
  const { api, toast } = useShell();
  const queryClient = useQueryClient();
  useNotificationProcessing<MetricsUpdateData>({
    type: 'metrics_update',
    // Only about this technician: another's figures are not its to recalculate.
    accepts: (data): data is Record<string, unknown> & MetricsUpdateData => isMetricsUpdateData(data) && data.technician_id === technicianId,
    run: () => typed(api).post('/technicians/{id}/metrics/recalculate', { path: { id: technicianId }, body: { period_days: METRICS_PERIOD_DAYS } }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.metrics });
      toast.success(t('metricsToast.updated'));
    },
    // SPEC.md §8: one sentence whatever went wrong.
    onError: () => toast.error(t('metricsToast.error'), t('metricsToast.failed')),
  });
  return null;
}

/**
 * SPEC.md §4 "Notification processing", for the technician: its unread metrics_update
 * notifications (polled every 30 s, heard live and read 2 s later) with action update_metrics
 * about itself recalculate its 90-day figures (POST /technicians/:id/metrics/recalculate), toast
 * "Metrics Updated" or "Update Error", then are marked read. Waits for the profile: who "the same
 * technician" is must be known before any notification is taken up.
 */
export function MetricsUpdateProcessing() {
  const id = useProfile()?.id;
  return id ? <Processing technicianId={id} /> : null;
}
