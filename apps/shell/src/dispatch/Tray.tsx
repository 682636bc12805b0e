import { BOARD_TRAY_LIMIT, type Order } from '@fixflow/contracts';
import { BoardCard, useBoardText } from './BoardCard';
import { useDrawnInBatches } from './drawn-in-batches';
import styles from './board.module.css';

/** The tray: live orders with no technician and those on hold, oldest date first; drag one onto the grid. */
export function Tray({ orders, offered, format, onMoveTo }: { orders: Order[]; offered: ReadonlySet<string>; format: { day(date: string, style?: 'short'): string }; onMoveTo: (order: Order) => void }) {
  const { t } = useBoardText();
  const drawn = useDrawnInBatches(orders.length, 'tray', 20);
  return (
    <section className={styles.tray} aria-labelledby="board-tray-title" data-testid="board-tray">
      <h2 id="board-tray-title" className={styles.trayTitle}>
        {t('tray.title')} ({orders.length})
      </h2>
      {orders.length === 0 ? <p className={styles.hint}>{t('tray.empty')}</p> : null}
      <ul className={styles.trayList}>
        {orders.slice(0, drawn).map((order) => (
          <li key={order.id}>
            <div className={styles.hint}>{format.day(order.service_date, 'short')}</div>
            <BoardCard order={order} offered={offered.has(order.id)} onMoveTo={onMoveTo} wide />
          </li>
        ))}
      </ul>
      {orders.length >= BOARD_TRAY_LIMIT ? <p className={styles.hint}>{t('tray.more', { count: BOARD_TRAY_LIMIT })}</p> : null}
    </section>
  );
}
