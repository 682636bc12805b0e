import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Descriptions, Drawer, Flex, Select, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { addAdminOrdersWords } from '@fixflow/i18n/admin-orders';
import { typed } from '@fixflow/api-client';
import { canAssign, type Order, PERSONAL_ORDER_SOURCE } from '@fixflow/contracts';
import { describeApiError, useShell } from '@fixflow/shell-sdk';
import { queryKeys, useOrderTransition } from '@fixflow/shell-sdk/data';
import { OrderStatusTag, ReasonDialog, TimeSlotText, useDates } from '@fixflow/ui';

const FINISHED = ['closed', 'cancelled'];

/**
 * One order for an admin: read-only, except Cancel (with a reason: POST /orders/:id/transitions)
 * and Reassign (POST /orders/:id/assign to a technician on the order's vendor's roster). Both are
 * audited by the API; the lists and the audit log are read again after either.
 */
export function AdminOrderDrawer({ order, vendorName, onClose }: { order: Order | null; vendorName?: string; onClose(): void }) {
  const { t, i18n } = useTranslation('admin');
  addAdminOrdersWords(i18n);
  const { api, toast } = useShell();
  const dates = useDates();
  const queryClient = useQueryClient();
  const [asking, setAsking] = useState(false);
  const [technicianId, setTechnicianId] = useState<string | undefined>();
  // The lists (and the assignable technicians under them) are read again after either action.
  const refresh = () => queryClient.invalidateQueries({ queryKey: queryKeys.orders });
  const transition = useOrderTransition(order?.id ?? '', 'admin', 'vendor');

  const assignable = order ? canAssign(order) && Boolean(order.vendor_id) : false;
  // Technicians on this vendor's roster (the API refuses anyone else as not found).
  const technicians = useQuery({
    queryKey: [...queryKeys.orders, 'assignable-technicians', order?.vendor_id],
    queryFn: ({ signal }) => typed(api).get('/admin/technicians', { query: { status: 'active' }, signal }),
    enabled: assignable,
    select: (list) => list.items.filter((technician) => technician.rosters.some((roster) => roster.vendor_id === order?.vendor_id)),
  });

  const cancel = async (reason: string) => {
    if (!(await transition.move('cancelled', reason))) return;
    setAsking(false);
    await refresh();
  };
  const reassign = useMutation({
    mutationFn: (id: string) => typed(api).post('/orders/{id}/assign', { path: { id: order!.id }, body: { technician_id: id } }),
    onSuccess: async () => {
      setTechnicianId(undefined);
      toast.success(t('allOrders.reassigned'));
      await refresh();
    },
    onError: (error) => toast.error(describeApiError(error, i18n)),
  });

  return (
    <Drawer
      open={Boolean(order)}
      onClose={onClose}
      title={order ? (order.order_source === PERSONAL_ORDER_SOURCE ? t('order.personal') : t('allOrders.details', { invoice: order.invoice_number })) : ''}
      width="min(560px, 100vw)"
      destroyOnHidden
      data-testid="admin-order"
    >
      {order ? (
        <Flex vertical gap={16}>
          <Alert type="info" showIcon message={t('allOrders.readOnly')} />
          <Descriptions column={1} size="small" bordered>
            <Descriptions.Item label={t('order.fields.status')}>
              <OrderStatusTag status={order.status} side="vendor" ns="admin" />
            </Descriptions.Item>
            <Descriptions.Item label={t('allOrders.vendor')}>{vendorName ?? '—'}</Descriptions.Item>
            <Descriptions.Item label={t('order.fields.customer')}>
              {order.customer_name} · {order.phone}
            </Descriptions.Item>
            <Descriptions.Item label={t('allOrders.address')}>{[order.address, order.city, order.state, order.zip_code].filter(Boolean).join(', ')}</Descriptions.Item>
            <Descriptions.Item label={t('order.fields.serviceDate')}>
              {dates.day(order.service_date)} · <TimeSlotText slot={order.time_slot} ns="admin" />
            </Descriptions.Item>
            <Descriptions.Item label={t('order.fields.appliance')}>{order.appliance_type}</Descriptions.Item>
            <Descriptions.Item label={t('allOrders.issue')}>{order.issue_description}</Descriptions.Item>
            <Descriptions.Item label={t('order.fields.technician')}>{order.technician?.full_name ?? t('order.unassigned')}</Descriptions.Item>
          </Descriptions>
          {assignable ? (
            <Space.Compact style={{ width: '100%' }}>
              <Select<string>
                aria-label={t('allOrders.reassignTo')}
                data-testid="reassign-technician"
                placeholder={t('allOrders.reassignTo')}
                value={technicianId}
                loading={technicians.isPending}
                onChange={setTechnicianId}
                options={(technicians.data ?? [])
                  .filter((technician) => technician.id !== order.technician_id)
                  .map((technician) => ({ value: technician.id, label: technician.full_name ?? technician.email ?? technician.id }))}
                style={{ flex: 1, minWidth: 0 }}
              />
              <Button disabled={!technicianId} loading={reassign.isPending} onClick={() => technicianId && reassign.mutate(technicianId)}>
                {t('allOrders.reassign')}
              </Button>
            </Space.Compact>
          ) : null}
          {!FINISHED.includes(order.status) ? (
            <div>
              <Button danger onClick={() => setAsking(true)}>
                {t('allOrders.cancel')}
              </Button>
            </div>
          ) : null}
          <ReasonDialog open={asking} ns="admin" action={t('allOrders.cancel')} busy={transition.busy === 'cancelled'} onConfirm={(reason) => void cancel(reason)} onClose={() => setAsking(false)} />
        </Flex>
      ) : null}
    </Drawer>
  );
}
