import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { BulkOrderRequest, Order } from '@fixflow/contracts';
import { createApiClient } from '@fixflow/api-client';
import { signedInSession } from '@fixflow/shell-sdk';
import { fakeApi, renderWithShell, vendorProfile, type FakeRoutes } from '@fixflow/shell-sdk/testing';
import app from '../app';

const FRED = '0f0e0d0c-0000-4000-8000-000000000001';
const BEA = '0f0e0d0c-0000-4000-8000-000000000002';

const order = (n: number, overrides: Partial<Order> = {}): Order =>
  ({
    id: `00000000-0000-4000-8000-00000000000${n}`,
    invoice_number: `INV-109${n}`,
    customer_id: `c${n}`,
    customer_name: `Customer ${n}`,
    phone: '+15555550100',
    service_date: '2031-05-04',
    time_slot: 'morning',
    starts_at: '2031-05-04T08:00:00.000Z',
    ends_at: '2031-05-04T12:00:00.000Z',
    status: 'pending',
    vendor_status: 'New',
    technician_status: '',
    technician: null,
    technician_id: null,
    order_source: 'phone',
    ...overrides,
  }) as Order;

const ROSTER = [
  { id: FRED, full_name: 'Fred Fixer', email: 'fred@x.test' },
  { id: BEA, full_name: 'Bea Busy', email: 'bea@x.test' },
];

/** The viewport antd's responsive columns see (jsdom answers every media query "no"). */
function viewport(width: number) {
  const matchMedia = window.matchMedia;
  jest.spyOn(window, 'matchMedia').mockImplementation((query: string) => {
    const min = /min-width:\s*(\d+)px/.exec(query);
    const max = /max-width:\s*(\d+)px/.exec(query);
    return { ...matchMedia(query), matches: (!min || width >= Number(min[1])) && (!max || width <= Number(max[1])) };
  });
}
afterEach(() => jest.restoreAllMocks());

function render(route: string, routes: FakeRoutes) {
  const { fetchImpl, calls } = fakeApi({ 'GET /api/technicians': () => ({ status: 200, body: ROSTER }), ...routes });
  const navigate = jest.fn();
  const Page = app.pages['/orders'];
  renderWithShell(<Page />, { app, path: '/orders', route, session: signedInSession(vendorProfile), services: { api: createApiClient({ baseUrl: '/api', fetch: fetchImpl }), navigate } });
  const listCalls = () => calls.filter((call) => call.key === 'GET /api/orders').map((call) => Object.fromEntries(call.url.searchParams));
  return { calls, listCalls, navigate };
}

