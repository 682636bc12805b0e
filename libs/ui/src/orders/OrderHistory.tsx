import { Timeline, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { OrderHistoryEntry } from '@fixflow/contracts';
import { useDates } from '../dates/useDates';
import type { OrderSide } from './OrderWords';

/** Every move of the order, oldest first, with who-why from the API's history. */
export function OrderHistory({ history, side, ns }: { history: OrderHistoryEntry[]; side: OrderSide; ns: string }) {
  const { t } = useTranslation(ns);
  const dates = useDates();
  if (!history.length) return <Typography.Text type="secondary">{t('order.history.empty')}</Typography.Text>;
  const label = (status: string) => t(`order.${side}Status.${status}`);
  // An assignment is written as a move to the state it stays in (or back to pending).
  const describe = (entry: OrderHistoryEntry) => {
    if (!entry.from) return `${t('order.history.created')}: ${label(entry.to)}`;
    if (entry.from === entry.to) return t('order.history.assigned');
    return t('order.history.move', { from: label(entry.from), to: label(entry.to) });
  };
  return (
    <Timeline
      items={history.map((entry) => ({
        key: entry.id,
        content: (
          <div data-testid="history-entry">
            <Typography.Text strong>
              {describe(entry)}
            </Typography.Text>
            <br />
            <Typography.Text type="secondary">{dates.instant(entry.at)}</Typography.Text>
            {entry.cancel_side ? (
              <>
                <br />
                <Typography.Text data-testid="history-cancel-side">{t(`order.history.cancelSide.${entry.cancel_side}`)}</Typography.Text>
              </>
            ) : null}
            {entry.reason ? (
              <>
                <br />
                <Typography.Text>{t('order.history.reason', { reason: entry.reason })}</Typography.Text>
              </>
            ) : null}
          </div>
        ),
      }))}
    />
  );
}
