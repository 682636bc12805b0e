import { useMemo, useRef, useState, type ReactNode } from 'react';
import { DndContext, DragOverlay, KeyboardSensor, PointerSensor, useSensor, useSensors, type Announcements, type DragEndEvent, type DragStartEvent, type UniqueIdentifier } from '@dnd-kit/core';
import { useTranslation } from 'react-i18next';
import type { BoardTechnician, Order } from '@fixflow/contracts';
import { DISPATCH_NAMESPACE } from '@fixflow/i18n/dispatch-board';
import { CardOverlay } from './BoardCard';
import type { BoardFormat } from './BoardGrid';
import { boardCollisions, cellStepper, type GridLayout } from './board-keyboard';
import { orderCell, parseCellId, type BoardCell, type BoardView } from './board-grid';

interface BoardDndProps {
  layout: GridLayout;
  technicians: readonly BoardTechnician[];
  view: BoardView;
  zone: string;
  format: BoardFormat;
  onDrop: (order: Order, cell: BoardCell) => void;
  children: ReactNode;
}

const orderOf = (data: { current?: Record<string, unknown> } | undefined | null): Order | null => (data?.current?.order as Order | undefined) ?? null;

/**
 * Drag and drop over the board (dnd-kit): a pointer drags once moved 5 px (a click stays a
 * click); the keyboard picks a card up with Space or Enter, steps it cell by cell with the arrows,
 * drops with Space or Enter and cancels with Escape; a screen reader hears each step in the
 * user's language.
 */
export function BoardDnd({ layout, technicians, view, zone, format, onDrop, children }: BoardDndProps) {
  const { t } = useTranslation(DISPATCH_NAMESPACE);
  const [dragged, setDragged] = useState<Order | null>(null);
  // The sensor's getter reads the grid as it is now, not as it was when the sensor was made.
  const current = useRef({ layout, view, zone, dragged });
  current.current = { layout, view, zone, dragged };
  const coordinateGetter = useMemo(
    () =>
      cellStepper(
        () => current.current.layout,
        () => (current.current.dragged ? orderCell(current.current.dragged, current.current.view, current.current.zone) : null),
      ),
    [],
  );
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 5 } }), useSensor(KeyboardSensor, { coordinateGetter }));

  const names = useMemo(() => new Map(technicians.map((technician) => [technician.id, technician.full_name ?? '—'])), [technicians]);
  const cellName = (id: UniqueIdentifier) => {
    const cell = parseCellId(String(id));
    if (!cell) return '';
    const name = names.get(cell.technicianId) ?? '';
    const date = format.day(cell.date, 'long');
    return cell.hour === undefined ? t('a11y.cell', { name, date }) : t('a11y.cellHour', { name, date, hour: format.hour(cell.hour) });
  };
  const invoiceOf = (active: { data: { current?: Record<string, unknown> } }) => orderOf(active.data)?.invoice_number ?? '';
  // Picked up, a card is over a cell at once (where a drop would land it): dnd-kit announces both
  // in one render and "Picked up" alone was never heard. That first "over", before any move, says both.
  const unmoved = useRef(false);
  const announcements: Announcements = {
    onDragStart: ({ active }) => {
      unmoved.current = true;
      return t('a11y.picked', { invoice: invoiceOf(active) });
    },
    onDragMove: () => {
      unmoved.current = false;
      return undefined;
    },
    onDragOver: ({ active, over }) => {
      const withPickUp = unmoved.current;
      unmoved.current = false;
      if (!over) return t('a11y.notOver', { invoice: invoiceOf(active) });
      return t(withPickUp ? 'a11y.pickedOver' : 'a11y.over', { invoice: invoiceOf(active), cell: cellName(over.id) });
    },
    onDragEnd: ({ active, over }) => (over ? t('a11y.dropped', { invoice: invoiceOf(active), cell: cellName(over.id) }) : t('a11y.droppedNowhere', { invoice: invoiceOf(active) })),
    onDragCancel: ({ active }) => t('a11y.cancelled', { invoice: invoiceOf(active) }),
  };

  const start = ({ active }: DragStartEvent) => setDragged(orderOf(active.data));
  const end = ({ active, over }: DragEndEvent) => {
    setDragged(null);
    const order = orderOf(active.data);
    const cell = over ? parseCellId(String(over.id)) : null;
    if (order && cell) onDrop(order, cell);
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={boardCollisions}
      onDragStart={start}
      onDragEnd={end}
      onDragCancel={() => setDragged(null)}
      // Scroll the grid only near its very edges: a week's last column sits near the right one.
      autoScroll={{ threshold: { x: 0.08, y: 0.12 } }}
      accessibility={{ announcements, screenReaderInstructions: { draggable: t('a11y.instructions') } }}
    >
      {children}
      <DragOverlay dropAnimation={null}>{dragged ? <CardOverlay order={dragged} /> : null}</DragOverlay>
    </DndContext>
  );
}
