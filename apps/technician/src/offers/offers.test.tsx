import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { TECHNICIAN_OFFERS_URL, type Offer, type OfferChangedEvent, type RosterChangedEvent } from '@fixflow/contracts';
import { createApiClient } from '@fixflow/api-client';
import { signedInSession } from '@fixflow/shell-sdk';
import { fakeApi, renderWithShell, type FakeRoutes, technicianProfile } from '@fixflow/shell-sdk/testing';
import app from '../app';

const session = signedInSession(technicianProfile);

const offer = (id: string, overrides: Partial<Offer['order']> = {}): Offer => ({
  id,
  order_id: `order-${id}`,
  vendor_id: 'v1',
  vendor_name: 'Acme Appliance Repair',
  audience: 'roster',
  status: 'open',
  created_at: '2026-11-26T08:00:00.000Z',
  taken_at: null,
  taken_by: null,
  order: {
    invoice_number: `INV-50${id}`,
    service_date: '2999-03-0' + id,
    time_slot: 'morning',
    starts_at: `2999-03-0${id}T08:00:00.000Z`,
    ends_at: `2999-03-0${id}T12:00:00.000Z`,
    city: 'Springfield',
    state: 'IL',
    zip_code: '62701',
    appliance_type: 'Washer',
    issue_description: `Drum ${id} does not spin`,
    status: 'pending',
    ...overrides,
  },
});

const offers = (items: Offer[]) => () => ({ status: 200, body: { items } });

function render(path: string, route: string, routes: FakeRoutes, language: 'en' | 'ru' = 'en') {
  const { fetchImpl, calls } = fakeApi({
    'GET /api/orders': () => ({ status: 200, body: { items: [], next_cursor: null } }),
    'GET /api/roster-invitations': () => ({ status: 200, body: [] }),
    'GET /api/technicians/t1/metrics': () => ({ status: 200, body: null }),
    ...routes,
  });
  const api = createApiClient({ baseUrl: '/api', fetch: fetchImpl });
  const navigate = jest.fn();
  const toast = { success: jest.fn(), error: jest.fn(), info: jest.fn() };
  const Page = app.pages[path];
  const { live } = renderWithShell(<Page />, { app, path, route, session, language, services: { api, navigate, toast } });
  const push = (event: OfferChangedEvent) => act(() => live.emit('offer.changed', event));
  const rosterChanged = (event: RosterChangedEvent) => act(() => live.emit('roster.changed', event));
  return { calls, navigate, toast, push, rosterChanged };
}

const cards = () => screen.queryAllByTestId('offer').map((card) => card.getAttribute('data-invoice'));

