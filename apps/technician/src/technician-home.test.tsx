import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  EMPTY_METRIC_COUNTS,
  metricsFromCounts,
  type BusySlot,
  type Offer,
  type Order,
  type TechnicianAvailability,
  type TechnicianInvitation,
  type TechnicianMetrics,
} from '@fixflow/contracts';
import { createApiClient } from '@fixflow/api-client';
import { signedInSession } from '@fixflow/shell-sdk';
import { createQueryClient } from '@fixflow/shell-sdk/data';
import { fakeApi, renderWithShell, type FakeRoutes, technicianProfile } from '@fixflow/shell-sdk/testing';
import { dayInZone } from '@fixflow/ui';
import app from './app';
import { addDays, dayOf, daysFrom, weekdayOf } from './calendar/days';

const session = signedInSession(technicianProfile);
const today = dayOf(new Date());
const tomorrow = addDays(today, 1);

const at = (day: string, hour: number) => new Date(`${day}T${String(hour).padStart(2, '0')}:00:00`).toISOString();
const order = (id: string, day: string, hour: number, overrides: Partial<Order> = {}): Order =>
  ({
    id,
    invoice_number: `INV-10${id}`,
    customer_name: `Customer ${id}`,
    phone: '+15555550100',
    address: `${id} Main St`,
    city: 'Springfield',
    service_date: day,
    time_slot: 'morning',
    starts_at: at(day, hour),
    ends_at: at(day, hour + 2),
    status: 'accepted',
    technician_id: 't1',
    technician: { id: 't1', full_name: 'Tess Tech' },
    order_source: 'phone',
    issue_description: 'Leaking',
    ...overrides,
  }) as Order;

function render(path: string, routes: FakeRoutes, language: 'en' | 'ru' = 'en', preload = false) {
  // The dashboard's scorecard reads the 90-day row: none stored unless a test says otherwise.
  const { fetchImpl, calls } = fakeApi({
    'GET /api/technicians/t1/metrics': () => ({ status: 200, body: null }),
    // Home counts the open offers (issue 17): none unless a test says otherwise.
    'GET /api/offers': () => ({ status: 200, body: { items: [] } }),
    ...routes,
  });
  const api = createApiClient({ baseUrl: '/api', fetch: fetchImpl });
  const queryClient = createQueryClient();
  // What the host does when a reload lands on the page (remotes/preload-workspace.ts).
  if (preload) void app.pages[path].preload?.({ api, queryClient: async () => queryClient, profile: async () => technicianProfile });
  const navigate = jest.fn();
  const toast = { success: jest.fn(), error: jest.fn(), info: jest.fn() };
  const Page = app.pages[path];
  renderWithShell(<Page />, { app, path, route: path, session, language, queryClient, services: { api, navigate, toast } });
  return { calls, navigate, toast };
}

const list = (items: Order[]) => () => ({ status: 200, body: { items, next_cursor: null } });

