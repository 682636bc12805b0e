import { fireEvent, screen, within } from '@testing-library/react';
import type { OrderDetails } from '@fixflow/contracts';
import { createApiClient } from '@fixflow/api-client';
import { signedInSession } from '@fixflow/shell-sdk';
import { fakeApi, renderWithShell, type FakeRoutes, technicianProfile } from '@fixflow/shell-sdk/testing';
import app from '../app';

const session = signedInSession(technicianProfile);

const visit = {
  id: 'o1',
  invoice_number: 'INV-1001',
  customer_name: 'Erin Example',
  phone: '+15555550100',
  address: '5 Elm Street',
  city: 'Springfield',
  state: 'IL',
  zip_code: '62701',
  service_date: '2030-01-02',
  time_slot: 'morning',
  status: 'accepted',
  technician_id: 't1',
  order_source: 'phone',
  appliance_type: 'Washer',
  appliance_id: null,
  appliance: null,
  recall: null,
  history: [],
} as unknown as OrderDetails;

// What POST /api/orders/personal gave back: SPEC.md §5's placeholders, the technician's note, its own number.
const booking = {
  ...visit,
  id: 'p1',
  invoice_number: 'PB-7',
  order_source: 'technician_personal',
  customer_name: 'Personal Booking',
  phone: '000-000-0000',
  address: 'Private',
  city: 'Unknown',
  state: 'Unknown',
  zip_code: '00000',
  appliance_type: 'personal',
  issue_description: 'Dentist',
  status: 'pending',
  technician_status: 'Assigned',
  history: [{ id: 'h1', kind: 'created', from: null, to: 'pending', actor_id: 't1', actor_role: 'technician', actor_name: 'Tess Tech', reason: null, cancel_side: null, changes: null, at: '2030-01-01T09:00:00.000Z' }],
} as unknown as OrderDetails;

function renderOrderPage(order: OrderDetails, routes: FakeRoutes = {}, language: 'en' | 'ru' = 'en') {
  const { fetchImpl, calls } = fakeApi({ [`GET /api/orders/${order.id}`]: () => ({ status: 200, body: order }), ...routes });
  const Page = app.pages['/orders/:id'];
  renderWithShell(<Page />, { app, path: '/orders/:id', route: `/orders/${order.id}`, session, language, services: { api: createApiClient({ baseUrl: '/api', fetch: fetchImpl }) } });
  return { calls };
}

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Version/18.0 Mobile/15E148 Safari/604.1';

describe('on the job: the visit’s address opens the phone’s maps app', () => {
  const userAgent = navigator.userAgent;
  afterEach(() => Object.defineProperty(navigator, 'userAgent', { value: userAgent, configurable: true }));

  it('on Android (or any other phone), a tap on the address opens Google Maps there, in a new tab', async () => {
    renderOrderPage(visit);
    const link = await screen.findByRole('link', { name: 'Open 5 Elm Street, Springfield, IL, 62701 in Google Maps' });
    expect(link.textContent).toBe('5 Elm Street, Springfield, IL, 62701');
    expect(link.getAttribute('href')).toBe('https://www.google.com/maps/search/?api=1&query=5%20Elm%20Street%2C%20Springfield%2C%20IL%2C%2062701');
    expect(link.getAttribute('target')).toBe('_blank');
    // The phone stays tap-to-call.
    expect(screen.getByRole('link', { name: '+15555550100' }).getAttribute('href')).toBe('tel:+15555550100');
  });

  it('on an iPhone, Apple Maps, and Google Maps beside it for those who use it', async () => {
    Object.defineProperty(navigator, 'userAgent', { value: IPHONE, configurable: true });
    renderOrderPage(visit, {}, 'ru');
    const apple = await screen.findByRole('link', { name: 'Открыть 5 Elm Street, Springfield, IL, 62701 в приложении Apple Карты' });
    expect(apple.getAttribute('href')).toBe('https://maps.apple.com/?q=5%20Elm%20Street%2C%20Springfield%2C%20IL%2C%2062701');
    expect(within(screen.getByTestId('address-link')).getByRole('link', { name: /Google Карты/ }).textContent).toBe('Google Карты');
  });
});

describe('a personal booking reads as blocked time', () => {
  it('shows its own label, its note and a way to free the time; no invoice, customer, "Assigned" or "Service date"', async () => {
    let current = booking;
    const { calls } = renderOrderPage(booking, {
      'GET /api/orders/p1': () => ({ status: 200, body: current }),
      'POST /api/orders/p1/transitions': () => {
        current = { ...booking, status: 'cancelled', technician_status: 'Cancelled' };
        return { status: 200, body: current };
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Blocked time' })).toBeTruthy();
    expect(screen.getByTestId('blocked-time-note').textContent).toBe('Dentist');
    expect(screen.getByTestId('order-status').textContent).toBe('Blocked time');
    expect(screen.getByText('Vendors cannot assign you visits in this window.')).toBeTruthy();
    const page = document.body.textContent ?? '';
    for (const absent of ['PB-7', 'INV-', 'Assigned', 'Service date', 'Personal Booking', 'Private', 'Customer', 'History']) expect(page).not.toContain(absent);
    fireEvent.click(screen.getByRole('button', { name: 'Free this time' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByRole('textbox'), { target: { value: 'Appointment moved' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    // Freed: the page says so, and offers nothing more to do.
    await screen.findByText('Cancelled');
    expect(screen.queryByRole('button', { name: 'Free this time' })).toBeNull();
    expect(calls.find((call) => call.key === 'POST /api/orders/p1/transitions')?.body).toEqual({ to: 'cancelled', reason: 'Appointment moved' });
  });

  it('in Russian, "Личное время" with the note; without a note of its own, says there is none', async () => {
    renderOrderPage({ ...booking, issue_description: 'Busy - personal booking' }, {}, 'ru');
    expect(await screen.findByRole('heading', { level: 1, name: 'Личное время' })).toBeTruthy();
    expect(screen.getByTestId('blocked-time-note').textContent).toBe('Без заметки');
    expect(document.body.textContent).not.toContain('Busy - personal booking');
    expect(document.body.textContent).not.toContain('Назначен');
  });
});
