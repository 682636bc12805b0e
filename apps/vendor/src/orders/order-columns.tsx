import type { MouseEvent, ReactNode } from 'react';
import { Flex, Typography } from 'antd';
import type { ColumnsType, SortOrder } from 'antd/es/table/interface';
import { useTranslation } from 'react-i18next';
import type { Order } from '@fixflow/contracts';
import { useShell } from '@fixflow/shell-sdk';
import { NoWrap, OrderStatusTag, TimeSlotText, useDates } from '@fixflow/ui';
import type { OrderListFilters } from './order-filters';

/** A record named on the list opens its own page: a real link (new tab, copy) that the shell routes. */
export function RecordLink({ to, children, testId }: { to: string; children: ReactNode; testId?: string }) {
  const { navigate } = useShell();
  const open = (event: MouseEvent) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    navigate(to);
  };
  return (
    <Typography.Link href={to} onClick={open} data-testid={testId}>
      {children}
    </Typography.Link>
  );
}

const sortOrderOf = (filters: OrderListFilters, sort: 'date' | 'invoice'): SortOrder => (filters.sort === sort ? (filters.direction === 'asc' ? 'ascend' : 'descend') : null);

/**
 * The list's columns. From a tablet up each fact has its column, and the invoice and the date sort
 * (the table's sorters, kept in the address). On a phone one column holds it all: the invoice on
 * one line with its status, the customer, the day and window, the technician.
 */
export function useOrderColumns(filters: OrderListFilters): ColumnsType<Order> {
  const { t } = useTranslation('vendor');
  const dates = useDates();
  const invoice = (order: Order) => (
    <RecordLink to={`/orders/${order.id}`} testId="order-invoice">
      <NoWrap>{order.invoice_number}</NoWrap>
    </RecordLink>
  );
  const customer = (order: Order) => (order.customer_id ? <RecordLink to={`/customers/${order.customer_id}`}>{order.customer_name}</RecordLink> : order.customer_name);
  const technician = (order: Order) =>
    order.technician ? <RecordLink to={`/technicians/${order.technician.id}`}>{order.technician.full_name ?? t('order.fields.technician')}</RecordLink> : <Typography.Text type="secondary">{t('order.unassigned')}</Typography.Text>;
  const when = (order: Order) => (
    <>
      <NoWrap>{dates.day(order.service_date)}</NoWrap>{' '}
      <Typography.Text type="secondary">
        <NoWrap>
          <TimeSlotText slot={order.time_slot} ns="vendor" />
        </NoWrap>
      </Typography.Text>
    </>
  );

  return [
    {
      key: 'order',
      title: t('orderList.order'),
      responsive: ['xs'],
      sorter: true,
      sortOrder: sortOrderOf(filters, 'date'),
      sortDirections: ['ascend', 'descend'],
      render: (_, order) => (
        <Flex vertical gap={2} data-testid="order-card">
          <Flex gap={8} align="center" justify="space-between" wrap>
            {invoice(order)}
            <OrderStatusTag status={order.status} side="vendor" ns="vendor" />
          </Flex>
          <span>{customer(order)}</span>
          <span>{when(order)}</span>
          <span>{technician(order)}</span>
        </Flex>
      ),
    },
    { key: 'invoice', title: t('order.fields.invoice'), responsive: ['sm'], sorter: true, sortOrder: sortOrderOf(filters, 'invoice'), sortDirections: ['ascend', 'descend'], render: (_, order) => invoice(order) },
    {
      key: 'customer',
      title: t('order.fields.customer'),
      responsive: ['sm'],
      render: (_, order) => (
        <>
          {customer(order)}
          <br />
          <Typography.Text type="secondary">
            <NoWrap>{order.phone}</NoWrap>
          </Typography.Text>
        </>
      ),
    },
    {
      key: 'date',
      title: t('order.fields.serviceDate'),
      responsive: ['sm'],
      sorter: true,
      sortOrder: sortOrderOf(filters, 'date'),
      sortDirections: ['ascend', 'descend'],
      render: (_, order) => (
        <>
          <NoWrap>{dates.day(order.service_date)}</NoWrap>
          <br />
          <Typography.Text type="secondary">
            <NoWrap>
              <TimeSlotText slot={order.time_slot} ns="vendor" />
            </NoWrap>
          </Typography.Text>
        </>
      ),
    },
    { key: 'technician', title: t('order.fields.technician'), responsive: ['sm'], render: (_, order) => technician(order) },
    { key: 'status', title: t('order.fields.status'), responsive: ['sm'], render: (_, order) => <OrderStatusTag status={order.status} side="vendor" ns="vendor" /> },
  ];
}
