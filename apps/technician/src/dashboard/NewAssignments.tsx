import { lazy, Suspense, useState } from 'react';
import { Button, Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Order } from '@fixflow/contracts';
import { useOrderTransition } from '@fixflow/shell-sdk/data';
import { Panel, Text } from '@fixflow/ui';
import { OrderCard } from '../my-orders/OrderCard';

// The decline form and its words load when Decline is first pressed: Home's first load carries neither.
const DeclineDialog = lazy(async () => ({ default: (await import('../order/DeclineDialog')).DeclineDialog }));

function Assignment({ order, onDecline }: { order: Order; onDecline(order: Order): void }) {
  const { t } = useTranslation('technician');
  const { move, busy } = useOrderTransition(order.id, 'technician', 'technician', order);
  return (
    <Flex vertical gap={8} data-testid="new-assignment" data-invoice={order.invoice_number}>
      <OrderCard order={order} />
      <Flex gap={8}>
        <Button type="primary" size="large" style={{ flex: 1 }} loading={busy === 'accepted'} onClick={() => void move('accepted')}>
          {t('orderPage.actions.accepted')}
        </Button>
        <Button size="large" danger style={{ flex: 1 }} disabled={busy !== null} onClick={() => onDecline(order)}>
          {t('orderPage.actions.decline')}
        </Button>
      </Flex>
    </Flex>
  );
}

/**
 * Home's first answer to give: each new assignment with Accept and Decline side by side. Accepted
 * or declined, it leaves (the live order event moves it to the day's list or away).
 */
export function NewAssignments({ orders }: { orders: Order[] }) {
  const { t } = useTranslation('technician');
  const [declining, setDeclining] = useState<Order | null>(null);
  return (
    <Panel title={t('dashboard.assignments.title', { count: orders.length })} style={{ marginBottom: 16 }} data-testid="new-assignments">
      <Text paragraph type="secondary">
        {t('dashboard.assignments.text')}
      </Text>
      <Flex vertical gap={16}>
        {orders.map((order) => (
          <Assignment key={order.id} order={order} onDecline={setDeclining} />
        ))}
      </Flex>
      {declining ? (
        <Suspense fallback={null}>
          <DeclineDialog order={declining} onClose={() => setDeclining(null)} />
        </Suspense>
      ) : null}
    </Panel>
  );
}
