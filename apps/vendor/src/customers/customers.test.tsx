import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Customer, CustomerRecord, DuplicateList } from '@fixflow/contracts';
import { createApiClient } from '@fixflow/api-client';
import { signedInSession } from '@fixflow/shell-sdk';
import { fakeApi, renderWithShell, vendorProfile, type FakeRoutes } from '@fixflow/shell-sdk/testing';
import app from '../app';

// A drawer of antd form fields takes seconds to render under jsdom on a loaded machine.
jest.setTimeout(60_000);

const customer = (id: string, first: string, phone: string): Customer => ({
  id,
  vendor_id: 'v1',
  first_name: first,
  last_name: 'Smith',
  phone,
  email: null,
  address: '12 Elm St',
  city: 'Austin',
  state: 'TX',
  zip_code: null,
  updated_at: '2026-11-20T10:00:00Z',
});

const record = (over: Partial<CustomerRecord> = {}): CustomerRecord => ({
  ...customer('c1', 'John', '+15125550101'),
  notes: 'Gate code 4411',
  orders: [],
  appliances: [],
  phones: [{ id: 'p1', phone: '+15125550102', label: 'work' }],
  addresses: [{ id: 'a1', label: 'rental', address: '48 Oak Ave', city: 'Round Rock', state: 'TX', zip_code: null }],
  merges: [],
  ...over,
});

const EMPTY_THREAD = { items: [], next_cursor: null, opted_out: false };
const NOTHING = { items: [], next_cursor: null };

function render(page: '/customers' | '/customers/:id', route: string, routes: FakeRoutes, language: 'en' | 'ru' = 'en') {
  const { fetchImpl, calls } = fakeApi({
    'GET /api/notifications': () => ({ status: 200, body: NOTHING }),
    'GET /api/customers/c1/messages': () => ({ status: 200, body: EMPTY_THREAD }),
    'GET /api/customers/c1/appliances': () => ({ status: 200, body: { items: [] } }),
    ...routes,
  });
  const navigate = jest.fn();
  const toast = { success: jest.fn(), error: jest.fn(), info: jest.fn() };
  const Page = app.pages[page];
  renderWithShell(<Page />, {
    app,
    language,
    path: page,
    route,
    session: signedInSession(vendorProfile),
    services: { api: createApiClient({ baseUrl: '/api', fetch: fetchImpl }), navigate, toast },
  });
  return { calls, navigate, toast };
}

/** What antd shows under a field (its error), read from the Form.Item the input sits in. */
const errorUnder = (input: HTMLElement) => input.closest('.ant-form-item')?.querySelector('.ant-form-item-explain')?.textContent ?? '';

