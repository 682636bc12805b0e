import { useCallback, useEffect, useState } from 'react';
import { Alert, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TechnicianAvailability } from '@fixflow/contracts';
import { describeApiError, useProfile, useShell } from '@fixflow/shell-sdk';
import { TechnicianPageHeader } from '../layout/TechnicianPageHeader';
import { TimeOffCard } from './TimeOffCard';
import { WeeklyHoursCard } from './WeeklyHoursCard';

/** When vendors can book the technician: the working week and dated time off. */
export function AvailabilityPage() {
  const { t } = useTranslation('technician');
  const { api, i18n } = useShell();
  const profile = useProfile();
  const [availability, setAvailability] = useState<TechnicianAvailability | null>(null);
  const [error, setError] = useState<unknown>(null);
  const technicianId = profile?.id;

  const load = useCallback(async () => {
    if (!technicianId) return;
    try {
      setAvailability(await api.get<TechnicianAvailability>(`/technicians/${technicianId}/availability`));
      setError(null);
    } catch (failure) {
      setError(failure);
    }
  }, [api, technicianId]);

  useEffect(() => {
    void load();
  }, [load]);

  return (
    <>
      <TechnicianPageHeader title={t('availability.title')} subtitle={t('availability.subtitle')} />
      {error ? <Alert type="error" showIcon title={describeApiError(error, i18n)} style={{ marginBottom: 16 }} /> : null}
      {availability ? (
        <>
          <WeeklyHoursCard saved={availability.weekly_hours} onSaved={setAvailability} />
          <TimeOffCard entries={availability.time_off} onChanged={load} />
        </>
      ) : error ? null : (
        <Skeleton active />
      )}
    </>
  );
}
