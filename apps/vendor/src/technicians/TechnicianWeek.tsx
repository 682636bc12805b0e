import { useQuery } from '@tanstack/react-query';
import { Flex, Skeleton, Tag, theme, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { typed } from '@fixflow/api-client';
import { hoursOn, type BusySlot, type TechnicianAvailability } from '@fixflow/contracts';
import { useShell } from '@fixflow/shell-sdk';
import { queryKeys } from '@fixflow/shell-sdk/data';
import { ApiErrorAlert, dayInZone, NoWrap, useDates } from '@fixflow/ui';
import { RecordLink } from '../orders/order-columns';

const DAYS = 7;
/** A day `days` after `day` ('yyyy-mm-dd'), counted on the calendar (no clock, no DST). */
const addDays = (day: string, days: number) => new Date(Date.parse(`${day}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const weekdayOf = (day: string) => new Date(`${day}T12:00:00Z`).getUTCDay();

/**
 * The technician's next seven days from today (on the vendor's clock): each day its working hours
 * or "Day off", and what is booked (orders, personal bookings, time off) from GET busy-slots.
 * Busy slots sit under the orders' key, so an order pushed by the socket reads them again.
 */
export function TechnicianWeek({ technicianId }: { technicianId: string }) {
  const { t } = useTranslation('vendor');
  const { api } = useShell();
  const dates = useDates();
  const { token } = theme.useToken();
  const first = dayInZone(new Date(), dates.timeZone);
  const last = addDays(first, DAYS - 1);
  const availability = useQuery({
    queryKey: queryKeys.availability(technicianId),
    queryFn: ({ signal }): Promise<TechnicianAvailability> => typed(api).get('/technicians/{id}/availability', { path: { id: technicianId }, signal }),
  });
  const slots = useQuery({
    queryKey: [...queryKeys.orders, 'busy-slots', technicianId, first, last],
    queryFn: ({ signal }): Promise<BusySlot[]> => typed(api).get('/technicians/{id}/busy-slots', { path: { id: technicianId }, query: { start: first, end: last }, signal }),
  });

  const error = availability.error ?? slots.error;
  if (error)
    return (
      <ApiErrorAlert
        error={error}
        ns="vendor"
        style={{ marginBottom: 0 }}
        onRetry={() => {
          if (availability.error) void availability.refetch();
          if (slots.error) void slots.refetch();
        }}
      />
    );
  if (!availability.data || !slots.data) return <Skeleton active />;

  const weekly = availability.data.weekly_hours;
  const days = Array.from({ length: DAYS }, (_, index) => addDays(first, index));
  const booked = slots.data;
  return (
    // A plain list: antd's List is not in the host's shared contract (a remote must not bring its own antd).
    <ul data-testid="technician-week" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {days.map((day, index) => {
        const hours = hoursOn(weekly, weekdayOf(day));
        const busy = booked.filter((slot) => slot.date === day).sort((a, b) => a.start.localeCompare(b.start));
        return (
          <li key={day} data-testid={`week-day-${day}`} style={{ padding: '8px 0', borderTop: index ? `1px solid ${token.colorSplit}` : undefined }}>
            <Flex gap={12} wrap style={{ width: '100%' }} align="baseline">
              <Typography.Text strong style={{ minWidth: 150 }}>
                <NoWrap>{dates.day(day, 'long')}</NoWrap>
              </Typography.Text>
              <Typography.Text type="secondary" style={{ minWidth: 110 }}>
                {hours.length ? hours.map((entry) => t('technicians.works', { start: entry.start, end: entry.end })).join(', ') : t('technicians.dayOff')}
              </Typography.Text>
              <Flex gap={6} wrap style={{ flex: '1 1 160px', minWidth: 0 }}>
                {busy.length === 0 ? (
                  <Typography.Text type="secondary">{t('technicians.nothingBooked')}</Typography.Text>
                ) : (
                  busy.map((slot) => {
                    const words = `${t(`assign.kind.${slot.kind}`)} · ${dates.span(slot.start, slot.end, t('kit.allDay'))}`;
                    return (
                      <Tag key={`${slot.kind}-${slot.order_id ?? ''}-${slot.start}`} color={slot.kind === 'order' ? 'blue' : 'default'}>
                        {slot.kind === 'order' && slot.order_id ? <RecordLink to={`/orders/${slot.order_id}`}>{words}</RecordLink> : words}
                      </Tag>
                    );
                  })
                )}
              </Flex>
            </Flex>
          </li>
        );
      })}
    </ul>
  );
}
