import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createApiClient } from '@fixflow/api-client';
import type { Appliance, CustomerRecord, Order } from '@fixflow/contracts';
import { signedInSession } from '@fixflow/shell-sdk';
import { fakeApi, renderWithShell, vendorProfile, type FakeRoutes } from '@fixflow/shell-sdk/testing';
import app from '../app';

const washer: Appliance = { id: 'a1', customer_id: 'c1', type: 'Washer', brand: 'Bosch', model: null, serial: null, install_date: null, created_at: '', updated_at: '' };
const orderFor = (id: string, appliance: string | null) => ({ id, invoice_number: `INV-${id}`, service_date: '2026-11-02', status: 'closed', appliance_id: appliance }) as Order;
const customer = {
  id: 'c1',
  first_name: 'Ann',
  last_name: 'Lee',
  phone: '+15125550134',
  email: null,
  address: null,
  city: null,
  state: null,
  zip_code: null,
  orders: [orderFor('1', 'a1'), orderFor('2', null)],
  appliances: [],
  notes: null,
  phones: [],
  addresses: [],
  merges: [],
} as unknown as CustomerRecord;

function render(routes: FakeRoutes) {
  const { fetchImpl, calls } = fakeApi({
    'GET /api/customers/c1': () => ({ status: 200, body: customer }),
    // The page's texts card (its own test): an empty thread.
    'GET /api/customers/c1/messages': () => ({ status: 200, body: { items: [], next_cursor: null, opted_out: false } }),
    ...routes,
  });
  const Page = app.pages['/customers/:id'];
  renderWithShell(<Page />, { app, path: '/customers/:id', route: '/customers/c1', session: signedInSession(vendorProfile), services: { api: createApiClient({ baseUrl: '/api', fetch: fetchImpl }) } });
  return calls;
}

describe("the customer's appliances", () => {
  it('lists each appliance with the orders for it, and adds one', async () => {
    let items = [washer];
    const calls = render({
      'GET /api/customers/c1/appliances': () => ({ status: 200, body: { items } }),
      'POST /api/customers/c1/appliances': (body) => {
        const added = { ...washer, id: 'a2', ...(body as object) } as Appliance;
        items = [...items, added];
        return { status: 201, body: added };
      },
    });
    const [row] = await screen.findAllByTestId('appliance-row');
    expect(within(row).getByText('Washer')).toBeTruthy();
    expect(within(row).getByText(/INV-1/)).toBeTruthy();
    expect(within(row).queryByText(/INV-2/)).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Add an appliance' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Required')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Type'), { target: { value: 'Dryer' } });
    fireEvent.change(within(dialog).getByLabelText(/^Serial number/), { target: { value: 'D-9' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.find((call) => call.key === 'POST /api/customers/c1/appliances')?.body).toEqual({ type: 'Dryer', brand: null, model: null, serial: 'D-9', install_date: null }));
    await waitFor(() => expect(screen.getAllByTestId('appliance-row')).toHaveLength(2));
    expect(screen.getByText('No orders for this appliance yet')).toBeTruthy();
  });

  it('edits one with PATCH, showing the API\'s field errors under the field', async () => {
    const calls = render({
      'GET /api/customers/c1/appliances': () => ({ status: 200, body: { items: [washer] } }),
      'PATCH /api/appliances/a1': () => ({ status: 400, body: { statusCode: 400, code: 'VALIDATION_FAILED', message: 'Validation failed', fields: [{ field: 'install_date', code: 'INVALID_DATE', message: 'Must be a date' }] } }),
    });
    // The row first: a role query over the whole page (texts card included) is slow to repeat while it loads.
    await screen.findByTestId('appliance-row');
    fireEvent.click(screen.getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog');
    expect((within(dialog).getByLabelText('Type') as HTMLInputElement).value).toBe('Washer');
    fireEvent.change(within(dialog).getByLabelText(/^Model/), { target: { value: 'WAT28' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.find((call) => call.key === 'PATCH /api/appliances/a1')?.body).toMatchObject({ type: 'Washer', model: 'WAT28' }));
    await waitFor(() => expect(within(dialog).getByLabelText(/^Install date/).closest('.ant-form-item')?.querySelector('.ant-form-item-explain')?.textContent).toBeTruthy());
  });

  it('says so when there are none, and offers Try again when they fail to load', async () => {
    let fail = true;
    render({
      'GET /api/customers/c1/appliances': () => (fail ? { status: 500, body: { statusCode: 500, code: 'INTERNAL', message: 'Something went wrong' } } : { status: 200, body: { items: [] } }),
    });
    expect(await screen.findByText('The customer’s appliances could not be loaded')).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No appliances yet')).toBeTruthy();
  });
});
