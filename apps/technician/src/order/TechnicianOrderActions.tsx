import { lazy, Suspense, useState } from 'react';
import { Button, Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { PERSONAL_ORDER_SOURCE, canDecline, nextStates, reasonRequired, type Order, type OrderStatus } from '@fixflow/contracts';
import { ReasonDialog } from '@fixflow/ui';
import { useOrderTransition } from '@fixflow/shell-sdk/data';

// Its form and words load when Decline is first pressed.
const DeclineDialog = lazy(async () => ({ default: (await import('./DeclineDialog')).DeclineDialog }));

/** The main move first and full width: it is what the technician came to the page for. */
const ORDER_OF_MOVES: OrderStatus[] = ['accepted', 'en_route', 'in_progress', 'completed', 'on_hold', 'cancelled'];

/**
 * Next actions per the one transition table: Accept (or Decline, with a reason, on a new
 * assignment), On my way, Start, Hold (with reason), Complete — which opens the job's figures
 * (`onComplete`): the API refuses a completion without them.
 */
export function TechnicianOrderActions({ order, onComplete, onDeclined }: { order: Order; onComplete(): void; onDeclined?(): void }) {
  const { t } = useTranslation('technician');
  const { move, busy } = useOrderTransition(order.id, 'technician', 'technician', order);
  const [asking, setAsking] = useState<OrderStatus | null>(null);
  const [declining, setDeclining] = useState(false);
  const personal = order.order_source === PERSONAL_ORDER_SOURCE;
  const moves = nextStates({
    from: order.status,
    // A personal booking's technician is also its owner (the only one who may cancel it).
    actors: personal ? ['technician', 'owner'] : ['technician'],
    personal,
    hasTechnician: order.technician_id !== null,
  }).sort((a, b) => ORDER_OF_MOVES.indexOf(a) - ORDER_OF_MOVES.indexOf(b));
  // Back from hold is "Resume", not a second "Accept".
  const label = (to: OrderStatus) => t(to === 'accepted' && order.status === 'on_hold' ? 'orderPage.actions.resume' : `orderPage.actions.${to}`);
  const declinable = canDecline(order, ['technician']);

  if (!moves.length && !declinable) return null;
  return (
    <Flex vertical gap={8}>
      {moves.map((to, index) => (
        <Button
          key={to}
          block
          size="large"
          type={index === 0 && to !== 'cancelled' ? 'primary' : 'default'}
          danger={to === 'cancelled'}
          loading={busy === to}
          onClick={() => (to === 'completed' ? onComplete() : reasonRequired(order.status, to) ? setAsking(to) : void move(to))}
        >
          {label(to)}
        </Button>
      ))}
      {declinable ? (
        <Button block size="large" danger disabled={busy !== null} onClick={() => setDeclining(true)}>
          {t('orderPage.actions.decline')}
        </Button>
      ) : null}
      <ReasonDialog
        open={asking !== null}
        ns="technician"
        action={asking ? label(asking) : ''}
        busy={busy !== null}
        onClose={() => setAsking(null)}
        onConfirm={(reason) => {
          if (!asking) return;
          void move(asking, reason).then((done) => done && setAsking(null));
        }}
      />
      {declining ? (
        <Suspense fallback={null}>
          <DeclineDialog order={order} onClose={() => setDeclining(false)} onDeclined={onDeclined} />
        </Suspense>
      ) : null}
    </Flex>
  );
}