describe('the technician dashboard', () => {
  it('a reload shows the orders the host asked for alongside the remote, without asking twice', async () => {
    const { calls } = render('/dashboard', { 'GET /api/orders': list([order('1', today, 9)]) }, 'en', true);
    await screen.findByText('Customer 1');
    expect(calls.filter((call) => call.key === 'GET /api/orders')).toHaveLength(1);
  });

  it('a reload asks for the scorecard, the open offers and the invitations with the orders, before the page draws, and the page shows those answers without asking again', async () => {
    // The technician's profile has no zone: its 90-day period ends today in UTC, as the API's does.
    const utcToday = dayInZone(new Date(), 'UTC');
    const counts = { ...EMPTY_METRIC_COUNTS, assigned: 10, completed: 8, cancelled: 1, arrivals: 9, on_time: 8 };
    const metrics: TechnicianMetrics = {
      ...counts,
      ...metricsFromCounts(counts),
      technician_id: 't1',
      vendor_id: null,
      period_start: addDays(utcToday, -90),
      period_end: utcToday,
      computed_at: '2031-05-04T09:00:00.000Z',
    };
    const offer = { id: 'f1', order_id: 'o9', vendor_id: 'v1', vendor_name: 'Acme', audience: 'roster', status: 'open', order: { starts_at: '2999-03-01T08:00:00.000Z' } } as Offer;
    const invitation: TechnicianInvitation = {
      id: 'i1',
      status: 'invited',
      invited_at: '2026-11-20T10:00:00.000Z',
      answered_at: null,
      vendor: { id: 'v2', company_name: 'Brightline Home Services', city: 'Dallas', state: 'TX' },
    };
    const { fetchImpl, calls } = fakeApi({
      'GET /api/orders': list([order('1', today, 9)]),
      'GET /api/technicians/t1/metrics': () => ({ status: 200, body: metrics }),
      'GET /api/offers': () => ({ status: 200, body: { items: [offer] } }),
      'GET /api/roster-invitations': () => ({ status: 200, body: [invitation] }),
    });
    const api = createApiClient({ baseUrl: '/api', fetch: fetchImpl });
    const queryClient = createQueryClient();
    const asked = () => calls.map((call) => call.key).sort();
    const everyRead = ['GET /api/offers', 'GET /api/orders', 'GET /api/roster-invitations', 'GET /api/technicians/t1/metrics'];

    // What the host does when a reload lands on the page, before anything is drawn.
    await app.pages['/dashboard'].preload?.({ api, queryClient: async () => queryClient, profile: async () => technicianProfile });
    await waitFor(() => expect(asked()).toEqual(everyRead));
    const read = calls.find((call) => call.key === 'GET /api/technicians/t1/metrics')!;
    expect(read.url.searchParams.get('period_start')).toBe(addDays(utcToday, -90));
    expect(read.url.searchParams.get('period_end')).toBe(utcToday);

    const Page = app.pages['/dashboard'];
    renderWithShell(<Page />, { app, path: '/dashboard', route: '/dashboard', session, queryClient, services: { api, navigate: jest.fn() } });
    expect(await screen.findByText('Customer 1')).toBeTruthy();
    expect(screen.getByTestId('score-completed-value').textContent).toBe('8');
    expect(screen.getByTestId('score-completion-value').textContent).toBe('80%');
    expect(screen.getByTestId('offers-count').textContent).toBe('1');
    expect(within(screen.getByTestId('roster-invitations')).getByText('Brightline Home Services')).toBeTruthy();
    expect(asked()).toEqual(everyRead);
  });

  it('a reload whose profile cannot be read leaves the scorecard to the page, which reads it once drawn', async () => {
    const { fetchImpl, calls } = fakeApi({
      'GET /api/orders': list([]),
      'GET /api/technicians/t1/metrics': () => ({ status: 200, body: null }),
      'GET /api/offers': () => ({ status: 200, body: { items: [] } }),
      'GET /api/roster-invitations': () => ({ status: 200, body: [] }),
    });
    const api = createApiClient({ baseUrl: '/api', fetch: fetchImpl });
    const queryClient = createQueryClient();
    await app.pages['/dashboard'].preload?.({ api, queryClient: async () => queryClient, profile: async () => null });
    await waitFor(() => expect(calls.map((call) => call.key).sort()).toEqual(['GET /api/offers', 'GET /api/orders', 'GET /api/roster-invitations']));

    const Page = app.pages['/dashboard'];
    renderWithShell(<Page />, { app, path: '/dashboard', route: '/dashboard', session, queryClient, services: { api, navigate: jest.fn() } });
    expect(await screen.findByText('No figures yet for the last 90 days')).toBeTruthy();
    expect(calls.filter((call) => call.key === 'GET /api/technicians/t1/metrics')).toHaveLength(1);
    expect(calls.filter((call) => call.key === 'GET /api/orders')).toHaveLength(1);
  });

  it('leads with the next visit of the day, lists the rest and counts each group', async () => {
    const { navigate } = render('/dashboard', {
      'GET /api/orders': list([
        order('2', today, 13),
        order('1', today, 9),
        order('3', tomorrow, 9),
        order('4', today, 8, { status: 'completed' }),
      ]),
    });
    await screen.findByText('Customer 1');
    expect(within(screen.getByTestId('next-visit')).getByText('Customer 1')).toBeTruthy();
    expect(within(screen.getByTestId('next-visit')).queryByText('Customer 2')).toBeNull();
    expect(screen.getByText('Later today (1)')).toBeTruthy();
    expect(screen.getByText('Customer 2')).toBeTruthy();
    expect(screen.queryByText('Customer 3')).toBeNull();
    expect(within(screen.getByTestId('count-today')).getByText('2')).toBeTruthy();
    expect(within(screen.getByTestId('count-upcoming')).getByText('1')).toBeTruthy();
    expect(within(screen.getByTestId('count-done')).getByText('1')).toBeTruthy();
    expect(screen.getByText(/^Hi Tess/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /Open this visit/ }));
    expect(navigate).toHaveBeenCalledWith('/orders/1');
  });

  it('says so when nothing is assigned, and in Russian', async () => {
    render('/dashboard', { 'GET /api/orders': list([]) }, 'ru');
    expect(await screen.findByText('Назначенных заказов нет')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Панель' })).toBeTruthy();
  });

  it('shows the API’s message in the user’s language when the orders cannot be read, and Try again reads them', async () => {
    let down = true;
    render(
      '/dashboard',
      {
        'GET /api/roster-invitations': () => ({ status: 200, body: [] }),
        'GET /api/orders': () => (down ? { status: 500, body: { statusCode: 500, code: 'INTERNAL', message: 'Something went wrong' } } : list([order('1', today, 9)])()),
      },
      'ru',
    );
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Что-то пошло не так. Повторите попытку позже.');
    down = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Повторить' }));
    expect(await screen.findByText('Customer 1')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  });

  it('says in the invitations panel when they cannot be read, and Try again reads them', async () => {
    let down = true;
    render('/dashboard', {
      'GET /api/orders': list([]),
      'GET /api/roster-invitations': () => (down ? { status: 500, body: { statusCode: 500, code: 'INTERNAL', message: 'Something went wrong' } } : { status: 200, body: [] }),
    });
    const panel = await screen.findByTestId('roster-invitations');
    const alert = await within(panel).findByRole('alert');
    expect(alert.textContent).toContain('Something went wrong. Please try again later.');
    down = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(within(panel).queryByRole('alert')).toBeNull());
  });
});

