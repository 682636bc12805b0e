import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { createApiClient } from '@fixflow/api-client';
import type { CustomerRecord, Order } from '@fixflow/contracts';
import { fakeApi, renderWithShell } from '@fixflow/shell-sdk/testing';
import app from '../app';

const Page = app.pages['/orders/new'];
const fill = (label: string | RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
/** What antd shows under a field (its error), read from the Form.Item the input sits in. */
const errorUnder = (label: string | RegExp) => screen.getByLabelText(label).closest('.ant-form-item')?.querySelector('.ant-form-item-explain')?.textContent ?? '';

describe('given a vendor creating an order', () => {
  it("puts the API's field problems under their fields, in the vendor's language, and no message above the form", async () => {
    const { fetchImpl, calls } = fakeApi({
      'GET /api/customers': () => ({ status: 200, body: { items: [], next_cursor: null } }),
      'POST /api/orders': () => ({
        status: 400,
        body: {
          statusCode: 400,
          code: 'VALIDATION_FAILED',
          message: 'Validation failed',
          errors: [
            { field: 'zip_code', message: 'zip_code must be shorter than or equal to 20 characters' },
            { field: 'service_date', message: 'service_date must be today or later' },
          ],
          fields: [
            { field: 'zip_code', code: 'TOO_LONG', max: 20, message: 'Must be at most 20 characters' },
            { field: 'service_date', code: 'DATE_IN_PAST', message: 'Must be today or later' },
          ],
        },
      }),
    });
    renderWithShell(<Page />, { app, language: 'ru', services: { api: createApiClient({ baseUrl: '/api', fetch: fetchImpl }) } });
    await screen.findByLabelText('Телефон');
    fill('Телефон', '+15125550134');
    fill('Имя клиента', 'Ann Lee');
    fill(/^Индекс/, '7'.repeat(21));
    fill('Дата визита', '2020-01-01');
    fireEvent.click(await screen.findByRole('button', { name: 'Создать заказ' }));

    await waitFor(() => expect(errorUnder(/^Индекс/)).toBe('Не длиннее 20 символов'));
    expect(errorUnder('Дата визита')).toBe('Не раньше сегодняшнего дня');
    expect(calls.filter((call) => call.key === 'POST /api/orders')).toHaveLength(1);
    expect(screen.queryByText(/Validation failed|must be shorter/)).toBeNull();
  }, 30_000);

  it("starts from a customer's \"New order\" with that customer's phone, name and address", async () => {
    const john = { id: 'c1', first_name: 'John', last_name: 'Smith', phone: '+15125550101', email: 'john@example.com', address: '12 Elm St', city: 'Austin', state: 'TX', zip_code: '78701' };
    const record = { ...john, vendor_id: 'v1', updated_at: '', notes: null, orders: [], appliances: [], phones: [], addresses: [], merges: [] } as CustomerRecord;
    const { fetchImpl } = fakeApi({
      'GET /api/customers/c1': () => ({ status: 200, body: record }),
      'GET /api/customers': () => ({ status: 200, body: { items: [record], next_cursor: null } }),
      'GET /api/customers/c1/appliances': () => ({ status: 200, body: { items: [] } }),
    });
    renderWithShell(<Page />, { app, path: '/orders/new', route: '/orders/new?customer=c1', services: { api: createApiClient({ baseUrl: '/api', fetch: fetchImpl }) } });
    await waitFor(() => expect((screen.getByLabelText('Phone') as HTMLInputElement).value).toBe('+15125550101'));
    expect((screen.getByLabelText('Customer name') as HTMLInputElement).value).toBe('John Smith');
    expect((screen.getByLabelText(/^Address/) as HTMLInputElement).value).toBe('12 Elm St');
    expect((screen.getByLabelText(/^City/) as HTMLInputElement).value).toBe('Austin');
  }, 30_000);

  it('refuses a phone that is none in the words of the API, and sends a good one as shown once the field is left', async () => {
    const created = { id: 'o1', invoice_number: '1042' } as Order;
    const { fetchImpl, calls } = fakeApi({
      'GET /api/customers': () => ({ status: 200, body: { items: [], next_cursor: null } }),
      'POST /api/orders': () => ({ status: 201, body: created }),
    });
    renderWithShell(<Page />, { app, services: { api: createApiClient({ baseUrl: '/api', fetch: fetchImpl }) } });
    const phone = await screen.findByLabelText('Phone');
    fireEvent.focus(phone);
    fill('Phone', '555-01');
    fireEvent.blur(phone);
    await waitFor(() => expect(errorUnder('Phone')).toBe('Must be a phone number, for example +15551234567 or (555) 123-4567'));
    fill('Customer name', 'Ann Lee');
    fill('Service date', '2099-01-02');
    fireEvent.click(screen.getByRole('button', { name: 'Create order' }));
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(calls.filter((call) => call.key === 'POST /api/orders')).toEqual([]);

    fill('Phone', '(512) 555-0134');
    fireEvent.blur(phone);
    await waitFor(() => expect((phone as HTMLInputElement).value).toBe('+15125550134'));
    fireEvent.click(screen.getByRole('button', { name: 'Create order' }));
    await waitFor(() => expect(calls.find((call) => call.key === 'POST /api/orders')?.body).toMatchObject({ phone: '+15125550134', customer_name: 'Ann Lee', service_date: '2099-01-02' }));
  }, 30_000);
});
