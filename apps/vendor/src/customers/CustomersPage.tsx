import { useCallback, useEffect, useState } from 'react';
import { Alert, Button, Card, Flex, Input, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Customer, CustomerList } from '@fixflow/contracts';
import { describeApiError, useShell } from '@fixflow/shell-sdk';
import { EmptyState } from '@fixflow/ui';
import { VendorPageHeader } from '../layout/VendorPageHeader';
import { useDebounced } from '../orders/useDebounced';

const fullName = (customer: Customer) => [customer.first_name, customer.last_name].filter(Boolean).join(' ');

/** GET /api/customers: search by name, phone or email; keyset pages. */
export function CustomersPage() {
  const { t } = useTranslation('vendor');
  const { api, navigate, i18n } = useShell();
  const [text, setText] = useState('');
  const search = useDebounced(text.trim(), 300);
  const [customers, setCustomers] = useState<Customer[]>([]);
  const [cursor, setCursor] = useState<string | null>(null);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<unknown>(null);

  const fetchPage = useCallback((after: string | null) => api.get<CustomerList>('/customers', { search: search || undefined, limit: 25, cursor: after ?? undefined }), [api, search]);

  useEffect(() => {
    let current = true;
    setLoading(true);
    fetchPage(null).then(
      (page) => {
        if (!current) return;
        setCustomers(page.items);
        setCursor(page.next_cursor);
        setLoading(false);
      },
      (failure: unknown) => {
        if (!current) return;
        setError(failure);
        setLoading(false);
      },
    );
    return () => {
      current = false;
    };
  }, [fetchPage]);

  async function loadMore() {
    const page = await fetchPage(cursor);
    setCustomers((shown) => [...shown, ...page.items]);
    setCursor(page.next_cursor);
  }

  return (
    <>
      <VendorPageHeader title={t('customers.title')} subtitle={t('customers.subtitle')} />
      <Card>
        <Input.Search aria-label={t('customers.searchLabel')} placeholder={t('customers.searchPlaceholder')} allowClear value={text} onChange={(event) => setText(event.target.value)} style={{ maxWidth: 360, marginBottom: 16 }} />
        {error ? <Alert type="error" showIcon title={describeApiError(error, i18n)} style={{ marginBottom: 16 }} /> : null}
        <Table<Customer>
          rowKey="id"
          loading={loading}
          dataSource={customers}
          pagination={false}
          onRow={(customer) => ({ onClick: () => navigate(`/customers/${customer.id}`), style: { cursor: 'pointer' } })}
          locale={{ emptyText: <EmptyState title={t('customers.emptyTitle')} description={t('customers.emptyText')} /> }}
          columns={[
            { key: 'name', title: t('order.fields.customer'), render: (_, customer) => fullName(customer) },
            { key: 'phone', title: t('order.fields.phone'), dataIndex: 'phone' },
            { key: 'city', title: t('order.fields.city'), dataIndex: 'city', responsive: ['md'] },
          ]}
        />
        {cursor ? (
          <Flex justify="center" style={{ marginTop: 16 }}>
            <Button onClick={() => void loadMore()}>{t('orders.loadMore')}</Button>
          </Flex>
        ) : null}
      </Card>
    </>
  );
}
