import { Card, Timeline, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { CustomerMergeRecord } from '@fixflow/contracts';
import { useDates } from '@fixflow/ui';
import { customerName } from './customer-data';

/** The merges this customer absorbed, each explained: whom, when, by whom, and what moved. Nothing when none. */
export function CustomerMerges({ merges }: { merges: CustomerMergeRecord[] }) {
  const { t } = useTranslation('vendor');
  const dates = useDates();
  if (!merges.length) return null;
  return (
    <Card title={t('customers.merges.title')} style={{ marginBottom: 16 }}>
      <Timeline
        data-testid="customer-merges"
        items={merges.map((merge) => ({
          key: merge.id,
          content: (
            <>
              <div>
                {t('customers.merges.line', {
                  name: customerName(merge.merged),
                  phone: merge.merged.phone,
                  date: dates.instant(merge.at, 'date'),
                  actor: merge.actor_name ?? t('customers.merges.someone'),
                })}
              </div>
              <Typography.Text type="secondary">{t('customers.merges.moved', merge.moved)}</Typography.Text>
            </>
          ),
        }))}
      />
    </Card>
  );
}
