import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { typed } from '@fixflow/api-client';
import type { TechnicianAvailability } from '@fixflow/contracts';
import { useProfile, useShell } from '@fixflow/shell-sdk';
import { queryKeys } from '@fixflow/shell-sdk/data';
import { TimeOffCard } from './TimeOffCard';
import { WeeklyHoursCard } from './WeeklyHoursCard';
import { ApiErrorAlert, PageHeader } from '@fixflow/ui';
import { LastUpdated } from '../offline/LastUpdated';
import { Loading } from '../offline/Loading';

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
  // Saved hours on screen with a failed read (no network): "Last updated" instead of an error.
  const error = availability ? null : query.error;

  return (
    <>
      <PageHeader title={t('availability.title')} subtitle={t('availability.subtitle')} />
      <LastUpdated updatedAt={query.dataUpdatedAt} failed={query.isError} />
      {error ? <ApiErrorAlert error={error} ns="technician" onRetry={() => void query.refetch()} /> : null}
      {availability ? (
        <>
          <WeeklyHoursCard saved={availability.weekly_hours} onSaved={(saved) => queryClient.setQueryData(queryKey, saved)} />
          <TimeOffCard entries={availability.time_off} onChanged={() => queryClient.invalidateQueries({ queryKey })} />
        </>
      ) : error ? null : (
        <Loading />
      )}
    </>
  );
}
