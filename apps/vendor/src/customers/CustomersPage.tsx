import { useState } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Button, Card, Flex, Input, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { typed } from '@fixflow/api-client';
import type { Customer } from '@fixflow/contracts';
import { useShell } from '@fixflow/shell-sdk';
import { keysetPages, queryKeys } from '@fixflow/shell-sdk/data';
import { ApiErrorAlert, EmptyState, PageHeader } from '@fixflow/ui';
import { useDebounced } from '../orders/useDebounced';
import { UnreadTextsDot, useCustomersWithUnreadTexts } from './thread/unread-customers';

const fullName = (customer: Customer) => [customer.first_name, customer.last_name].filter(Boolean).join(' ');

/**
 * GET /api/customers: search by name, phone or email; keyset pages. Each search is its own
 * query, so "Load more" only ever appends the shown search's next page, and a failed page shows
 * its error instead of rejecting unseen. A red dot marks a customer whose texts wait unread.
 */
export function CustomersPage() {
  const { t } = useTranslation('vendor');
  const { api, navigate } = useShell();
  const [text, setText] = useState('');
  const search = useDebounced(text.trim(), 300);
  const query = useInfiniteQuery({
    queryKey: queryKeys.customerList({ search }),
    queryFn: ({ pageParam, signal }) => typed(api).get('/customers', { query: { search: search || undefined, limit: 25, cursor: pageParam ?? undefined }, signal }),
    ...keysetPages,
  });
  const customers = query.data?.pages.flatMap((page) => page.items) ?? [];
  const unread = useCustomersWithUnreadTexts();

  return (
    <>
      <PageHeader title={t('customers.title')} subtitle={t('customers.subtitle')} />
      <Card>
        <Input.Search aria-label={t('customers.searchLabel')} placeholder={t('customers.searchPlaceholder')} allowClear value={text} onChange={(event) => setText(event.target.value)} style={{ maxWidth: 360, marginBottom: 16 }} />
        {query.error ? <ApiErrorAlert error={query.error} ns="vendor" onRetry={() => void (query.isFetchNextPageError ? query.fetchNextPage() : query.refetch())} /> : null}
        <Table<Customer>
          rowKey="id"
          loading={query.isPending}
          dataSource={customers}
          pagination={false}
          onRow={(customer) => ({ onClick: () => navigate(`/customers/${customer.id}`), style: { cursor: 'pointer' } })}
          locale={{ emptyText: query.isPending ? <div style={{ minHeight: 120 }} /> : <EmptyState title={t('customers.emptyTitle')} description={t('customers.emptyText')} /> }}
          columns={[
            {
              key: 'name',
              title: t('order.fields.customer'),
              render: (_, customer) => (
                <>
                  {fullName(customer)}
                  {unread.has(customer.id) ? <UnreadTextsDot /> : null}
                </>
              ),
            },
            { key: 'phone', title: t('order.fields.phone'), dataIndex: 'phone' },
            { key: 'city', title: t('order.fields.city'), dataIndex: 'city', responsive: ['md'] },
          ]}
        />
        {query.hasNextPage ? (
          <Flex justify="center" style={{ marginTop: 16 }}>
            <Button loading={query.isFetchingNextPage} onClick={() => void query.fetchNextPage()}>{t('orders.loadMore')}</Button>
          </Flex>
        ) : null}
      </Card>
    </>
  );
}
