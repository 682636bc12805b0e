import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Flex, Skeleton, Space, Tag, Typography } from 'antd';
import { useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { typed, type ApiClientError } from '@fixflow/api-client';
import { addVendorDispatchWords } from '@fixflow/i18n/vendor-dispatch';
import type { BusySlot, OutsideHoursDetails, TechnicianAvailability, TechnicianSummary, VendorFinancialSettingsView } from '@fixflow/contracts';
import { apiErrorCode, describeApiError, useShell } from '@fixflow/shell-sdk';
import { queryKeys, useLiveOrder } from '@fixflow/shell-sdk/data';
import { ApiErrorAlert, EmptyState, PageHeader, TimeSlotText, useDates } from '@fixflow/ui';
import { HoursOverrideDialog } from './HoursOverrideDialog';
import { standing, technicianZone, type TechnicianStanding } from './hours';

interface RosterRow {
  technician: TechnicianSummary;
  slots: BusySlot[];
  /** Null when its hours could not be read: the row says so, the API still decides. */
  availability: TechnicianAvailability | null;
}

interface Choice {
  technician: TechnicianSummary;
  /** The dispatcher confirmed a window outside the technician's hours (recorded by the API). */
  override?: boolean;
}

const TAG_COLOR: Record<TechnicianStanding['kind'], string> = { busy: 'red', day_off: 'default', outside: 'orange', free: 'green', unknown: 'default' };

export function AssignTechnicianPage() {
  const { t, i18n: words } = useTranslation('vendor');
  // The hours' words come with this chunk, not with the remote's entry.
  addVendorDispatchWords(words);
  const { api, navigate, toast, i18n } = useShell();
  const dates = useDates();
  const { id } = useParams<{ id: string }>();
  const { order, error, loading, reload } = useLiveOrder(id);
  const queryClient = useQueryClient();
  const [clash, setClash] = useState<BusySlot | null>(null);
  const [outside, setOutside] = useState<{ technician: TechnicianSummary; details: OutsideHoursDetails | undefined } | null>(null);
  const serviceDate = order?.service_date ?? '';

  // Each technician's busy slots for the order's day and its weekly hours, beside the roster (one
  // call each: rosters are small). A roster query (an answered invitation reads it again) and an
  // order one (so does a visit booked meanwhile).
  const rosterQuery = useQuery({
    queryKey: [...queryKeys.technicians, 'busy', serviceDate],
    enabled: !!serviceDate,
    queryFn: async ({ signal }): Promise<RosterRow[]> => {
      const client = typed(api);
      const technicians = await client.get('/technicians', { signal });
      return Promise.all(
        technicians.map(async (technician) => {
          const [slots, availability] = await Promise.all([
            client.get('/technicians/{id}/busy-slots', { path: { id: technician.id }, query: { start: serviceDate, end: serviceDate }, signal }),
            client.get('/technicians/{id}/availability', { path: { id: technician.id }, signal }).catch((): null => null),
          ]);
          return { technician, slots, availability };
        }),
      );
    },
  });
  // A technician without a zone of its own works on its vendor's clock (as the API reads it).
  const vendorZone = useQuery({
    queryKey: queryKeys.vendorSettings,
    queryFn: ({ signal }): Promise<VendorFinancialSettingsView> => typed(api).get('/vendor-settings', { signal }),
  }).data?.timezone;
  const roster = rosterQuery.data ?? null;
  const rosterError = rosterQuery.error;

  const assigning = useMutation({
    mutationFn: ({ technician, override }: Choice) =>
      typed(api).post('/orders/{id}/assign', { path: { id: order!.id }, body: { technician_id: technician.id, ...(override ? { override_hours: true } : {}) } }),
    onMutate: () => setClash(null),
    onSuccess: async (_, { technician }) => {
      setOutside(null);
      await queryClient.invalidateQueries({ queryKey: queryKeys.orders });
      toast.success(t('assign.assigned', { name: technician.full_name ?? technician.email }));
      navigate(`/orders/${order!.id}`);
    },
    onError: (failure, { technician }) => {
      // Outside the technician's hours: the dispatcher may confirm, and the same call goes again with the override.
      if (apiErrorCode(failure) === 'OUTSIDE_WORKING_HOURS') {
        setOutside({ technician, details: (failure as ApiClientError).working_hours });
        return;
      }
      setOutside(null);
      const slot = (failure as { slot?: BusySlot }).slot;
      if (slot) setClash(slot);
      toast.error(describeApiError(failure, i18n));
    },
  });

  if (loading) return <Skeleton active />;
  if (!order) return <ApiErrorAlert error={error} ns="vendor" onRetry={() => void reload()} />;

  const slotText = (slot: BusySlot) => `${t(`assign.kind.${slot.kind}`)} ${dates.span(slot.start, slot.end, t('kit.allDay'))}`;
  const hoursText = (hours: { start: string; end: string }[]) => hours.map((entry) => t('dispatch.hours.works', { start: entry.start, end: entry.end })).join(', ');
  const stateLabel = (state: TechnicianStanding) =>
    state.kind === 'busy' ? t('assign.busy') : state.kind === 'day_off' ? t('dispatch.hours.dayOff') : state.kind === 'outside' ? t('dispatch.hours.outside') : state.kind === 'free' ? t('dispatch.hours.free') : t('dispatch.hours.unknown');
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
          {(roster ?? []).map(({ technician, slots, availability }) => {
            const state = standing(order, slots, availability, technicianZone(technician.timezone, vendorZone));
            const current = order.technician_id === technician.id;
            return (
              <Flex key={technician.id} data-testid={`roster-${technician.email ?? technician.id}`} justify="space-between" align="center" gap={12} wrap>
                <div>
                  <Typography.Text strong>{technician.full_name ?? technician.email}</Typography.Text>
                  <div>
                    <Space wrap size={4}>
                      <Tag color={TAG_COLOR[state.kind]} data-testid="technician-standing">
                        {stateLabel(state)}
                      </Tag>
                      {state.kind === 'free' || state.kind === 'outside' ? <Typography.Text type="secondary">{hoursText(state.hours)}</Typography.Text> : null}
                      {slots.map((slot) => (
                        <Tag key={`${slot.kind}-${slot.start}`}>{slotText(slot)}</Tag>
                      ))}
                    </Space>
                  </div>
                </div>
                <Button
                  type={state.kind === 'free' || state.kind === 'unknown' ? 'primary' : 'default'}
                  disabled={state.kind === 'busy' || current}
                  loading={assigning.isPending && assigning.variables.technician.id === technician.id}
                  onClick={() => assigning.mutate({ technician })}
                >
                  {current ? t('assign.current') : t('assign.pick')}
                </Button>
              </Flex>
            );
          })}
        </Flex>
      </Card>
      <HoursOverrideDialog
        open={outside !== null}
        name={outside ? (outside.technician.full_name ?? outside.technician.email ?? '') : ''}
        invoice={order.invoice_number}
        details={outside?.details}
        busy={assigning.isPending}
        onCancel={() => setOutside(null)}
        onConfirm={() => outside && assigning.mutate({ technician: outside.technician, override: true })}
      />
    </>
  );
}
