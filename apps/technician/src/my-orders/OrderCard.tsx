import { Flex } from 'antd';
import type { Order } from '@fixflow/contracts';
import { PERSONAL_ORDER_SOURCE } from '@fixflow/contracts';
import { useShell } from '@fixflow/shell-sdk';
import { OrderStatusTag, Panel, PersonalTag, Text, TimeSlotText, useDates } from '@fixflow/ui';

/** One visit as a thumb-sized card: when, who, where, and its state. */
export function OrderCard({ order }: { order: Order }) {
  const { navigate } = useShell();
  const dates = useDates();
  const personal = order.order_source === PERSONAL_ORDER_SOURCE;
  return (
    <Panel size="small" onClick={() => navigate(`/orders/${order.id}`)} data-testid="my-order" data-invoice={order.invoice_number}>
      <Flex justify="space-between" align="start" gap={8}>
        <div style={{ minWidth: 0 }}>
          <Text strong>{dates.day(order.service_date)} · <TimeSlotText slot={order.time_slot} ns="technician" /></Text>
          <div>
            <Text>{personal ? order.issue_description : order.customer_name}</Text>
          </div>
          {personal ? null : (
            <Text type="secondary" ellipsis>
              {[order.address, order.city].filter(Boolean).join(', ')} · {order.invoice_number}
            </Text>
          )}
        </div>
        {personal ? <PersonalTag ns="technician" /> : <OrderStatusTag status={order.status} side="technician" ns="technician" />}
      </Flex>
    </Panel>
  );
}
