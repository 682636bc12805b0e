import { useState } from 'react';
import { Button, Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { PERSONAL_ORDER_SOURCE, nextStates, reasonRequired, type Order, type OrderStatus } from '@fixflow/contracts';
import { ReasonDialog } from '@fixflow/ui';
import { useOrderTransition } from '@fixflow/shell-sdk/data';
import { CancelOrderDialog, CloseOrderDialog } from './CloseAndCancelDialogs';

/** The moves the vendor (the order's owner) may make now, from the one transition table. */
export function VendorOrderActions({ order }: { order: Order }) {
  const { t } = useTranslation('vendor');
  const { move, busy } = useOrderTransition(order.id, 'vendor', 'vendor');
  const [asking, setAsking] = useState<OrderStatus | null>(null);
  const moves = nextStates({
    from: order.status,
    actors: ['owner'],
    personal: order.order_source === PERSONAL_ORDER_SOURCE,
    hasTechnician: order.technician_id !== null,
  });
  const label = (to: OrderStatus) => t(`orderDetails.actions.${to}`);
  // Approving asks the customer's rating; cancelling asks whose side called it off.
  const asks = (to: OrderStatus) => to === 'closed' || to === 'cancelled' || reasonRequired(order.status, to);
  const done = (ok: boolean) => ok && setAsking(null);

  return (
    <Flex wrap gap={8}>
      {moves.map((to) => (
        <Button key={to} danger={to === 'cancelled'} type={to === 'closed' ? 'primary' : 'default'} loading={busy === to} onClick={() => (asks(to) ? setAsking(to) : void move(to))}>
          {label(to)}
        </Button>
      ))}
      <ReasonDialog
        open={asking !== null && asking !== 'closed' && asking !== 'cancelled'}
        ns="vendor"
        action={asking ? label(asking) : ''}
        busy={busy !== null}
        onClose={() => setAsking(null)}
        onConfirm={(reason) => {
          if (!asking) return;
          void move(asking, reason).then(done);
        }}
      />
      <CloseOrderDialog
        open={asking === 'closed'}
        invoice={order.invoice_number}
        busy={busy === 'closed'}
        onClose={() => setAsking(null)}
        onConfirm={(rating) => void move('closed', undefined, { rating: rating ?? undefined }).then(done)}
      />
      <CancelOrderDialog
        open={asking === 'cancelled'}
        invoice={order.invoice_number}
        busy={busy === 'cancelled'}
        reasonNeeded={reasonRequired(order.status, 'cancelled')}
        onClose={() => setAsking(null)}
        onConfirm={(reason, side) => void move('cancelled', reason, { cancel_side: side }).then(done)}
      />
    </Flex>
  );
}
