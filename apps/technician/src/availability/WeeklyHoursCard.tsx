import { useEffect, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Button, Card, Flex, Input, Switch, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { typed } from '@fixflow/api-client';
import type { TechnicianAvailability, WeeklyHoursEntry } from '@fixflow/contracts';
import { describeApiError, useShell } from '@fixflow/shell-sdk';
import { weekdayName } from '@fixflow/ui';
import { entriesFrom, invalidWeekdays, rowsFrom, type WeekdayRow } from './weekly-hours';

/** The working week: a switch and a from–to per weekday, saved in one PUT. */
export function WeeklyHoursCard({ saved, onSaved }: { saved: WeeklyHoursEntry[]; onSaved(availability: TechnicianAvailability): void }) {
  const { t } = useTranslation('technician');
  const { api, toast, i18n } = useShell();
  const [rows, setRows] = useState<WeekdayRow[]>(() => rowsFrom(saved));
  const [showProblems, setShowProblems] = useState(false);

  useEffect(() => setRows(rowsFrom(saved)), [saved]);

  const invalid = invalidWeekdays(rows);
  const change = (weekday: number, patch: Partial<WeekdayRow>) => setRows((current) => current.map((row) => (row.weekday === weekday ? { ...row, ...patch } : row)));

  const saving = useMutation({
    mutationFn: (weekly_hours: WeeklyHoursEntry[]) => typed(api).put('/technicians/me/availability/weekly-hours', { body: { weekly_hours } }),
    onSuccess: (availability) => {
      onSaved(availability);
      toast.success(t('availability.saved'));
      setShowProblems(false);
    },
    onError: (error) => toast.error(describeApiError(error, i18n)),
  });

  function save() {
    if (invalid.length) {
      setShowProblems(true);
      return;
    }
    saving.mutate(entriesFrom(rows));
  }

  return (
    <Card title={t('availability.weekTitle')} style={{ marginBottom: 16 }}>
      <Flex vertical gap={10}>
        {rows.map((row) => {
          const name = weekdayName(row.weekday, i18n.language);
          const wrong = showProblems && invalid.includes(row.weekday);
          return (
            <Flex key={row.weekday} align="center" gap={12} wrap data-testid={`weekday-${row.weekday}`}>
              <Switch checked={row.working} onChange={(working) => change(row.weekday, { working })} aria-label={t('availability.works', { day: name })} />
              <Typography.Text style={{ width: 110, textTransform: 'capitalize' }}>{name}</Typography.Text>
              {row.working ? (
                <Flex align="center" gap={6}>
                  <Input type="time" value={row.start} status={wrong ? 'error' : undefined} aria-label={t('availability.from', { day: name })} onChange={(event) => change(row.weekday, { start: event.target.value })} style={{ width: 120 }} />
                  <span>–</span>
                  <Input type="time" value={row.end} status={wrong ? 'error' : undefined} aria-label={t('availability.to', { day: name })} onChange={(event) => change(row.weekday, { end: event.target.value })} style={{ width: 120 }} />
                </Flex>
              ) : (
                <Typography.Text type="secondary">{t('availability.dayOff')}</Typography.Text>
              )}
            </Flex>
          );
        })}
        {showProblems && invalid.length ? (
          <Typography.Text type="danger" role="alert">
            {t('availability.endBeforeStart', { days: invalid.map((weekday) => weekdayName(weekday, i18n.language)).join(', ') })}
          </Typography.Text>
        ) : null}
        <div>
          <Button type="primary" loading={saving.isPending} onClick={save}>
            {t('availability.saveWeek')}
          </Button>
        </div>
      </Flex>
    </Card>
  );
}
