import { useEffect, useState } from 'react';
import { Alert, Button, Card, Flex, Skeleton, Space, Tag, Typography } from 'antd';
import { useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { BusySlot, Order, TechnicianSummary } from '@fixflow/contracts';
import { describeApiError, useShell } from '@fixflow/shell-sdk';
import { useLiveOrder } from '@fixflow/shell-sdk/data';
import { EmptyState, TimeSlotText, clockTime } from '@fixflow/ui';
import { VendorPageHeader } from '../layout/VendorPageHeader';
import { clashes } from './busy';

interface RosterRow {
  technician: TechnicianSummary;
  slots: BusySlot[];
}

export function AssignTechnicianPage() {
  const { t } = useTranslation('vendor');
  const { api, navigate, toast, i18n } = useShell();
  const { id } = useParams<{ id: string }>();
  const { order, error, loading } = useLiveOrder(id);
  const [roster, setRoster] = useState<RosterRow[] | null>(null);
  const [rosterError, setRosterError] = useState<unknown>(null);
  const [assigning, setAssigning] = useState<string | null>(null);
  const [clash, setClash] = useState<BusySlot | null>(null);
  const serviceDate = order?.service_date;

  useEffect(() => {
    if (!serviceDate) return undefined;
    let current = true;
    // Each technician's busy slots for the order's day, beside the roster (one call each: rosters are small).
    api
      .get<TechnicianSummary[]>('/technicians')
      .then((technicians) =>
        Promise.all(
          technicians.map(async (technician) => ({
            technician,
            slots: await api.get<BusySlot[]>(`/technicians/${technician.id}/busy-slots`, { start: serviceDate, end: serviceDate }),
          })),
        ),
      )
      .then(
        (rows) => current && setRoster(rows),
        (failure: unknown) => current && setRosterError(failure),
      );
    return () => {
      current = false;
    };
  }, [api, serviceDate]);

  async function assign(technician: TechnicianSummary) {
    if (!order) return;
    setAssigning(technician.id);
    setClash(null);
    try {
      await api.post<Order>(`/orders/${order.id}/assign`, { technician_id: technician.id });
      toast.success(t('assign.assigned', { name: technician.full_name ?? technician.email }));
      navigate(`/orders/${order.id}`);
    } catch (failure) {
      const slot = (failure as { slot?: BusySlot }).slot;
      if (slot) setClash(slot);
      toast.error(describeApiError(failure, i18n));
    } finally {
      setAssigning(null);
    }
  }

  if (loading) return <Skeleton active />;
  if (!order) return <Alert type="error" showIcon title={describeApiError(error, i18n)} />;

  const slotText = (slot: BusySlot) => `${t(`assign.kind.${slot.kind}`)} ${clockTime(slot.start)}–${clockTime(slot.end)}`;
  return (
    <>
      <VendorPageHeader
        title={t('assign.title', { invoice: order.invoice_number })}
        subtitle={order.customer_name}
        extra={<Button onClick={() => navigate(`/orders/${order.id}`)}>{t('assign.backToOrder')}</Button>}
      />
      <Typography.Paragraph>
        {t('assign.when', { date: order.service_date })} <TimeSlotText slot={order.time_slot} ns="vendor" />
      </Typography.Paragraph>
      {clash ? <Alert type="warning" showIcon style={{ marginBottom: 16 }} title={t('assign.clash', { date: clash.date, slot: slotText(clash) })} /> : null}
      {rosterError ? <Alert type="error" showIcon title={describeApiError(rosterError, i18n)} /> : null}
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
                <Button type="primary" disabled={clashing.length > 0 || current} loading={assigning === technician.id} onClick={() => void assign(technician)}>
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