describe('the technician schedule', () => {
  const slot = (kind: BusySlot['kind'], day: string, hour: number, order_id?: string): BusySlot => ({ kind, date: day, start: at(day, hour), end: at(day, hour + 2), order_id });

  it('puts each busy slot under its day with its kind, and opens the visit on tap', async () => {
    const timeOff = slot('time_off', tomorrow, 8);
    const { calls, navigate } = render('/schedule', {
      'GET /api/technicians/t1/busy-slots': () => ({ status: 200, body: [slot('order', today, 9, 'o1'), timeOff, slot('personal', tomorrow, 14, 'p1')] }),
      'GET /api/orders': list([order('o1', today, 9), order('p1', tomorrow, 14, { order_source: 'technician_personal', issue_description: 'School run', invoice_number: 'PB-3' })]),
      'GET /api/technicians/t1/availability': () => ({
        status: 200,
        body: { weekly_hours: [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, start: '08:00', end: '18:00' })), time_off: [{ id: 'f1', date: tomorrow, time_slot: '08:00-10:00', start: timeOff.start, end: timeOff.end, reason: 'Dentist' }] },
      }),
    });
    const todayCard = await screen.findByTestId(`day-${today}`);
    expect(within(todayCard).getByText('Customer o1 · INV-10o1')).toBeTruthy();
    expect(within(todayCard).getByText('Visit')).toBeTruthy();
    const tomorrowCard = screen.getByTestId(`day-${tomorrow}`);
    // "Time off · Dentist", never "Time off · Time off"; blocked time with its note and no number.
    await waitFor(() => expect(within(tomorrowCard).getByText('Dentist')).toBeTruthy());
    const entries = within(tomorrowCard).getAllByTestId('schedule-entry').map((entry) => entry.textContent);
    expect(entries).toEqual([expect.stringMatching(/Time offDentist$/), expect.stringMatching(/Blocked timeSchool run$/)]);
    expect(tomorrowCard.textContent).not.toContain('PB-3');
    expect(within(screen.getByTestId(`day-${addDays(today, 2)}`)).getByText('Free')).toBeTruthy();
    const busyCall = calls.find((call) => call.key === 'GET /api/technicians/t1/busy-slots');
    expect(busyCall?.url.searchParams.get('start')).toBe(today);
    expect(busyCall?.url.searchParams.get('end')).toBe(addDays(today, 6));
    fireEvent.click(within(todayCard).getByText('Customer o1 · INV-10o1'));
    expect(navigate).toHaveBeenCalledWith('/orders/o1');
  });

  it('says "Day off" on a weekday without working hours and shows the hours of a working one', async () => {
    const monday = daysFrom(today, 7).find((day) => weekdayOf(day) === 1)!;
    const sunday = daysFrom(today, 7).find((day) => weekdayOf(day) === 0)!;
    render('/schedule', {
      'GET /api/technicians/t1/busy-slots': () => ({ status: 200, body: [slot('order', sunday, 9, 'o1')] }),
      'GET /api/orders': list([order('o1', sunday, 9)]),
      'GET /api/technicians/t1/availability': () => ({ status: 200, body: { weekly_hours: [{ weekday: 1, start: '08:00', end: '16:00' }], time_off: [] } }),
    });
    const mondayCard = await screen.findByTestId(`day-${monday}`);
    await waitFor(() => expect(within(mondayCard).getByTestId('day-hours').textContent).toBe('08:00–16:00'));
    expect(within(mondayCard).getByText('Free')).toBeTruthy();
    const tuesdayCard = screen.getByTestId(`day-${addDays(monday, 1)}`);
    expect(within(tuesdayCard).getByText('Day off')).toBeTruthy();
    expect(within(tuesdayCard).queryByText('Free')).toBeNull();
    // Work on a day off (the vendor confirmed the override) is listed, the day still marked off.
    const sundayCard = screen.getByTestId(`day-${sunday}`);
    expect(within(sundayCard).getByText('Customer o1 · INV-10o1')).toBeTruthy();
    expect(within(sundayCard).getByTestId('day-hours').textContent).toBe('Day off');
  });

  it('pages a week forward, and shows the empty state for a clear week', async () => {
    const { calls } = render('/schedule', { 'GET /api/technicians/t1/busy-slots': () => ({ status: 200, body: [] }), 'GET /api/orders': list([]) });
    expect(await screen.findByText('Nothing scheduled')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Next week' }));
    await waitFor(() => expect(calls.filter((call) => call.key === 'GET /api/technicians/t1/busy-slots').at(-1)?.url.searchParams.get('start')).toBe(addDays(today, 7)));
  });
  it('never shows an older week over a newer one when its answer comes last', async () => {
    const { fetchImpl } = fakeApi({
      'GET /api/technicians/t1/busy-slots': (_, url) =>
        ({ status: 200, body: url.searchParams.get('start') === today ? [slot('time_off', today, 8)] : [slot('order', addDays(today, 7), 9, 'o9')] }),
      'GET /api/orders': (_, url) => ({ status: 200, body: { items: url.searchParams.get('date_from') === today ? [] : [order('o9', addDays(today, 7), 9)], next_cursor: null } }),
    });
    // This week's answers are held back until the next week's have arrived (a slow connection).
    const held: (() => void)[] = [];
    const slowFetch = ((input: RequestInfo | URL, init?: RequestInit) =>
      String(input).includes(`=${today}`) ? new Promise<Response>((resolve) => held.push(() => void fetchImpl(input, init).then(resolve))) : fetchImpl(input, init)) as typeof fetch;
    const Page = app.pages['/schedule'];
    renderWithShell(<Page />, { app, path: '/schedule', route: '/schedule', session, services: { api: createApiClient({ baseUrl: '/api', fetch: slowFetch }) } });

    fireEvent.click(await screen.findByRole('button', { name: 'Next week' }));
    expect(await screen.findByText('Customer o9 · INV-10o9')).toBeTruthy();
    await waitFor(() => expect(held.length).toBe(2));
    held.forEach((answer) => answer());
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.getByText('Customer o9 · INV-10o9')).toBeTruthy();
    expect(screen.queryByTestId(`day-${today}`)).toBeNull();
  });
});

