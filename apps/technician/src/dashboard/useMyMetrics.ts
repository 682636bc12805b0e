import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { typed } from '@fixflow/api-client';
import { METRICS_PERIOD_DAYS, addDays } from '@fixflow/contracts';
import { useProfile, useShell } from '@fixflow/shell-sdk';
import { queryKeys } from '@fixflow/shell-sdk/data';
import { dayInZone } from '@fixflow/ui';

export interface MetricsPeriod {
  period_start: string;
  period_end: string;
}

/** SPEC.md §7: the 90-day period, today minus 90 days to today. */
export function metricsPeriod(today: string): MetricsPeriod {
  return { period_start: addDays(today, -METRICS_PERIOD_DAYS), period_end: today };
}

/** The signed-in technician's stored 90-day row (null: none yet, SPEC's PGRST116 case) and its recalculation. */
export function useMyMetrics() {
  const { api } = useShell();
  const queryClient = useQueryClient();
  const profile = useProfile();
  const id = profile?.id;
  // The API's "today" for a technician's own row is its profile's zone's, else UTC's (not this
  // browser's). Should it still differ (a zone changed meanwhile), the period a recalculation
  // stored is the one read from then on.
  const today = metricsPeriod(dayInZone(new Date(), profile?.timezone || 'UTC'));
  const [stored, setStored] = useState<MetricsPeriod | null>(null);
  const period = stored ?? today;
  const query = useQuery({
    queryKey: queryKeys.technicianMetrics(id ?? '', period),
    enabled: id !== undefined,
    queryFn: ({ signal }) => typed(api).get('/technicians/{id}/metrics', { path: { id: id! }, query: period, signal }),
  });
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
