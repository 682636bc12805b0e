import { useState } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Button, Card, Flex, Typography, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { typed } from '@fixflow/api-client';
import type { Customer } from '@fixflow/contracts';
import { useShell } from '@fixflow/shell-sdk';
import { keysetPages, queryKeys } from '@fixflow/shell-sdk/data';
import { FilterBar, KeysetTable, keysetWords, NoWrap, PageHeader, useUrlFilters } from '@fixflow/ui';
import { customerName, useDuplicates } from './customer-data';
import { CustomerFormDrawer } from './CustomerFormDrawer';
import { DuplicatesReview } from './DuplicatesReview';
import { UnreadTextsDot, useCustomersWithUnreadTexts } from './thread/unread-customers';

/**
 * /customers: the vendor's customers by search (kept in the URL), "New customer", and the count
 * of likely duplicates leading to their review (`?view=duplicates`, the same page: no new route).
 */
export function CustomersPage() {
  const { t } = useTranslation('vendor');
  const filters = useUrlFilters(['search', 'view'] as const);
  const [adding, setAdding] = useState(false);
  const duplicates = useDuplicates();
  const count = duplicates.data?.items.length ?? 0;
  const reviewing = filters.values.view === 'duplicates';

  const extra = (
    <Flex gap={8} wrap>
      {count > 0 && !reviewing ? (
        <Button onClick={() => filters.set('view', 'duplicates')} data-testid="duplicates-entry">
          {t('customers.duplicates.entry', { count })}
        </Button>
      ) : null}
      <Button type="primary" onClick={() => setAdding(true)}>
        {t('customers.newCustomer')}
      </Button>
    </Flex>
  );

  return (
    <>
      <PageHeader
        title={t(reviewing ? 'customers.duplicates.title' : 'customers.title')}
        subtitle={t(reviewing ? 'customers.duplicates.subtitle' : 'customers.subtitle')}
        extra={reviewing ? <Button onClick={() => filters.set('view', undefined)}>{t('customers.back')}</Button> : extra}
      />
      {reviewing ? <DuplicatesReview query={duplicates} /> : <CustomerList search={filters.values.search} onSearch={(value) => filters.set('search', value)} onClear={filters.clear} />}
      <CustomerFormDrawer open={adding} record={null} onClose={() => setAdding(false)} />
    </>
  );
}

/** GET /api/customers: keyset pages; each search is its own query, so "Load more" appends only the shown search's pages. */
function CustomerList({ search, onSearch, onClear }: { search: string | undefined; onSearch: (value: string | undefined) => void; onClear: () => void }) {
  const { t } = useTranslation('vendor');
  const { api, navigate } = useShell();
  const unread = useCustomersWithUnreadTexts();
  const query = useInfiniteQuery({
    queryKey: queryKeys.customerList({ search: search ?? '' }),
    queryFn: ({ pageParam, signal }) => typed(api).get('/customers', { query: { search, limit: 25, cursor: pageParam ?? undefined }, signal }),
    ...keysetPages,
  });
  const open = (customer: Customer) => (event: React.MouseEvent) => {
    event.preventDefault();
    navigate(`/customers/${customer.id}`);
  };
  const columns: TableColumnsType<Customer> = [
    {
      key: 'name',
      title: t('customers.fields.name'),
      render: (_, customer) => (
        <>
          <Typography.Link href={`/customers/${customer.id}`} onClick={open(customer)}>
            {customerName(customer)}
          </Typography.Link>
          {unread.has(customer.id) ? <UnreadTextsDot /> : null}
        </>
      ),
    },
    { key: 'phone', title: t('customers.fields.phone'), render: (_, customer) => <NoWrap>{customer.phone}</NoWrap> },
    { key: 'address', title: t('customers.fields.address'), responsive: ['md'], render: (_, customer) => [customer.address, customer.city].filter(Boolean).join(', ') },
  ];
  return (
    <Card>
      <FilterBar search={{ label: t('customers.searchLabel'), placeholder: t('customers.searchPlaceholder'), value: search, onSearch }} />
      <KeysetTable<Customer> testId="customers-table" rowKey="id" columns={columns} query={query} ns="vendor" words={keysetWords(t, 'customers')} filtered={Boolean(search)} onClearFilters={onClear} />
    </Card>
  );
}
