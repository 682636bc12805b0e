import { Timeline, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { OrderHistoryEntry } from '@fixflow/contracts';
import { addOrderHistoryWords } from '@fixflow/i18n/order-history';
import { useDates } from '../dates/useDates';
import { describeHistoryEntry } from './history-sentences';
import type { OrderSide } from './OrderWords';

/**
 * Every change of the order, oldest first (issue 18): one sentence per line naming who did it,
 * the fields it changed below it, when, and a reason or cancelling side where there is one. Its
 * sentences load with it (libs/i18n order-history), not with the remote's first load.
 */
export function OrderHistory({ history, side, ns }: { history: OrderHistoryEntry[]; side: OrderSide; ns: string }) {
  const { t, i18n } = useTranslation(ns);
  addOrderHistoryWords(i18n, ns);
  const dates = useDates();
  if (!history.length) return <Typography.Text type="secondary">{t('order.history.empty')}</Typography.Text>;
  const words = { t, side, language: i18n.language, day: (day: string) => dates.day(day, 'dayMonthShort') };
  return (
    <Timeline
      items={history.map((entry) => {
        const sentence = describeHistoryEntry(entry, words);
        return {
          key: entry.id,
          content: (
            <div data-testid="history-entry" data-kind={entry.kind}>
              <Typography.Text strong>{sentence.text}</Typography.Text>
              {sentence.details.map((detail) => (
                <div key={detail} data-testid="history-change">
                  <Typography.Text>{detail}</Typography.Text>
                </div>
              ))}
              <div>
                <Typography.Text type="secondary">{dates.instant(entry.at)}</Typography.Text>
              </div>
              {entry.cancel_side ? (
                <div>
                  <Typography.Text data-testid="history-cancel-side">{t(`order.history.cancelSide.${entry.cancel_side}`)}</Typography.Text>
                </div>
              ) : null}
              {entry.reason ? (
                <div>
                  <Typography.Text>{t('order.history.reason', { reason: entry.reason })}</Typography.Text>
                </div>
              ) : null}
            </div>
          ),
        };
      })}
    />
  );
}
