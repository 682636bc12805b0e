import { useEffect, useMemo, useRef } from 'react';
import { Segmented } from 'antd';
import type { Order, ScheduleBoard } from '@fixflow/contracts';
import { CardBody, cardTone, useBoardText } from './BoardCard';
import { BusyBlock, type BoardFormat } from './BoardGrid';
import { busyByCell, isOffHours, ordersByCell } from './board-grid';
import { useDrawnInBatches } from './drawn-in-batches';
import styles from './board.module.css';

interface PhoneBoardProps {
  board: ScheduleBoard;
  days: string[];
  day: string;
  onDay: (day: string) => void;
  offered: ReadonlySet<string>;
  format: BoardFormat;
  onMoveTo: (order: Order) => void;
}

function PhoneCard({ order, offered, onMoveTo }: { order: Order; offered: boolean; onMoveTo: (order: Order) => void }) {
  const { t } = useBoardText();
  return (
    <li className={`${styles.card} ${styles.phoneCard}`} data-tone={cardTone(order)} data-invoice={order.invoice_number} data-testid="board-card">
      <div className={styles.grab} style={{ cursor: 'default' }}>
        <CardBody order={order} offered={offered} wide />
      </div>
      {/* A plain button styled as antd's: a day's list can hold hundreds of cards. */}
      <button type="button" className={styles.phoneMove} aria-label={t('card.moveToLabel', { invoice: order.invoice_number })} onClick={() => onMoveTo(order)}>
        {t('phone.move')}
      </button>
    </li>
  );
}

/**
 * The board at phone width: no grid to drag on, but one day at a time, a section per technician
 * with its cards, and "Move…" opening a sheet. The tray comes first: it is what needs a decision.
 */
export function PhoneBoard({ board, days, day, onDay, offered, format, onMoveTo }: PhoneBoardProps) {
  const { t } = useBoardText();
  const orders = useMemo(() => ordersByCell(board.orders), [board.orders]);
  const busy = useMemo(() => busyByCell(board.busy), [board.busy]);
  const trayDrawn = useDrawnInBatches(board.tray.length, 'tray', 20);
  const drawn = useDrawnInBatches(board.technicians.length, day, 10);
  // A week's days scroll sideways on a phone: keep the chosen one in sight (today's, or after "next").
  const dayStrip = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const chosen = dayStrip.current?.querySelector('.ant-segmented-item-selected');
    if (chosen && typeof chosen.scrollIntoView === 'function') chosen.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, [day, days]);
  return (
    <div data-testid="board-phone">
      {days.length > 1 ? (
        <div className={styles.phoneDays} ref={dayStrip}>
          <Segmented aria-label={t('phone.day')} value={day} onChange={(value) => onDay(String(value))} options={days.map((date) => ({ value: date, label: format.day(date, 'short') }))} />
        </div>
      ) : null}
      {board.tray.length ? (
        <section className={styles.phoneSection} aria-labelledby="board-phone-tray">
          <h2 id="board-phone-tray">
            {t('tray.title')} ({board.tray.length})
          </h2>
          <ul className={styles.phoneList}>
            {board.tray.slice(0, trayDrawn).map((order) => (
              <PhoneCard key={order.id} order={order} offered={offered.has(order.id)} onMoveTo={onMoveTo} />
            ))}
          </ul>
        </section>
      ) : null}
      {board.technicians.slice(0, drawn).map((technician) => {
        const mine = orders.get(`${technician.id}|${day}`) ?? [];
        const blocked = busy.get(`${technician.id}|${day}`) ?? [];
        const off = isOffHours(technician, day, undefined, board.timezone);
        return (
          <section key={technician.id} className={`${styles.phoneSection} ${off ? styles.off : ''}`} aria-label={technician.full_name ?? undefined} data-testid="board-phone-technician">
            <h2>
              {technician.full_name ?? '—'}
              {off ? <span className={styles.hint}> · {t('dayOff')}</span> : null}
            </h2>
            <ul className={styles.phoneList}>
              {blocked.map((range, index) => (
                <li key={`b${index}`}>
                  <BusyBlock range={range} format={format} />
                </li>
              ))}
              {mine.map((order) => (
                <PhoneCard key={order.id} order={order} offered={offered.has(order.id)} onMoveTo={onMoveTo} />
              ))}
            </ul>
            {mine.length === 0 && blocked.length === 0 ? <p className={styles.hint}>{t('empty.noOrdersDay')}</p> : null}
          </section>
        );
      })}
    </div>
  );
}
