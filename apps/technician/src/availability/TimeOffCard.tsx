import { useMutation } from '@tanstack/react-query';
import { Button, Card, Flex, Form, Input, Popconfirm, Select, Typography } from 'antd';
import { DeleteOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { NAMED_TIME_SLOTS, type CreateTimeOffRequest, type TimeOffEntry } from '@fixflow/contracts';
import { describeApiError, showFieldErrors, useShell } from '@fixflow/shell-sdk';
import { useOutboxSend } from '@fixflow/shell-sdk/data';
import { EmptyState, TimeSlotText, useDates } from '@fixflow/ui';
import { dayOf } from '../calendar/days';

interface TimeOffValues {
  date: string;
  time_slot: string;
  reason?: string;
}

/** Dated time off: what is coming (soonest first), add a day or part of one, remove one. */
export function TimeOffCard({ entries, onChanged }: { entries: TimeOffEntry[]; onChanged(): Promise<unknown> }) {
  const { t } = useTranslation('technician');
  const { toast, i18n } = useShell();
  const send = useOutboxSend();
  const dates = useDates();
  const [form] = Form.useForm<TimeOffValues>();
  const today = dayOf(new Date());
  const coming = entries.filter((entry) => entry.date >= today).sort((a, b) => a.start.localeCompare(b.start));
  const fail = (error: unknown) => toast.error(describeApiError(error, i18n));

  const adding = useMutation({
    // Through the outbox (issue 19): offline it waits on the phone (listed as waiting) until sent.
    mutationFn: (request: CreateTimeOffRequest) =>
      send({ method: 'POST', path: '/technicians/me/time-off', body: request, label: { kind: 'time_off', ref: request.date }, subject: null }),
    onSuccess: async (result) => {
      if (!result.queued) toast.success(t('availability.timeOffAdded'));
      form.resetFields();
      await onChanged();
    },
    onError: (error) => {
      if (!showFieldErrors(form, error, ['date', 'time_slot', 'reason'], i18n)) fail(error);
    },
  });
  const removing = useMutation({
    mutationFn: (entry: TimeOffEntry) =>
      send({
        method: 'DELETE',
        path: `/technicians/me/time-off/${encodeURIComponent(entry.id)}`,
        label: { kind: 'time_off_removed', ref: entry.date },
        subject: `time-off:${entry.id}`,
      }),
    onSuccess: async (result) => {
      if (!result.queued) toast.success(t('availability.timeOffRemoved'));
      await onChanged();
    },
    onError: fail,
  });
  const add = (values: TimeOffValues) => adding.mutate({ date: values.date, time_slot: values.time_slot, reason: values.reason?.trim() || null });

  return (
    <Card title={t('availability.timeOffTitle')}>
      {coming.length === 0 ? (
        <EmptyState title={t('availability.noTimeOff')} description={t('availability.noTimeOffText')} />
      ) : (
        <Flex vertical gap={8} style={{ marginBottom: 16 }}>
          {coming.map((entry) => (
            <Flex key={entry.id} justify="space-between" align="center" gap={8} data-testid="time-off">
              <div style={{ minWidth: 0 }}>
                <Typography.Text strong>
                  {dates.day(entry.date, 'short')} · <TimeSlotText slot={entry.time_slot} ns="technician" />
                </Typography.Text>
                {entry.reason ? <div><Typography.Text type="secondary">{entry.reason}</Typography.Text></div> : null}
              </div>
              <Popconfirm title={t('availability.removeConfirm')} okText={t('availability.remove')} cancelText={t('personal.cancel')} onConfirm={() => removing.mutateAsync(entry).catch(() => undefined)}>
                <Button danger icon={<DeleteOutlined />} loading={removing.isPending && removing.variables?.id === entry.id} aria-label={t('availability.remove')} />
              </Popconfirm>
            </Flex>
          ))}
        </Flex>
      )}
      <Form<TimeOffValues> form={form} layout="vertical" initialValues={{ time_slot: 'all_day' }} onFinish={add} style={{ marginTop: 16 }}>
        <Flex gap={12} wrap align="end">
          <Form.Item
            name="date"
            label={t('availability.date')}
            rules={[
              { required: true, message: t('order.required') },
              // 'yyyy-mm-dd' strings order as the days do.
              { validator: (_, day?: string) => (!day || day >= today ? Promise.resolve() : Promise.reject(new Error(t('availability.pastDate')))) },
            ]}
            style={{ marginBottom: 0 }}
          >
            <Input type="date" style={{ width: 170 }} />
          </Form.Item>
          <Form.Item name="time_slot" label={t('order.fields.timeSlot')} style={{ marginBottom: 0, minWidth: 160 }}>
            <Select options={NAMED_TIME_SLOTS.map((slot) => ({ value: slot, label: t(`order.slot.${slot}`) }))} />
          </Form.Item>
          <Form.Item name="reason" label={t('availability.reason')} style={{ marginBottom: 0, flex: 1, minWidth: 180 }}>
            <Input maxLength={500} placeholder={t('availability.reasonPlaceholder')} />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={adding.isPending}>
            {t('availability.addTimeOff')}
          </Button>
        </Flex>
      </Form>
    </Card>
  );
}
