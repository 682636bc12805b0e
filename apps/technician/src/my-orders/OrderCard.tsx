import { Flex } from 'antd';
import type { Order } from '@fixflow/contracts';
import { PERSONAL_ORDER_SOURCE, personalBookingNote } from '@fixflow/contracts';
import { useShell } from '@fixflow/shell-sdk';
import { OrderStatusTag, Panel, PersonalTag, Text, TimeSlotText, useDates } from '@fixflow/ui';

/** One visit as a thumb-sized card: when, who, where, and its state. */
export function OrderCard({ order }: { order: Order }) {
  const { navigate } = useShell();
  const dates = useDates();
  const personal = order.order_source === PERSONAL_ORDER_SOURCE;
  const line = personal ? personalBookingNote(order) : order.customer_name;
  return (
    <Panel size="small" onClick={() => navigate(`/orders/${order.id}`)} data-testid="my-order" data-invoice={order.invoice_number}>
      <Flex justify="space-between" align="start" gap={8}>
        <div style={{ minWidth: 0 }}>
          <Text strong>{dates.day(order.service_date)} · <TimeSlotText slot={order.time_slot} ns="technician" /></Text>
          {/* A visit names its customer; blocked time its note, if any (the tag says what it is). */}
          {line ? (
            <div>
              <Text>{line}</Text>
            </div>
          ) : null}
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