describe('the technician availability', () => {
  const saved: TechnicianAvailability = {
    weekly_hours: [{ weekday: 1, start: '08:00', end: '16:00' }],
    time_off: [{ id: 'off1', date: tomorrow, time_slot: 'all_day', start: at(tomorrow, 8), end: at(tomorrow, 20), reason: 'Training' }],
  };

  it('refuses hours that end before they start, then saves the working week', async () => {
    const { calls, toast } = render('/availability', {
      'GET /api/technicians/t1/availability': () => ({ status: 200, body: saved }),
      'PUT /api/technicians/me/availability/weekly-hours': (body) => ({ status: 200, body: { ...saved, weekly_hours: (body as TechnicianAvailability).weekly_hours } }),
    });
    expect((await screen.findByRole('switch', { name: 'Works on Monday' })).getAttribute('aria-checked')).toBe('true');
    expect(screen.getByRole('switch', { name: 'Works on Tuesday' }).getAttribute('aria-checked')).toBe('false');
    fireEvent.click(screen.getByRole('switch', { name: 'Works on Tuesday' }));
    fireEvent.change(screen.getByLabelText('Tuesday until'), { target: { value: '07:00' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save working week' }));
    expect(await screen.findByText('Hours must end after they start: Tuesday.')).toBeTruthy();
    expect(calls.some((call) => call.key.startsWith('PUT'))).toBe(false);

    fireEvent.change(screen.getByLabelText('Tuesday until'), { target: { value: '18:30' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save working week' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Working week saved'));
    expect(calls.find((call) => call.key.startsWith('PUT'))?.body).toEqual({
      weekly_hours: [
        { weekday: 1, start: '08:00', end: '16:00' },
        { weekday: 2, start: '09:00', end: '18:30' },
      ],
    });
  });

  it('saves a week with every day off', async () => {
    const { calls, toast } = render('/availability', {
      'GET /api/technicians/t1/availability': () => ({ status: 200, body: saved }),
      'PUT /api/technicians/me/availability/weekly-hours': (body) => ({ status: 200, body: { ...saved, weekly_hours: (body as TechnicianAvailability).weekly_hours } }),
    });
    fireEvent.click(await screen.findByRole('switch', { name: 'Works on Monday' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save working week' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Working week saved'));
    expect(calls.find((call) => call.key.startsWith('PUT'))?.body).toEqual({ weekly_hours: [] });
    expect(within(screen.getByTestId('weekday-1')).getByText('Day off')).toBeTruthy();
  });

  it('adds time off, and shows the API’s refusal when the slot is taken', async () => {
    let taken = false;
    const { calls, toast } = render('/availability', {
      'GET /api/technicians/t1/availability': () => ({ status: 200, body: saved }),
      'POST /api/technicians/me/time-off': () =>
        taken
          ? { status: 409, body: { statusCode: 409, code: 'SLOT_TAKEN', message: 'The technician is already busy at that time' } }
          : { status: 201, body: { id: 'off2', date: today, time_slot: 'morning', start: at(today, 8), end: at(today, 12), reason: null } },
    });
    expect(await screen.findByText('Training')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Date'), { target: { value: today } });
    fireEvent.click(screen.getByRole('button', { name: 'Add time off' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Time off added'));
    expect(calls.find((call) => call.key === 'POST /api/technicians/me/time-off')?.body).toEqual({ date: today, time_slot: 'all_day', reason: null });
    // The list is read again after the change.
    expect(calls.filter((call) => call.key === 'GET /api/technicians/t1/availability')).toHaveLength(2);

    taken = true;
    fireEvent.change(screen.getByLabelText('Date'), { target: { value: today } });
    fireEvent.click(screen.getByRole('button', { name: 'Add time off' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalled());
  });

  it('refuses a day already past on its field, and sends nothing', async () => {
    const { calls } = render('/availability', { 'GET /api/technicians/t1/availability': () => ({ status: 200, body: saved }) });
    expect(await screen.findByText('Training')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Date'), { target: { value: addDays(today, -1) } });
    fireEvent.click(screen.getByRole('button', { name: 'Add time off' }));
    expect(await screen.findByText('Pick today or a later day')).toBeTruthy();
    expect(calls.some((call) => call.key === 'POST /api/technicians/me/time-off')).toBe(false);
  });
});
