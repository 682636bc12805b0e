import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Flex, Skeleton, Space, Tag, Typography } from 'antd';
import { useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { typed } from '@fixflow/api-client';
import type { BusySlot, TechnicianSummary } from '@fixflow/contracts';
import { describeApiError, useShell } from '@fixflow/shell-sdk';
import { queryKeys, useLiveOrder } from '@fixflow/shell-sdk/data';
import { ApiErrorAlert, EmptyState, PageHeader, TimeSlotText, useDates } from '@fixflow/ui';
import { clashes } from './busy';

interface RosterRow {
  technician: TechnicianSummary;
  slots: BusySlot[];
}

export function AssignTechnicianPage() {
  const { t } = useTranslation('vendor');
  const { api, navigate, toast, i18n } = useShell();
  const dates = useDates();
  const { id } = useParams<{ id: string }>();
  const { order, error, loading, reload } = useLiveOrder(id);
  const queryClient = useQueryClient();
  const [clash, setClash] = useState<BusySlot | null>(null);
  const serviceDate = order?.service_date ?? '';

  // Each technician's busy slots for the order's day, beside the roster (one call each: rosters
  // are small). A roster query (an answered invitation reads it again) and an order one (so does a visit booked meanwhile).
  const rosterQuery = useQuery({
    queryKey: [...queryKeys.technicians, 'busy', serviceDate],
    enabled: !!serviceDate,
    queryFn: async ({ signal }): Promise<RosterRow[]> => {
      const client = typed(api);
      const technicians = await client.get('/technicians', { signal });
      return Promise.all(
        technicians.map(async (technician) => ({
          technician,
          slots: await client.get('/technicians/{id}/busy-slots', { path: { id: technician.id }, query: { start: serviceDate, end: serviceDate }, signal }),
        })),
      );
    },
  });
  const roster = rosterQuery.data ?? null;
  const rosterError = rosterQuery.error;

  const assigning = useMutation({
    mutationFn: (technician: TechnicianSummary) => typed(api).post('/orders/{id}/assign', { path: { id: order!.id }, body: { technician_id: technician.id } }),
    onMutate: () => setClash(null),
    onSuccess: async (_, technician) => {
      await queryClient.invalidateQueries({ queryKey: queryKeys.orders });
      toast.success(t('assign.assigned', { name: technician.full_name ?? technician.email }));
      navigate(`/orders/${order!.id}`);
    },
    onError: (failure) => {
      const slot = (failure as { slot?: BusySlot }).slot;
      if (slot) setClash(slot);
      toast.error(describeApiError(failure, i18n));
    },
  });
  const assign = (technician: TechnicianSummary) => assigning.mutate(technician);

  if (loading) return <Skeleton active />;
  if (!order) return <ApiErrorAlert error={error} ns="vendor" onRetry={() => void reload()} />;

  const slotText = (slot: BusySlot) => `${t(`assign.kind.${slot.kind}`)} ${dates.time(slot.start)}–${dates.time(slot.end)}`;
  return (
    <>
      <PageHeader
        title={t('assign.title', { invoice: order.invoice_number })}
        subtitle={order.customer_name}
        extra={<Button onClick={() => navigate(`/orders/${order.id}`)}>{t('assign.backToOrder')}</Button>}
      />
      <Typography.Paragraph>
        {t('assign.when', { date: dates.day(order.service_date) })} <TimeSlotText slot={order.time_slot} ns="vendor" />
      </Typography.Paragraph>
      {clash ? <Alert type="warning" showIcon style={{ marginBottom: 16 }} title={t('assign.clash', { date: dates.day(clash.date), slot: slotText(clash) })} /> : null}
      {rosterError ? <ApiErrorAlert error={rosterError} ns="vendor" onRetry={() => void rosterQuery.refetch()} /> : null}
      <Card loading={roster === null && !rosterError}>
        {roster?.length === 0 ? <EmptyState title={t('assign.emptyTitle')} description={t('assign.emptyText')} /> : null}
        <Flex vertical gap={12}>
          {(roster ?? []).map(({ technician, slots }) => {
            const clashing = clashes(slots, order);
            const current = order.technician_id === technician.id;
            return (
              <Flex key={technician.id} data-testid={`roster-${technician.email ?? technician.id}`} justify="space-between" align="center" gap={12} wrap>
                <div>
                  <Typography.Text strong>{technician.full_name ?? technician.email}</Typography.Text>
                  <div>
                    <Space wrap size={4}>
                      {clashing.length ? <Tag color="red">{t('assign.busy')}</Tag> : <Tag color="green">{t('assign.free')}</Tag>}
                      {slots.map((slot) => (
                        <Tag key={`${slot.kind}-${slot.start}`}>{slotText(slot)}</Tag>
                      ))}
                    </Space>
                  </div>
                </div>
                <Button type="primary" disabled={clashing.length > 0 || current} loading={assigning.isPending && assigning.variables.id === technician.id} onClick={() => assign(technician)}>
                  {current ? t('assign.current') : t('assign.pick')}
                </Button>
              </Flex>
            );
          })}
        </Flex>
      </Card>
    </>
  );
}
