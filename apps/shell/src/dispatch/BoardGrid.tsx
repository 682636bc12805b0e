import { memo, useMemo, type CSSProperties, type ReactNode } from 'react';
import { useDroppable } from '@dnd-kit/core';
import type { BoardBusyRange, BoardTechnician, Order, ScheduleBoard } from '@fixflow/contracts';
import { BoardCard, useBoardText } from './BoardCard';
import { assignLanes, busyByCell, cellId, DAY_HOURS, hourSpan, isOffHours, ordersByCell, type BoardCell, type BoardView } from './board-grid';
import { useDrawnInBatches } from './drawn-in-batches';
import styles from './board.module.css';

/** How the board writes days and times: in the UI's language, on the board's clock. */
export interface BoardFormat {
  day(date: string, style?: 'short' | 'long' | 'medium'): string;
  time(iso: string): string;
  /** A busy range's 'HH:MM–HH:MM', or its whole days (formatSpan). */
  span(start: string, end: string, allDay: string): string;
  hour(hour: number): string;
}

interface GridProps {
  board: ScheduleBoard;
  view: BoardView;
  days: string[];
  today: string;
  offered: ReadonlySet<string>;
  format: BoardFormat;
  onMoveTo: (order: Order) => void;
}

/** The technicians' column, and each day's or hour's least width (the grid scrolls below it). */
const NAME_COLUMN = 160;
const MIN_COLUMN: Record<BoardView, number> = { day: 60, workweek: 130, week: 96 };

export function BoardGrid({ board, view, days, today, offered, format, onMoveTo }: GridProps) {
  const { t } = useBoardText();
  const orders = useMemo(() => ordersByCell(board.orders), [board.orders]);
  const busy = useMemo(() => busyByCell(board.busy), [board.busy]);
  const drawn = useDrawnInBatches(board.technicians.length, `${view}|${days[0]}|${board.timezone}`, 6);
  const count = view === 'day' ? DAY_HOURS.length : days.length;
  const sizes = { '--b-columns': `${NAME_COLUMN}px repeat(${count}, minmax(0, 1fr))`, '--b-min-width': `${NAME_COLUMN + count * MIN_COLUMN[view]}px` } as CSSProperties;
  return (
    <div className={styles.grid} style={sizes} data-testid="board-grid">
      <div className={`${styles.row} ${styles.head}`}>
        <div className={styles.corner}>{t('technician')}</div>
        {view === 'day'
          ? DAY_HOURS.map((hour) => (
              <div key={hour} className={styles.columnHead}>
                {format.hour(hour)}
              </div>
            ))
          : days.map((date) => (
              <div key={date} className={`${styles.columnHead} ${date === today ? styles.today : ''}`}>
                {format.day(date, 'short')}
              </div>
            ))}
      </div>
      {board.technicians.slice(0, drawn).map((technician) =>
        view === 'day' ? (
          <DayRow
            key={technician.id}
            technician={technician}
            date={days[0]}
            zone={board.timezone}
            orders={orders.get(`${technician.id}|${days[0]}`)}
            busy={busy.get(`${technician.id}|${days[0]}`)}
            offered={offered}
            format={format}
            onMoveTo={onMoveTo}
          />
        ) : (
          <WeekRow
            key={technician.id}
            technician={technician}
            days={days}
            zone={board.timezone}
            orders={orders}
            busy={busy}
            offered={offered}
            format={format}
            onMoveTo={onMoveTo}
          />
        ),
      )}
    </div>
  );
}

function TechnicianHead({ technician, style }: { technician: BoardTechnician; style?: CSSProperties }) {
  const place = [technician.city, technician.state].filter(Boolean).join(', ');
  return (
    <div className={styles.technician} style={style} data-testid="board-technician">
      <div className={styles.technicianName}>{technician.full_name ?? '—'}</div>
      {place ? <div className={styles.technicianPlace}>{place}</div> : null}
    </div>
  );
}

/** A cell dnd-kit can drop on; highlighted while a card is over it. */
function DropCell({ cell, off, className, style, label, children }: { cell: BoardCell; off: boolean; className: string; style?: CSSProperties; label: string; children?: ReactNode }) {
  const { setNodeRef, isOver } = useDroppable({ id: cellId(cell), data: { cell } });
  return (
    <div
      ref={setNodeRef}
      className={`${className} ${off ? styles.off : ''} ${isOver ? styles.over : ''}`}
      style={style}
      title={label || undefined}
      data-cell={cellId(cell)}
      data-off={off || undefined}
    >
      {children}
    </div>
  );
}

