import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { typed } from '@fixflow/api-client';
import type { TechnicianAvailability } from '@fixflow/contracts';
import { useProfile, useShell } from '@fixflow/shell-sdk';
import { queryKeys } from '@fixflow/shell-sdk/data';
import { TimeOffCard } from './TimeOffCard';
import { WeeklyHoursCard } from './WeeklyHoursCard';
import { ApiErrorAlert, PageHeader } from '@fixflow/ui';

/** When vendors can book the technician: the working week and dated time off. */
export function AvailabilityPage() {
  const { t } = useTranslation('technician');
  const { api } = useShell();
  const profile = useProfile();
  const technicianId = profile?.id ?? '';
  const queryClient = useQueryClient();
  const queryKey = queryKeys.availability(technicianId);
  const query = useQuery({
    queryKey,
    enabled: !!technicianId,
    queryFn: ({ signal }): Promise<TechnicianAvailability> => typed(api).get('/technicians/{id}/availability', { path: { id: technicianId }, signal }),
  });
  const availability = query.data;
  const error = query.error;

  return (
    <>
      <PageHeader title={t('availability.title')} subtitle={t('availability.subtitle')} />
      {error ? <ApiErrorAlert error={error} ns="technician" onRetry={() => void query.refetch()} /> : null}
      {availability ? (
        <>
          <WeeklyHoursCard saved={availability.weekly_hours} onSaved={(saved) => queryClient.setQueryData(queryKey, saved)} />
          <TimeOffCard entries={availability.time_off} onChanged={() => queryClient.invalidateQueries({ queryKey })} />
        </>
      ) : error ? null : (
        <Skeleton active />
      )}
    </>
  );
}