describe('the Offers tab of My Orders', () => {
  it('lists each open offer with what a technician decides by, soonest first', async () => {
    render('/orders', TECHNICIAN_OFFERS_URL, { 'GET /api/offers': offers([offer('2', { city: null, state: null, zip_code: null, appliance_type: null }), offer('1')]) });
    expect(await screen.findByText('Drum 1 does not spin')).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'Offers (2)' })).toHaveProperty('checked', true);
    expect(cards()).toEqual(['INV-501', 'INV-502']);
    const first = screen.getAllByTestId('offer')[0];
    for (const text of ['Springfield, IL 62701', 'Washer', 'From Acme Appliance Repair · INV-501']) expect(within(first).getByText(text)).toBeTruthy();
    expect(within(first).getByText(/Morning, 08:00–12:00/)).toBeTruthy();
    const second = screen.getAllByTestId('offer')[1];
    expect(within(second).getByText('Place not given')).toBeTruthy();
    expect(within(second).getByText('Appliance not given')).toBeTruthy();
  });

  it('Take makes the order the technician’s: a success message, the offer leaves, its orders are read again', async () => {
    const { calls, toast } = render('/orders', TECHNICIAN_OFFERS_URL, {
      'GET /api/offers': offers([offer('1'), offer('2')]),
      'POST /api/offers/1/take': () => ({ status: 200, body: { ...offer('1'), status: 'taken' } }),
    });
    const card = (await screen.findAllByTestId('offer'))[0];
    const ordersRead = calls.filter((call) => call.key === 'GET /api/orders').length;
    fireEvent.click(within(card).getByRole('button', { name: 'Take this order' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('INV-501 is yours: it is in your orders, accepted.'));
    await waitFor(() => expect(cards()).toEqual(['INV-502']));
    expect(screen.getByRole('radio', { name: 'Offers (1)' })).toBeTruthy();
    await waitFor(() => expect(calls.filter((call) => call.key === 'GET /api/orders').length).toBeGreaterThan(ordersRead));
  });

  it('says "already taken" in Russian when another technician was faster, and the offer leaves the list', async () => {
    const { toast } = render(
      '/orders',
      TECHNICIAN_OFFERS_URL,
      {
        'GET /api/offers': offers([offer('1')]),
        'POST /api/offers/1/take': () => ({ status: 409, body: { statusCode: 409, code: 'OFFER_TAKEN', message: 'This order has already been taken by another technician' } }),
      },
      'ru',
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Взять заказ' }));
    await waitFor(() => expect(toast.info).toHaveBeenCalledWith('Заказ уже взял другой мастер'));
    expect(await screen.findByText('Открытых предложений нет')).toBeTruthy();
    expect(toast.success).not.toHaveBeenCalled();
  });

  it('keeps the offer when the technician is busy then, and says why', async () => {
    const { toast } = render('/orders', TECHNICIAN_OFFERS_URL, {
      'GET /api/offers': offers([offer('1')]),
      'POST /api/offers/1/take': () => ({ status: 409, body: { statusCode: 409, code: 'SLOT_TAKEN', message: 'The technician is already busy at that time' } }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Take this order' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalled());
    expect(cards()).toEqual(['INV-501']);
  });

  it('adds a new offer and drops one taken by someone else as the socket says, without reading the list again', async () => {
    const { calls, push } = render('/orders', TECHNICIAN_OFFERS_URL, { 'GET /api/offers': offers([offer('1')]) });
    await screen.findByText('Drum 1 does not spin');
    push({ action: 'offered', offer: offer('3') });
    await waitFor(() => expect(cards()).toEqual(['INV-501', 'INV-503']));
    push({ action: 'taken', offer: { ...offer('1'), status: 'taken', taken_by: { id: 't2', full_name: 'Other Tech' } } });
    await waitFor(() => expect(cards()).toEqual(['INV-503']));
    push({ action: 'withdrawn', offer: { ...offer('3'), status: 'withdrawn' } });
    expect(await screen.findByText('No open offers')).toBeTruthy();
    expect(calls.filter((call) => call.key === 'GET /api/offers')).toHaveLength(1);
  });

  it('taken off a vendor’s roster, that vendor’s offers leave the list: it is read again', async () => {
    let onRoster = true;
    const { rosterChanged } = render('/orders', TECHNICIAN_OFFERS_URL, { 'GET /api/offers': () => offers(onRoster ? [offer('1')] : [])() });
    await screen.findByText('Drum 1 does not spin');
    onRoster = false;
    rosterChanged({ action: 'removed', invitation_id: 'i1' });
    expect(await screen.findByText('No open offers')).toBeTruthy();
  });

  it('shows why the offers could not be read, and Try again reads them', async () => {
    let down = true;
    render('/orders', TECHNICIAN_OFFERS_URL, {
      'GET /api/offers': () => (down ? { status: 500, body: { statusCode: 500, code: 'INTERNAL', message: 'Something went wrong' } } : offers([offer('1')])()),
    });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The offers could not be loaded');
    down = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Drum 1 does not spin')).toBeTruthy();
  });

  it('opens on today’s visits without a tab in the address; Offers and back to My visits switch', async () => {
    render('/orders', '/orders', { 'GET /api/offers': offers([offer('1')]) });
    expect(await screen.findByText('Nothing for today')).toBeTruthy();
    fireEvent.click(await screen.findByText('Offers (1)'));
    expect(await screen.findByText('Drum 1 does not spin')).toBeTruthy();
    expect(screen.queryByText('Upcoming (0)')).toBeNull();
    fireEvent.click(screen.getByText('My visits'));
    fireEvent.click(await screen.findByText('Upcoming (0)'));
    expect(await screen.findByText('Nothing coming up')).toBeTruthy();
  });
});

describe('open offers on Home', () => {
  it('counts them, live, and leads to the list', async () => {
    const { navigate, push } = render('/dashboard', '/dashboard', { 'GET /api/offers': offers([offer('1'), offer('2')]) });
    // With offers to take, the panel moves up to lead the page.
    expect(await screen.findByText('Open offers (2)')).toBeTruthy();
    push({ action: 'offered', offer: offer('3') });
    await waitFor(() => expect(screen.getByTestId('offers-count').textContent).toBe('3'));
    fireEvent.click(within(screen.getByTestId('offers-home')).getByRole('button', { name: /See offers/ }));
    expect(navigate).toHaveBeenCalledWith('/orders?tab=offers');
  });

  it('says so quietly when there are none, in Russian too', async () => {
    render('/dashboard', '/dashboard', { 'GET /api/offers': offers([]) }, 'ru');
    expect(await screen.findByText('Сейчас открытых предложений нет. Новые появятся здесь сами.')).toBeTruthy();
    expect(screen.getByText('Открытые предложения (0)')).toBeTruthy();
  });
});