describe("the vendor's customers", () => {
  const duplicates: DuplicateList = {
    items: [{ customers: [customer('c1', 'John', '+15125550101'), customer('c2', 'Johnny', '+15125550109')], reasons: ['same_phone', 'same_name_and_address'] }],
  };

  it('lists them by the search kept in the URL, and offers the likely duplicates with their count', async () => {
    const { calls } = render('/customers', '/customers?search=smith', {
      'GET /api/customers': (_, url) => ({ status: 200, body: { items: url.searchParams.get('search') === 'smith' ? [customer('c1', 'John', '+15125550101')] : [], next_cursor: null } }),
      'GET /api/customers/duplicates': () => ({ status: 200, body: duplicates }),
    });
    expect(await screen.findByRole('link', { name: 'John Smith' })).toBeTruthy();
    expect((screen.getByRole('searchbox', { name: 'Search customers' }) as HTMLInputElement).value).toBe('smith');
    expect(calls.some((call) => call.key === 'GET /api/customers' && call.url.searchParams.get('search') === 'smith')).toBe(true);
    expect(await screen.findByRole('button', { name: 'Possible duplicates: 1' })).toBeTruthy();
  });

  it('reviews a pair side by side with its reasons and merges it only once confirmed, into the one chosen', async () => {
    let merged = false;
    const { calls, navigate } = render('/customers', '/customers?view=duplicates', {
      'GET /api/customers': () => ({ status: 200, body: NOTHING }),
      // Once merged, the pair is no longer proposed.
      'GET /api/customers/duplicates': () => ({ status: 200, body: merged ? { items: [] } : duplicates }),
      'GET /api/customers/c1': () => ({ status: 200, body: record({ orders: [{ id: 'o1' }, { id: 'o2' }] as CustomerRecord['orders'] }) }),
      'GET /api/customers/c2': () => ({ status: 200, body: record({ id: 'c2', first_name: 'Johnny', phones: [], addresses: [], address: null }) }),
      'POST /api/customers/c2/merge': () => {
        merged = true;
        return { status: 200, body: record({ id: 'c2', first_name: 'Johnny' }) };
      },
    });
    const pair = await screen.findByTestId('duplicate-pair');
    expect(within(pair).getByText('Same phone')).toBeTruthy();
    expect(within(pair).getByText('Same name and address')).toBeTruthy();
    expect(within(pair).getByText('+15125550109')).toBeTruthy();

    fireEvent.click(within(pair).getByRole('button', { name: 'Merge…' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByTestId('merge-what-moves').textContent).toContain('Johnny Smith is merged into John Smith');
    // The vendor keeps Johnny instead: John's two orders are what moves.
    fireEvent.click(within(dialog).getByRole('radio', { name: /Johnny Smith/ }));
    await waitFor(() => expect(within(dialog).getByTestId('merge-what-moves').textContent).toContain('Moving to Johnny Smith: orders 2'));
    expect(calls.some((call) => call.key.endsWith('/merge'))).toBe(false);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Merge' }));
    await waitFor(() => expect(calls.find((call) => call.key === 'POST /api/customers/c2/merge')?.body).toEqual({ from: 'c1' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/customers/c2'));
  });

  it('a pair put aside as "Not a duplicate" leaves the review', async () => {
    render('/customers', '/customers?view=duplicates', { 'GET /api/customers/duplicates': () => ({ status: 200, body: duplicates }) });
    fireEvent.click(within(await screen.findByTestId('duplicate-pair')).getByRole('button', { name: 'Not a duplicate' }));
    expect(await screen.findByText('No likely duplicates')).toBeTruthy();
  });
});

describe("a customer's page", () => {
  it('shows the other phones to call with their labels, the addresses, the notes and each merge explained, in Russian too', async () => {
    const merges: CustomerRecord['merges'] = [
      {
        id: 'm1',
        kept_id: 'c1',
        merged_id: 'c9',
        merged: { first_name: 'John', last_name: 'R. Smith', phone: '+15125550199', email: null, address: null, city: null, state: null, zip_code: null },
        moved: { orders: 3, appliances: 1, messages: 4, phones: 1, addresses: 0 },
        actor_id: 'u1',
        actor_name: 'Acme Appliance Repair',
        at: '2026-11-26T12:00:00Z',
      },
    ];
    render('/customers/:id', '/customers/c1', { 'GET /api/customers/c1': () => ({ status: 200, body: record({ merges }) }) }, 'ru');
    const call = await screen.findByRole('link', { name: 'Позвонить: +15125550102' });
    expect(call.getAttribute('href')).toBe('tel:+15125550102');
    expect(screen.getByTestId('other-phones').textContent).toContain('work');
    expect(screen.getByTestId('other-addresses').textContent).toBe('48 Oak Ave, Round Rock, TX · rental');
    expect(screen.getByTestId('customer-notes').textContent).toBe('Gate code 4411');
    const merge = screen.getByTestId('customer-merges').textContent ?? '';
    expect(merge).toContain('Сюда перенесена запись John R. Smith (+15125550199)');
    expect(merge).toContain('Acme Appliance Repair');
    expect(merge).toContain('заказов 3 · техники 1 · сообщений 4');
  });

  it('opens the customer kept when the one asked for was merged, replacing the old address', async () => {
    const { navigate, toast } = render('/customers/:id', '/customers/c9', {
      'GET /api/customers/c9': () => ({ status: 410, body: { statusCode: 410, code: 'CUSTOMER_MERGED', message: 'This customer was merged into another one', merged_into: 'c1' } }),
    });
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/customers/c1', { replace: true }));
    expect(toast.info).toHaveBeenCalledWith('That customer was merged into this one');
  });

  it('edits the record with another phone, and shows a phone another customer has under that phone', async () => {
    let attempt = 0;
    const { calls } = render('/customers/:id', '/customers/c1', {
      'GET /api/customers/c1': () => ({ status: 200, body: record() }),
      'PATCH /api/customers/c1': () =>
        (attempt += 1) === 1
          ? { status: 409, body: { statusCode: 409, code: 'PHONE_IN_USE', message: 'Another customer already has this phone number', errors: [{ field: 'phones.1.phone', message: 'Another customer already has this phone number' }] } }
          : { status: 200, body: record() },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Edit customer' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Add a phone' }));
    const drawer = await screen.findByRole('dialog');
    const phones = within(drawer).getAllByLabelText('Phone');
    expect(phones).toHaveLength(3);
    fireEvent.change(phones[2], { target: { value: '+15125550177' } });
    fireEvent.click(within(drawer).getByTestId('customer-save'));
    await waitFor(() => expect(errorUnder(phones[2])).toBe('Another customer already has this phone number'));
    expect(calls.find((call) => call.key === 'PATCH /api/customers/c1')?.body).toMatchObject({
      name: 'John Smith',
      notes: 'Gate code 4411',
      phones: [
        { phone: '+15125550102', label: 'work' },
        { phone: '+15125550177', label: null },
      ],
      addresses: [{ label: 'rental', address: '48 Oak Ave', city: 'Round Rock', state: 'TX', zip_code: null }],
    });
  });
});

describe('a new customer', () => {
  it("is added from the list's New customer, its field problems under their fields", async () => {
    let attempt = 0;
    const { calls, navigate } = render('/customers', '/customers', {
      'GET /api/customers': () => ({ status: 200, body: NOTHING }),
      'GET /api/customers/duplicates': () => ({ status: 200, body: { items: [] } }),
      'POST /api/customers': () =>
        (attempt += 1) === 1
          ? { status: 400, body: { statusCode: 400, code: 'VALIDATION_FAILED', message: 'Validation failed', fields: [{ field: 'notes', code: 'TOO_LONG', max: 4000, message: 'Must be at most 4000 characters' }] } }
          : { status: 201, body: customer('c3', 'Ann', '+15125550133') },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'New customer' }));
    const drawer = await screen.findByRole('dialog');
    fireEvent.change(within(drawer).getByLabelText('Name'), { target: { value: 'Ann Smith' } });
    fireEvent.change(within(drawer).getByLabelText('Phone'), { target: { value: '+15125550133' } });
    fireEvent.change(within(drawer).getByLabelText(/^Notes/), { target: { value: 'Back door' } });
    fireEvent.click(within(drawer).getByRole('button', { name: 'Add customer' }));
    await waitFor(() => expect(errorUnder(within(drawer).getByLabelText(/^Notes/))).toBe('Must be at most 4000 characters'));
    expect(navigate).not.toHaveBeenCalled();
    fireEvent.click(within(drawer).getByRole('button', { name: 'Add customer' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/customers/c3'));
    expect(calls.find((call) => call.key === 'POST /api/customers')?.body).toMatchObject({ name: 'Ann Smith', phone: '+15125550133', notes: 'Back door', email: null });
  });
});
