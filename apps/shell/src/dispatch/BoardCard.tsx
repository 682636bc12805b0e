import { createContext, memo, useContext, useEffect, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import { useDraggable } from '@dnd-kit/core';
import type { TFunction } from 'i18next';
import type { Order } from '@fixflow/contracts';
import { exactWindow, isNamedSlot, statusTone } from '@fixflow/ui';
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

/**
 * What every card reads, given once by the page: the board's words and its clock. A week's board
 * draws over a thousand cards; one useTranslation each (a subscription per card) cost more than
 * the cards themselves.
 */
export interface BoardText {
  t: TFunction;
  /** 'HH:MM' of an instant on the board's clock. */
  clock(iso: string): string;
  /** A slot's and a state's words, each worked out once per board (a few distinct values, thousands of cards). */
  slot(slot: string): string;
  status(status: Order['status']): string;
}

/** The board's words and clock for its cards, with the repeated ones kept. */
export function boardText(t: TFunction, clock: (iso: string) => string): BoardText {
  const slots = new Map<string, string>();
  const statuses = new Map<string, string>();
  const kept = (cache: Map<string, string>, key: string, make: () => string) => {
    let value = cache.get(key);
    if (value === undefined) {
      value = make();
      cache.set(key, value);
    }
    return value;
  };
  return {
    t,
    clock,
    slot: (slot) => kept(slots, slot, () => slotLabel(t, slot)),
    status: (status) => kept(statuses, status, () => t(`order.vendorStatus.${status}`)),
  };
}

export const BoardTextContext = createContext<BoardText | null>(null);

export function useBoardText(): BoardText {
  const text = useContext(BoardTextContext);
  if (!text) throw new Error('a board card outside the board (BoardTextContext missing)');
  return text;
}

export interface CardProps {
  order: Order;
  /** An open offer stands for the order (the tray marks it). */
  offered?: boolean;
  onMoveTo?: (order: Order) => void;
  style?: CSSProperties;
  className?: string;
  /** Room for the slot's name (the tray, a phone), not only its hours. */
  wide?: boolean;
}

/**
 * What a card shows: invoice, customer, the window on the board's clock, and its state in words
 * (the colour says it too). Short lines: a week's cell is narrow; the slot's name is its title.
 */
export function CardBody({ order, offered, wide }: Pick<CardProps, 'order' | 'offered' | 'wide'>) {
  const { t, clock, slot: slotWords, status } = useBoardText();
  const slot = slotWords(order.time_slot);
  return (
    <>
      <div className={`${styles.line} ${styles.first}`}>
        <span className={styles.invoice}>{order.invoice_number}</span>
        {offered ? <span className={styles.badge}>{t('tray.offered')}</span> : null}
      </div>
      <div className={styles.line}>{order.customer_name}</div>
      <div className={`${styles.line} ${styles.muted}`} title={slot}>
        {wide ? slot : `${clock(order.starts_at)}–${clock(order.ends_at)}`}
      </div>
      <div className={`${styles.line} ${styles.muted}`}>{status(order.status)}</div>
    </>
  );
}

/** The body's own text names it for a screen reader: invoice, customer, window, state. */
interface GrabProps {
  order: Order;
  children: ReactNode;
}

/** The card's body as a plain, focusable element: what almost every card is, almost all the time. */
function RestingGrab({ children, onArm }: Omit<GrabProps, 'order'> & { onArm: (byFocus: boolean) => void }) {
  return (
    <div className={styles.grab} role="button" tabIndex={0} onPointerEnter={() => onArm(false)} onFocus={() => onArm(true)}>
      {children}
    </div>
  );
}

/** The card's body wired to dnd-kit: pointer or Space/Enter picks it up (dnd-kit's sensors). */
function DraggableGrab({ order, children, focus, onDragging }: GrabProps & { focus: boolean; onDragging: (dragging: boolean) => void }) {
  const { t } = useBoardText();
  const { attributes, listeners, setNodeRef, isDragging } = useDraggable({ id: cardId(order), data: { order }, attributes: { roleDescription: t('a11y.roleDescription') } });
  const node = useRef<HTMLDivElement | null>(null);
  useEffect(() => {
    // Armed by the keyboard: the focus moves to this element, which replaced the resting one.
    if (focus) node.current?.focus();
  }, [focus]);
  useEffect(() => onDragging(isDragging), [isDragging, onDragging]);
  return (
    <div
      ref={(element) => {
        node.current = element;
        setNodeRef(element);
      }}
      className={styles.grab}
      {...attributes}
      {...listeners}
    >
      {children}
    </div>
  );
}

/**
 * An order's card on the grid or in the tray. It becomes a dnd-kit draggable when a pointer comes
 * over it or it takes the focus (before any press), so a week of fifty technicians does not run a
 * thousand draggables' hooks to draw. The ⋯ button beside the body opens "Move to…" for those who
 * do not drag.
 */
export const BoardCard = memo(function BoardCard({ order, offered, onMoveTo, style, className, wide }: CardProps) {
  const { t } = useBoardText();
  const [armed, setArmed] = useState<'pointer' | 'focus' | null>(null);
  const [dragging, setDragging] = useState(false);
  const body = <CardBody order={order} offered={offered} wide={wide} />;
  return (
    <div
      className={`${styles.card} ${dragging ? styles.dragging : ''} ${className ?? ''}`}
      data-tone={cardTone(order)}
      data-invoice={order.invoice_number}
      data-testid="board-card"
      style={style}
    >
      {armed ? (
        <DraggableGrab order={order} focus={armed === 'focus'} onDragging={setDragging}>
          {body}
        </DraggableGrab>
      ) : (
        <RestingGrab onArm={(byFocus) => setArmed(byFocus ? 'focus' : 'pointer')}>
          {body}
        </RestingGrab>
      )}
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