describe("a dispatcher's Orders list", () => {
  beforeEach(() => viewport(1366));

  it('asks for what the address holds: technician, service dates, state and sort', async () => {
    const { listCalls } = render(`/orders?technician_id=${FRED}&date_from=2031-05-01&date_to=2031-05-31&status=pending&sort=invoice&direction=asc`, {
      'GET /api/orders': () => ({ status: 200, body: { items: [order(1)], next_cursor: null } }),
    });
    expect(await screen.findByText('INV-1091')).toBeTruthy();
    expect(listCalls()[0]).toEqual({ technician_id: FRED, date_from: '2031-05-01', date_to: '2031-05-31', status: 'pending', sort: 'invoice', direction: 'asc', limit: '25' });
    expect((screen.getByLabelText('Service from') as HTMLInputElement).value).toBe('2031-05-01');
    expect(screen.getByRole('columnheader', { name: /Invoice/ }).getAttribute('aria-sort')).toBe('ascending');
  });

  it('drops what the address holds that the API would refuse (a hand-edited link)', async () => {
    const { listCalls } = render('/orders?technician_id=fred&date_from=yesterday&sort=customer&status=lost', {
      'GET /api/orders': () => ({ status: 200, body: { items: [order(1)], next_cursor: null } }),
    });
    expect(await screen.findByText('INV-1091')).toBeTruthy();
    expect(listCalls()[0]).toEqual({ limit: '25' });
  });

  it('filters by a technician of the roster and sorts by invoice from the column header', async () => {
    const { listCalls } = render('/orders', {
      'GET /api/orders': () => ({ status: 200, body: { items: [order(1), order(2)], next_cursor: null } }),
    });
    expect(await screen.findByText('INV-1092')).toBeTruthy();
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Technician' }));
    fireEvent.click(await screen.findByTitle('Bea Busy'));
    await waitFor(() => expect(listCalls().at(-1)).toEqual({ technician_id: BEA, limit: '25' }));

    fireEvent.click(screen.getByRole('columnheader', { name: /Invoice/ }));
    await waitFor(() => expect(listCalls().at(-1)).toEqual({ technician_id: BEA, sort: 'invoice', direction: 'asc', limit: '25' }));
    fireEvent.click(screen.getByRole('columnheader', { name: /Invoice/ }));
    await waitFor(() => expect(listCalls().at(-1)).toEqual({ technician_id: BEA, sort: 'invoice', direction: 'desc', limit: '25' }));
  });

  it('links every record it names: the order, the customer, the technician', async () => {
    const { navigate } = render('/orders', {
      'GET /api/orders': () => ({ status: 200, body: { items: [order(1, { technician_id: FRED, technician: { id: FRED, full_name: 'Fred Fixer' } })], next_cursor: null } }),
    });
    const invoice = await screen.findByRole('link', { name: 'INV-1091' });
    expect(invoice.getAttribute('href')).toBe('/orders/00000000-0000-4000-8000-000000000001');
    expect(screen.getByRole('link', { name: 'Customer 1' }).getAttribute('href')).toBe('/customers/c1');
    fireEvent.click(screen.getByRole('link', { name: 'Fred Fixer' }));
    expect(navigate).toHaveBeenCalledWith(`/technicians/${FRED}`);
    expect(navigate).toHaveBeenCalledTimes(1);
  });

  it('says nothing matches, and clears the filters but keeps the sort', async () => {
    const { listCalls } = render('/orders?status=closed&sort=date&direction=asc', {
      'GET /api/orders': () => ({ status: 200, body: { items: [], next_cursor: null } }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(listCalls().at(-1)).toEqual({ sort: 'date', direction: 'asc', limit: '25' }));
    expect(await screen.findByText('No orders found')).toBeTruthy();
  });

  it('cancels the selected orders with a reason and says which were refused and why', async () => {
    let asked: BulkOrderRequest | undefined;
    render('/orders', {
      'GET /api/orders': () => ({ status: 200, body: { items: [order(1), order(2), order(3, { status: 'closed', vendor_status: 'Done' })], next_cursor: null } }),
      'POST /api/orders/bulk': (body) => {
        asked = body as BulkOrderRequest;
        return {
          status: 200,
          body: { items: [{ id: order(1).id, ok: true, order: order(1, { status: 'cancelled' }) }, { id: order(3).id, ok: false, code: 'TRANSITION_NOT_ALLOWED' }] },
        };
      },
    });
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Select INV-1091' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select INV-1093' }));
    const bar = screen.getByTestId('bulk-actions');
    expect(within(bar).getByText('Selected: 2')).toBeTruthy();
    fireEvent.click(within(bar).getByRole('button', { name: 'Cancel…' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await within(dialog).findByText('Enter a reason')).toBeTruthy();
    expect(asked).toBeUndefined();
    fireEvent.change(within(dialog).getByLabelText('Reason'), { target: { value: 'Storm warning' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));

    const result = await screen.findByTestId('bulk-result');
    expect(asked).toEqual({ ids: [order(1).id, order(3).id], action: 'cancel', reason: 'Storm warning' });
    expect(result.textContent).toContain('1 cancelled, 1 refused');
    expect(result.textContent).toContain('INV-1093 — its state does not allow it');
    expect(screen.queryByTestId('bulk-actions')).toBeNull();
  });

  it('reassigns the selected orders to the technician chosen, and refusals name the clash', async () => {
    let asked: BulkOrderRequest | undefined;
    render('/orders', {
      'GET /api/orders': () => ({ status: 200, body: { items: [order(1), order(2)], next_cursor: null } }),
      'POST /api/orders/bulk': (body) => {
        asked = body as BulkOrderRequest;
        return { status: 200, body: { items: [{ id: order(1).id, ok: false, code: 'SLOT_TAKEN' }, { id: order(2).id, ok: true, order: order(2) }] } };
      },
    });
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Select INV-1091' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select INV-1092' }));
    fireEvent.click(screen.getByRole('button', { name: 'Reassign…' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: 'Technician' }));
    fireEvent.click((await screen.findAllByTitle('Fred Fixer')).at(-1) as HTMLElement);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reassign' }));
    const result = await screen.findByTestId('bulk-result');
    expect(asked).toEqual({ ids: [order(1).id, order(2).id], action: 'reassign', technician_id: FRED });
    expect(result.textContent).toContain('1 reassigned, 1 refused');
    expect(result.textContent).toContain('INV-1091 — the technician is already busy at that time');
  });
});

describe('on a phone', () => {
  beforeEach(() => viewport(390));

  it('shows each order as one cell: the invoice whole, the customer, the date and the technician', async () => {
    render('/orders', {
      'GET /api/orders': () => ({ status: 200, body: { items: [order(3, { technician_id: FRED, technician: { id: FRED, full_name: 'Fred Fixer' } })], next_cursor: null } }),
    });
    const card = await screen.findByTestId('order-card');
    expect(within(card).getByRole('link', { name: 'INV-1093' })).toBeTruthy();
    expect(card.textContent).toContain('Customer 3');
    expect(card.textContent).toContain('May 4, 2031');
    expect(card.textContent).toContain('Fred Fixer');
    // The wide columns are not drawn as well.
    expect(screen.queryByRole('columnheader', { name: /Technician/ })).toBeNull();
  });
});
