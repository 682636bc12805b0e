import { useState } from 'react';
import { Button, Card, Flex, Space, Tag, Typography } from 'antd';
import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { hoursOn, personalBookingNote, type BusySlot } from '@fixflow/contracts';
import { useShell } from '@fixflow/shell-sdk';
import { ApiErrorAlert, EmptyState, PageHeader, useDates } from '@fixflow/ui';
import { addDays, dayOf, daysFrom, weekdayOf } from '../calendar/days';
import { LastUpdated } from '../offline/LastUpdated';
import { Loading } from '../offline/Loading';
import { type ScheduleEntry, timeOffReason, useAvailability, useWeekSchedule } from './useWeekSchedule';

const DAYS = 7;
const KIND_COLOR: Record<BusySlot['kind'], string> = { order: 'blue', personal: 'purple', time_off: 'orange' };

/** The next seven days (or any week, paged), each day's visits, personal bookings and time off. */
export function SchedulePage() {
  const { t } = useTranslation('technician');
  const { navigate } = useShell();
  const dates = useDates();
  const today = dayOf(new Date());
  const [first, setFirst] = useState(today);
  const { entries, error, reload, updatedAt, failed } = useWeekSchedule(first, DAYS);
  // The working week (null until read): a weekday without hours is a day off, not a free day.
  const availability = useAvailability();
  const weeklyHours = availability?.weekly_hours ?? null;
  const days = daysFrom(first, DAYS);

  // Beside the kind's tag, what the entry is: the visit's customer, the note of blocked time, the
  // reason of time off ("Time off · Dentist"); nothing when none was given, never the tag again.
  const titleOf = ({ slot, order }: ScheduleEntry): string | null => {
    if (slot.kind === 'time_off') return timeOffReason(availability, slot);
    if (slot.kind === 'personal') return order ? personalBookingNote(order) : null;
    return order ? `${order.customer_name} · ${order.invoice_number}` : null;
  };

  return (
    <>
      <PageHeader title={t('schedule.title')} subtitle={t('schedule.subtitle')} />
      <LastUpdated updatedAt={updatedAt} failed={failed} />
      <Flex justify="space-between" align="center" gap={8} wrap style={{ marginBottom: 16 }}>
        <Space>
          <Button icon={<LeftOutlined />} aria-label={t('schedule.previous')} onClick={() => setFirst(addDays(first, -DAYS))} />
          <Button onClick={() => setFirst(today)} disabled={first === today}>
            {t('schedule.today')}
          </Button>
          <Button icon={<RightOutlined />} aria-label={t('schedule.next')} onClick={() => setFirst(addDays(first, DAYS))} />
        </Space>
        <Typography.Text strong data-testid="schedule-range">
          {dates.day(first, 'short')} – {dates.day(addDays(first, DAYS - 1), 'short')}
        </Typography.Text>
      </Flex>
      {error ? <ApiErrorAlert error={error} ns="technician" onRetry={() => void reload()} /> : null}
      {entries === null && !error ? (
        <Loading />
      ) : (
        <Flex vertical gap={12}>
          {entries?.length === 0 ? (
            <Card>
              <EmptyState title={t('schedule.emptyTitle')} description={t('schedule.emptyText')} />
            </Card>
          ) : null}
          {days.map((day) => {
            const ofDay = (entries ?? []).filter((entry) => entry.slot.date === day).sort((a, b) => a.slot.start.localeCompare(b.slot.start));
            const hours = weeklyHours ? hoursOn(weeklyHours, weekdayOf(day)) : null;
            const dayOff = hours?.length === 0;
            const hoursText = hours?.map((entry) => `${entry.start}–${entry.end}`).join(', ');
            return (
              <Card
                key={day}
                size="small"
                data-testid={`day-${day}`}
                title={`${dates.day(day, 'long')}${day === today ? ` · ${t('schedule.today')}` : ''}`}
                extra={
                  // A day off says so in its body when empty; with work on it (an override), beside the date.
                  dayOff ? (
                    ofDay.length ? <Tag data-testid="day-hours">{t('schedule.dayOff')}</Tag> : null
                  ) : hoursText ? (
                    <Typography.Text type="secondary" data-testid="day-hours">
                      {hoursText}
                    </Typography.Text>
                  ) : null
                }
              >
                {ofDay.length === 0 ? (
                  <Typography.Text type="secondary">{dayOff ? t('schedule.dayOff') : t('schedule.free')}</Typography.Text>
                ) : (
                  <Flex vertical gap={8}>
                    {ofDay.map((entry) => {
                      const target = entry.slot.order_id;
                      return (
                        <Flex
                          key={`${entry.slot.kind}-${entry.slot.start}-${target ?? ''}`}
                          gap={12}
                          align="center"
                          data-testid="schedule-entry"
                          style={{ cursor: target ? 'pointer' : undefined }}
                          onClick={target ? () => navigate(`/orders/${target}`) : undefined}
                        >
                          <Typography.Text strong style={{ minWidth: 96 }}>
                            {dates.span(entry.slot.start, entry.slot.end, t('kit.allDay'))}
                          </Typography.Text>
                          <Tag color={KIND_COLOR[entry.slot.kind]}>{t(`schedule.kind.${entry.slot.kind}`)}</Tag>
                          <Typography.Text ellipsis style={{ minWidth: 0 }}>
                            {titleOf(entry)}
                          </Typography.Text>
                        </Flex>
                      );
                    })}
                  </Flex>
                )}
              </Card>
            );
          })}
        </Flex>
      )}
    </>
  );
}
