import { useState } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { Button, Card, Col, Descriptions, Flex, Row, Skeleton, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Customer, DuplicateList, DuplicatePair } from '@fixflow/contracts';
import { ApiErrorAlert, DETAILS_CLASS, EmptyState, NoWrap, useDates } from '@fixflow/ui';
import { customerName, customerPlace } from './customer-data';
import { MergeDialog } from './MergeDialog';

const pairKey = (pair: DuplicatePair) => pair.customers.map((customer) => customer.id).join(':');

/**
 * The likely duplicates, each pair side by side with why it was proposed: "Merge…" asks which
 * one to keep and says what moves; "Not a duplicate" puts the pair aside for this visit.
 */
export function DuplicatesReview({ query }: { query: UseQueryResult<DuplicateList> }) {
  const [dismissed, setDismissed] = useState<ReadonlySet<string>>(new Set());
  const [merging, setMerging] = useState<DuplicatePair | null>(null);

  // The dialog outlives its pair: once merged, the pair leaves the list while the dialog finishes.
  return (
    <>
      <Pairs query={query} dismissed={dismissed} onDismiss={(pair) => setDismissed((seen) => new Set([...seen, pairKey(pair)]))} onMerge={setMerging} />
      <MergeDialog pair={merging} onClose={() => setMerging(null)} />
    </>
  );
}

function Pairs({ query, dismissed, onDismiss, onMerge }: { query: UseQueryResult<DuplicateList>; dismissed: ReadonlySet<string>; onDismiss: (pair: DuplicatePair) => void; onMerge: (pair: DuplicatePair) => void }) {
  const { t } = useTranslation('vendor');
  if (query.error && !query.data) return <ApiErrorAlert error={query.error} ns="vendor" title={t('customers.duplicates.loadFailed')} onRetry={() => void query.refetch()} />;
  if (!query.data) return <Skeleton active />;
  const pairs = query.data.items.filter((pair) => !dismissed.has(pairKey(pair)));
  if (!pairs.length) {
    return (
      <Card>
        <EmptyState title={t('customers.duplicates.emptyTitle')} description={t('customers.duplicates.emptyText')} />
      </Card>
    );
  }
  return (
    <Flex vertical gap={16}>
      {pairs.map((pair) => (
        <Card
          key={pairKey(pair)}
          data-testid="duplicate-pair"
          title={
            <Flex gap={6} wrap>
              {pair.reasons.map((reason) => (
                <Tag key={reason} color={reason === 'same_phone' ? 'orange' : 'blue'}>
                  {t(`customers.duplicates.reasons.${reason}`)}
                </Tag>
              ))}
            </Flex>
          }
          actions={[
            <Button key="merge" type="link" onClick={() => onMerge(pair)}>
              {t('customers.duplicates.merge')}
            </Button>,
            <Button key="dismiss" type="link" onClick={() => onDismiss(pair)}>
              {t('customers.duplicates.dismiss')}
            </Button>,
          ]}
        >
          <Row gutter={[24, 16]}>
            {pair.customers.map((customer) => (
              <Col key={customer.id} xs={24} md={12}>
                <CustomerSide customer={customer} />
              </Col>
            ))}
          </Row>
        </Card>
      ))}
    </Flex>
  );
}

function CustomerSide({ customer }: { customer: Customer }) {
  const { t } = useTranslation('vendor');
  const dates = useDates();
  const dash = '—';
  return (
    <Descriptions className={DETAILS_CLASS} title={customerName(customer)} column={1} size="small">
      <Descriptions.Item label={t('customers.fields.phone')}>
        <NoWrap>{customer.phone}</NoWrap>
      </Descriptions.Item>
      <Descriptions.Item label={t('customers.fields.email')}>{customer.email ?? dash}</Descriptions.Item>
      <Descriptions.Item label={t('customers.fields.address')}>{customerPlace(customer) || dash}</Descriptions.Item>
      <Descriptions.Item label={t('customers.duplicates.updated')}>
        <NoWrap>{dates.instant(customer.updated_at, 'date')}</NoWrap>
      </Descriptions.Item>
    </Descriptions>
  );
}
