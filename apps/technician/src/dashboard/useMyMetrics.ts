import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { typed } from '@fixflow/api-client';
import { METRICS_PERIOD_DAYS } from '@fixflow/contracts';
import { useProfile, useShell } from '@fixflow/shell-sdk';
import { queryKeys } from '@fixflow/shell-sdk/data';
import { currentMetricsPeriod, myMetricsQuery, type MetricsPeriod } from './dashboard-queries';

/** The signed-in technician's stored 90-day row (null: none yet, SPEC's PGRST116 case) and its recalculation. */
export function useMyMetrics() {
  const { api } = useShell();
  const queryClient = useQueryClient();
  const profile = useProfile();
  const id = profile?.id;
  // Should the API's "today" still differ (a zone changed meanwhile), the period a recalculation
  // stored is the one read from then on.
  const today = currentMetricsPeriod(profile?.timezone);
  const [stored, setStored] = useState<MetricsPeriod | null>(null);
  const period = stored ?? today;
  const query = useQuery({ ...myMetricsQuery(api, id ?? '', period), enabled: id !== undefined });
  const recalculation = useMutation({
    mutationFn: () => typed(api).post('/technicians/{id}/metrics/recalculate', { path: { id: id! }, body: { period_days: METRICS_PERIOD_DAYS } }),
    onSuccess: (row) => {
      if (row?.period_start && (row.period_start !== period.period_start || row.period_end !== period.period_end)) {
        setStored({ period_start: row.period_start, period_end: row.period_end });
      }
      return queryClient.invalidateQueries({ queryKey: queryKeys.metrics });
    },
  });
  return { metrics: query.data, loading: query.isPending && id !== undefined, error: query.error, reload: query.refetch, recalculation };
}
