import { closestCenter, pointerWithin, type CollisionDetection, type KeyboardCoordinateGetter } from '@dnd-kit/core';
import { cellId, parseCellId, type BoardCell } from './board-grid';

/** The grid as the keyboard walks it: technicians top to bottom, columns (days or hours) left to right. */
export interface GridLayout {
  technicianIds: readonly string[];
  columns: readonly Omit<BoardCell, 'technicianId'>[];
}

const STEPS: Record<string, [number, number]> = {
  ArrowRight: [1, 0],
  ArrowLeft: [-1, 0],
  ArrowDown: [0, 1],
  ArrowUp: [0, -1],
};

/**
 * The cell an arrow key moves a picked-up card to: one step, stopping at the edges. From
 * nowhere (a card picked up in the tray) the first key lands on `start` (its own cell) or the
 * grid's first cell.
 */
export function nextCell(layout: GridLayout, current: BoardCell | null, key: string, start: BoardCell | null = null): BoardCell | null {
  const step = STEPS[key];
  if (!step || layout.technicianIds.length === 0 || layout.columns.length === 0) return null;
  const from = current ?? start;
  const row = from ? layout.technicianIds.indexOf(from.technicianId) : -1;
  const column = from ? layout.columns.findIndex((candidate) => candidate.date === from.date && candidate.hour === from.hour) : -1;
  if (row < 0 || column < 0) return { technicianId: layout.technicianIds[0], ...layout.columns[0] };
  if (!current) return { technicianId: layout.technicianIds[row], ...layout.columns[column] };
  const nextRow = Math.min(layout.technicianIds.length - 1, Math.max(0, row + step[1]));
  const nextColumn = Math.min(layout.columns.length - 1, Math.max(0, column + step[0]));
  return { technicianId: layout.technicianIds[nextRow], ...layout.columns[nextColumn] };
}

/**
 * dnd-kit's KeyboardSensor moves the card to the coordinates this answers: the centre of the next
 * cell, so the card steps cell by cell rather than by pixels.
 */
export function cellStepper(layout: () => GridLayout, startOf: (activeId: string) => BoardCell | null): KeyboardCoordinateGetter {
  return (event, { active, context }) => {
    const over = context.over ? parseCellId(String(context.over.id)) : null;
    const target = nextCell(layout(), over, event.code, startOf(String(active)));
    if (!target) return undefined;
    event.preventDefault();
    const rect = context.droppableRects.get(cellId(target));
    const card = context.collisionRect;
    if (!rect || !card) return undefined;
    return { x: rect.left + (rect.width - card.width) / 2, y: rect.top + (rect.height - card.height) / 2 };
  };
}

/**
 * A pointer drops on the cell under it (none over the tray or outside the grid); the keyboard,
 * with no pointer, on the cell its card is centred on.
 */
export const boardCollisions: CollisionDetection = (args) => (args.pointerCoordinates ? pointerWithin(args) : closestCenter(args));