export function BusyBlock({ range, format, style, className }: { range: BoardBusyRange; format: BoardFormat; style?: CSSProperties; className?: string }) {
  const { t } = useBoardText();
  const what = range.kind === 'time_off' && range.reason ? `${t('busy.time_off')}: ${range.reason}` : t(`busy.${range.kind}`);
  const text = `${what} ${format.span(range.start, range.end, t('kit.allDay'))}`;
  return (
    <div className={`${styles.busy} ${className ?? ''}`} style={style} title={text} data-testid="board-busy" data-kind={range.kind}>
      {text}
    </div>
  );
}

interface WeekRowProps {
  technician: BoardTechnician;
  days: string[];
  zone: string;
  orders: Map<string, Order[]>;
  busy: Map<string, BoardBusyRange[]>;
  offered: ReadonlySet<string>;
  format: BoardFormat;
  onMoveTo: (order: Order) => void;
}

const WeekRow = memo(function WeekRow({ technician, days, zone, orders, busy, offered, format, onMoveTo }: WeekRowProps) {
  const { t } = useBoardText();
  return (
    <div className={styles.row} data-technician={technician.id}>
      <TechnicianHead technician={technician} />
      {days.map((date) => {
        const off = isOffHours(technician, date, undefined, zone);
        return (
          <DropCell key={date} cell={{ technicianId: technician.id, date }} off={off} className={styles.cell} label={off ? t('dayOff') : ''}>
            {busy.get(`${technician.id}|${date}`)?.map((range, index) => <BusyBlock key={`b${index}`} range={range} format={format} />)}
            {orders.get(`${technician.id}|${date}`)?.map((order) => <BoardCard key={order.id} order={order} offered={offered.has(order.id)} onMoveTo={onMoveTo} />)}
          </DropCell>
        );
      })}
    </div>
  );
});

interface DayRowProps {
  technician: BoardTechnician;
  date: string;
  zone: string;
  orders: Order[] | undefined;
  busy: BoardBusyRange[] | undefined;
  offered: ReadonlySet<string>;
  format: BoardFormat;
  onMoveTo: (order: Order) => void;
}

/** The day view's row: hour cells underneath, and the day's cards and busy blocks laid over them in lanes. */
const DayRow = memo(function DayRow({ technician, date, zone, orders = [], busy = [], offered, format, onMoveTo }: DayRowProps) {
  const { t } = useBoardText();
  const items = [
    ...orders.map((order) => ({ order, range: null, span: hourSpan(order.starts_at, order.ends_at, date, zone) })),
    ...busy.map((range) => ({ order: null, range, span: hourSpan(range.start, range.end, date, zone) })),
  ].filter((item): item is typeof item & { span: { column: number; span: number } } => item.span !== null);
  const lanes = assignLanes(items.map((item) => item.span));
  const laneCount = Math.max(1, ...lanes.map((lane) => lane + 1));
  const rows = `1 / span ${laneCount}`;
  return (
    <div className={styles.row} data-technician={technician.id}>
      <TechnicianHead technician={technician} style={{ gridRow: rows }} />
      {DAY_HOURS.map((hour, index) => {
        const off = isOffHours(technician, date, hour, zone);
        return (
          <DropCell
            key={hour}
            cell={{ technicianId: technician.id, date, hour }}
            off={off}
            className={styles.hourCell}
            style={{ gridColumn: index + 2, gridRow: rows }}
            label={off ? t('outsideHours') : ''}
          />
        );
      })}
      {items.map((item, index) => {
        const style = { gridColumn: `${item.span.column + 2} / span ${item.span.span}`, gridRow: lanes[index] + 1 };
        return item.order ? (
          <BoardCard key={item.order.id} order={item.order} offered={offered.has(item.order.id)} onMoveTo={onMoveTo} style={style} className={styles.laid} />
        ) : (
          <BusyBlock key={`b${index}`} range={item.range!} format={format} style={style} className={styles.laid} />
        );
      })}
    </div>
  );
});
