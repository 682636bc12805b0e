import { screen } from '@testing-library/react';
import type { Order, OrderStatus } from '@fixflow/contracts';
import { createApiClient } from '@fixflow/api-client';
import { signedInSession } from '@fixflow/shell-sdk';
import { fakeApi, renderWithShell, vendorProfile } from '@fixflow/shell-sdk/testing';
import app from '../app';

const order = (overrides: Partial<Order>): Order =>
  ({
    id: '1',
    invoice_number: 'INV-101',
    customer_name: 'Customer 1',
    phone: '+15555550100',
    service_date: '2031-05-04',
    time_slot: 'morning',
    starts_at: '2031-05-04T08:00:00.000Z',
    ends_at: '2031-05-04T12:00:00.000Z',
    vendor_status: '',
    technician_status: '',
    technician: null,
    order_source: 'phone',
    ...overrides,
  }) as Order;

function renderDetails(status: OrderStatus) {
  const { fetchImpl } = fakeApi({ 'GET /api/orders/1': () => ({ status: 200, body: { ...order({ status, technician_id: status === 'pending' ? null : 't1' }), history: [] } }) });
  const api = createApiClient({ baseUrl: '/api', fetch: fetchImpl });
  const Page = app.pages['/orders/:id'];
  renderWithShell(<Page />, { app, path: '/orders/:id', route: '/orders/1', session: signedInSession(vendorProfile), services: { api } });
}

// The API answers 409 to an assignment in any other state, so the button is not offered there.
describe('the order page offers "Assign technician" only where the order can be assigned', () => {
  it.each<[OrderStatus, boolean]>([
    ['pending', true],
    ['accepted', true],
    ['on_hold', true],
    ['en_route', false],
    ['in_progress', false],
    ['completed', false],
    ['closed', false],
    ['cancelled', false],
  ])('%s: %s', async (status, offered) => {
    renderDetails(status);
    expect(await screen.findByText('INV-101', { exact: false })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Assign technician' }) !== null).toBe(offered);
  });
});
