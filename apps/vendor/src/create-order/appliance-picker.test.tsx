import { fireEvent, screen, waitFor } from '@testing-library/react';
import { createApiClient } from '@fixflow/api-client';
import type { Appliance, Customer, Order, OrderDetails } from '@fixflow/contracts';
import { signedInSession } from '@fixflow/shell-sdk';
import { fakeApi, renderWithShell, vendorProfile, type FakeRoutes } from '@fixflow/shell-sdk/testing';
import app from '../app';

const customer = { id: 'c1', first_name: 'Ann', last_name: 'Lee', phone: '+15125550134', email: null, address: '1 Main St', city: 'Austin', state: 'TX', zip_code: '78701' } as Customer;
const washer: Appliance = { id: 'a1', customer_id: 'c1', type: 'Washer', brand: 'Bosch', model: 'WAT28', serial: 'SN-1', install_date: '2024-03-01', created_at: '', updated_at: '' };

const fill = (label: string | RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const errorUnder = (label: string | RegExp) => screen.getByLabelText(label).closest('.ant-form-item')?.querySelector('.ant-form-item-explain')?.textContent ?? '';

/** Opens the antd Select named `label` and picks the option reading `option`. */
async function pick(label: string, option: string | RegExp) {
  fireEvent.mouseDown(await screen.findByRole('combobox', { name: label }));
  fireEvent.click(await screen.findByTitle(option));
}

function render(routes: FakeRoutes, page: '/orders/new' | '/orders/:id/edit' = '/orders/new', language: 'en' | 'ru' = 'en') {
  const { fetchImpl, calls } = fakeApi(routes);
  const Page = app.pages[page];
  renderWithShell(<Page />, {
    app,
    language,
    path: page,
    route: page === '/orders/new' ? '/orders/new' : '/orders/o9/edit',
    session: signedInSession(vendorProfile),
    services: { api: createApiClient({ baseUrl: '/api', fetch: fetchImpl }) },
  });
  return calls;
}

describe("the order form's appliance", () => {
  it("lists the found customer's appliances and sends the one picked as appliance_id", async () => {
    const calls = render({
      'GET /api/customers': () => ({ status: 200, body: { items: [customer], next_cursor: null } }),
      'GET /api/customers/c1/appliances': () => ({ status: 200, body: { items: [washer] } }),
      'POST /api/orders': () => ({ status: 201, body: { id: 'o1', invoice_number: 'INV-1' } as Order }),
    });
    await screen.findByLabelText('Phone');
    fill('Phone', '+15125550134');
    expect(await screen.findByText(/Pick one of Ann Lee’s appliances/)).toBeTruthy();
    await waitFor(() => expect(calls.some((call) => call.key === 'GET /api/customers/c1/appliances')).toBe(true));
    await pick('Appliance', 'Washer · Bosch WAT28 · SN SN-1');
    // The order's appliance type follows the appliance picked when it was empty.
    await waitFor(() => expect((screen.getByLabelText(/^Appliance type/) as HTMLInputElement).value).toBe('Washer'));
    fill('Customer name', 'Ann Lee');
    fill('Service date', '2099-01-02');
    fireEvent.click(screen.getByRole('button', { name: 'Create order' }));
    await waitFor(() => expect(calls.find((call) => call.key === 'POST /api/orders')?.body).toMatchObject({ appliance_id: 'a1', appliance_type: 'Washer' }));
    expect((calls.find((call) => call.key === 'POST /api/orders')?.body as object)).not.toHaveProperty('appliance');
  }, 30_000);

  it('adds a new appliance with its type from the order, and puts its field errors under its fields in Russian', async () => {
    const calls = render(
      {
        'GET /api/customers': () => ({ status: 200, body: { items: [], next_cursor: null } }),
        'POST /api/orders': () => ({
          status: 400,
          body: {
            statusCode: 400,
            code: 'VALIDATION_FAILED',
            message: 'Validation failed',
            fields: [{ field: 'appliance.serial', code: 'TOO_LONG', max: 100, message: 'Must be at most 100 characters' }],
          },
        }),
      },
      '/orders/new',
      'ru',
    );
    expect(await screen.findByText(/сохранится вместе с новым клиентом/)).toBeTruthy();
    fill('Телефон', '+15125550199');
    fill('Имя клиента', 'Bob Roe');
    fill('Дата визита', '2099-01-02');
    fill(/^Тип техники/, 'Холодильник');
    await pick('Техника', '+ Добавить технику');
    await waitFor(() => expect((screen.getByLabelText('Тип') as HTMLInputElement).value).toBe('Холодильник'));
    fill(/^Марка/, 'LG');
    fill(/^Серийный номер/, 'X'.repeat(101));
    fill(/^Дата установки/, '2023-05-06');
    fireEvent.click(screen.getByRole('button', { name: 'Создать заказ' }));
    await waitFor(() => expect(errorUnder(/^Серийный номер/)).toBe('Не длиннее 100 символов'));
    expect(calls.find((call) => call.key === 'POST /api/orders')?.body).toMatchObject({
      appliance: { type: 'Холодильник', brand: 'LG', model: null, serial: 'X'.repeat(101), install_date: '2023-05-06' },
    });
  }, 30_000);

  it("starts an edit on the order's appliance and can clear it", async () => {
    const order = { id: 'o9', invoice_number: 'INV-9', customer_id: 'c1', customer_name: 'Ann Lee', phone: '+15125550134', service_date: '2099-01-02', time_slot: 'morning', appliance_type: 'Washer', appliance_id: 'a1', history: [], appliance: washer, recall: null } as unknown as OrderDetails;
    const calls = render(
      {
        'GET /api/orders/o9': () => ({ status: 200, body: order }),
        'GET /api/customers/c1/appliances': () => ({ status: 200, body: { items: [washer] } }),
        'PATCH /api/orders/o9': () => ({ status: 200, body: order }),
      },
      '/orders/:id/edit',
    );
    expect(await screen.findByText('Washer · Bosch WAT28 · SN SN-1')).toBeTruthy();
    await pick('Appliance', 'No appliance recorded');
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(calls.find((call) => call.key === 'PATCH /api/orders/o9')?.body).toMatchObject({ appliance_id: null }));
  }, 30_000);
});
