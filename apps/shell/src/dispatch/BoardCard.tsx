import { memo, type CSSProperties } from 'react';
import { useDraggable } from '@dnd-kit/core';
import { useTranslation } from 'react-i18next';
import type { Order } from '@fixflow/contracts';
import { DISPATCH_NAMESPACE } from '@fixflow/i18n/dispatch-board';
import type { TFunction } from 'i18next';
import { exactWindow, isNamedSlot, statusTone, TimeSlotText } from '@fixflow/ui';
import styles from './board.module.css';

/** The draggable's id of an order's card; the card's data carries the order. */
export const cardId = (order: Pick<Order, 'id'>) => `order|${order.id}`;

/** A time slot in words (TimeSlotText's, as a string for labels and messages). */
export function slotLabel(t: TFunction, slot: string): string {
  if (isNamedSlot(slot)) return t(`order.slot.${slot}`);
  const window = exactWindow(slot);
  return window ? t('order.slot.window', window) : slot;
}

/** The StatusTag tone of a state as the card's colour family ('processing' and 'default' have no palette). */
export function cardTone(order: Pick<Order, 'status'>): string {
  const tone = statusTone(order.status);
  return tone === 'processing' ? 'blue' : tone;
}

export interface CardProps {
  order: Order;
  /** An open offer stands for the order (the tray marks it). */
  offered?: boolean;
  onMoveTo?: (order: Order) => void;
  style?: CSSProperties;
  className?: string;
}

/** What a card shows: invoice, customer, window, and its state in words (the colour says it too). */
export function CardBody({ order, offered }: Pick<CardProps, 'order' | 'offered'>) {
  const { t } = useTranslation(DISPATCH_NAMESPACE);
  return (
    <>
      <div className={styles.line}>
        <span className={styles.invoice}>{order.invoice_number}</span>
        {offered ? <span className={styles.badge}>{t('tray.offered')}</span> : null}
      </div>
      <div className={styles.line}>{order.customer_name}</div>
      <div className={`${styles.line} ${styles.muted}`}>
        <TimeSlotText slot={order.time_slot} ns={DISPATCH_NAMESPACE} /> · {t(`order.vendorStatus.${order.status}`)}
      </div>
    </>
  );
}

/**
 * An order's card on the grid or in the tray: the body picks up (pointer, or Space/Enter with the
 * keyboard, dnd-kit's sensors), and the ⋯ button beside it opens "Move to…" for those who do not drag.
 */
export const BoardCard = memo(function BoardCard({ order, offered, onMoveTo, style, className }: CardProps) {
  const { t } = useTranslation(DISPATCH_NAMESPACE);
  const { attributes, listeners, setNodeRef, isDragging } = useDraggable({ id: cardId(order), data: { order } });
  return (
    <div
      className={`${styles.card} ${isDragging ? styles.dragging : ''} ${className ?? ''}`}
      data-tone={cardTone(order)}
      data-invoice={order.invoice_number}
      data-testid="board-card"
      style={style}
    >
      <div
        ref={setNodeRef}
        className={styles.grab}
        {...attributes}
        {...listeners}
        aria-label={t('card.describe', { invoice: order.invoice_number, customer: order.customer_name, window: slotLabel(t, order.time_slot), status: t(`order.vendorStatus.${order.status}`) })}
      >
        <CardBody order={order} offered={offered} />
      </div>
      {onMoveTo ? (
        <button type="button" className={styles.menuButton} aria-label={t('card.moveToLabel', { invoice: order.invoice_number })} title={t('card.moveTo')} onClick={() => onMoveTo(order)}>
          ⋯
        </button>
      ) : null}
    </div>
  );
});

/** The card under the pointer while it moves (dnd-kit's DragOverlay), above everything. */
export function CardOverlay({ order }: { order: Order }) {
  return (
    <div className={`${styles.card} ${styles.overlay}`} data-tone={cardTone(order)}>
      <div className={styles.grab}>
        <CardBody order={order} />
      </div>
    </div>
  );
}
