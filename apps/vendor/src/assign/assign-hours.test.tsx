import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createApiClient } from '@fixflow/api-client';
import type { BusySlot, Order, TechnicianAvailability, WeeklyHoursEntry } from '@fixflow/contracts';
import { signedInSession } from '@fixflow/shell-sdk';
import { fakeApi, renderWithShell, vendorProfile, type FakeRoutes } from '@fixflow/shell-sdk/testing';
import app from '../app';
import { standing, technicianZone } from './hours';

// 2031-05-04 is a Sunday; the visit is the morning, 08:00–12:00 UTC.
const visit = {
  id: '1',
  invoice_number: 'INV-1042',
  customer_name: 'Erin Example',
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
} as unknown as Order;

const every = (start: string, end: string): WeeklyHoursEntry[] => [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, start, end }));
const week = (weekly_hours: WeeklyHoursEntry[]): TechnicianAvailability => ({ weekly_hours, time_off: [] });
const busy: BusySlot = { kind: 'time_off', date: '2031-05-04', start: '2031-05-04T08:00:00.000Z', end: '2031-05-04T20:00:00.000Z' };

describe('how a technician stands for the visit (the contract’s rules, strongest first)', () => {
  it.each([
    ['free within its hours', [], week(every('08:00', '20:00')), 'UTC', 'free'],
    ['busy beats everything (time off that day)', [busy], week([]), 'UTC', 'busy'],
    ['a day off: no hours on Sunday', [], week(every('08:00', '20:00').filter((entry) => entry.weekday !== 0)), 'UTC', 'day_off'],
    ['outside: starts at 09:00 on Sundays', [], week(every('09:00', '17:00')), 'UTC', 'outside'],
    // 08:00Z is 04:00 in New York (EDT): the same hours read on the technician's clock start too late.
    ['on the technician’s own clock', [], week(every('08:00', '20:00')), 'America/New_York', 'outside'],
    ['hours not loaded: the API decides', [], null, 'UTC', 'unknown'],
  ] as const)('%s', (_name, slots, availability, zone, kind) => {
    expect(standing(visit, [...slots], availability, zone).kind).toBe(kind);
  });

  it('reads the technician’s own zone, else its vendor’s, else UTC', () => {
    expect(technicianZone('America/Chicago', 'Europe/Moscow')).toBe('America/Chicago');
    expect(technicianZone(null, 'Europe/Moscow')).toBe('Europe/Moscow');
    expect(technicianZone('Not/AZone', undefined)).toBe('UTC');
  });
});

const ROSTER = [
  { id: 't1', full_name: 'Free Fred', email: 'fred@x.test', timezone: null },
  { id: 't2', full_name: 'Sunday Sam', email: 'sam@x.test', timezone: null },
  { id: 't3', full_name: 'Late Lou', email: 'lou@x.test', timezone: null },
  { id: 't4', full_name: 'Busy Bea', email: 'bea@x.test', timezone: null },
];

function renderAssign(routes: FakeRoutes = {}, language: 'en' | 'ru' = 'en') {
  const navigate = jest.fn();
  const { fetchImpl, calls } = fakeApi({
    'GET /api/orders/1': () => ({ status: 200, body: { ...visit, history: [] } }),
    'GET /api/vendor-settings': () => ({ status: 200, body: { timezone: 'UTC' } }),
    'GET /api/technicians': () => ({ status: 200, body: ROSTER }),
    'GET /api/technicians/t1/busy-slots': () => ({ status: 200, body: [] }),
    'GET /api/technicians/t2/busy-slots': () => ({ status: 200, body: [] }),
    'GET /api/technicians/t3/busy-slots': () => ({ status: 200, body: [] }),
    'GET /api/technicians/t4/busy-slots': () => ({ status: 200, body: [busy] }),
    'GET /api/technicians/t1/availability': () => ({ status: 200, body: week(every('08:00', '20:00')) }),
    'GET /api/technicians/t2/availability': () => ({ status: 200, body: week(every('08:00', '20:00').filter((entry) => entry.weekday !== 0)) }),
    'GET /api/technicians/t3/availability': () => ({ status: 200, body: week(every('09:00', '17:00')) }),
    'GET /api/technicians/t4/availability': () => ({ status: 200, body: week(every('08:00', '20:00')) }),
    ...routes,
  });
  const Page = app.pages['/orders/:id/assign'];
  renderWithShell(<Page />, { app, language, path: '/orders/:id/assign', route: '/orders/1/assign', session: signedInSession(vendorProfile), services: { api: createApiClient({ baseUrl: '/api', fetch: fetchImpl }), navigate } });
  return { calls, navigate };
}

const standingOf = async (email: string) => within(await screen.findByTestId(`roster-${email}`)).getByTestId('technician-standing').textContent;

describe('the assign page says how each technician stands for the visit', () => {
  it('Free with its hours, Day off, Outside working hours with its hours, Busy with the slot', async () => {
    renderAssign();
    await waitFor(async () => expect(await standingOf('fred@x.test')).toBe('Free'));
    expect(screen.getByTestId('roster-fred@x.test').textContent).toContain('Works 08:00–20:00');
    expect(await standingOf('sam@x.test')).toBe('Day off');
    expect(await standingOf('lou@x.test')).toBe('Outside working hours');
    expect(screen.getByTestId('roster-lou@x.test').textContent).toContain('Works 09:00–17:00');
    expect(await standingOf('bea@x.test')).toBe('Busy');
    expect(screen.getByTestId('roster-bea@x.test').textContent).toContain('Time off 08:00–20:00');
    expect(screen.getByTestId('roster-bea@x.test').querySelector('button')?.disabled).toBe(true);
    // Outside the hours is the API's call (with an override), not a refusal here.
    expect(screen.getByTestId('roster-sam@x.test').querySelector('button')?.disabled).toBe(false);
  });

  it('outside the hours the API asks; the confirmation names the hours, and confirming sends the override', async () => {
    let tries = 0;
    const { calls, navigate } = renderAssign({
      'POST /api/orders/1/assign': (body) => {
        tries += 1;
        if ((body as { override_hours?: boolean }).override_hours) return { status: 200, body: { ...visit, technician_id: 't3' } };
        return {
          status: 409,
          body: {
            statusCode: 409,
            code: 'OUTSIDE_WORKING_HOURS',
            message: "That time is outside the technician's working hours",
            working_hours: { weekday: 0, hours: [{ weekday: 0, start: '09:00', end: '17:00' }], timezone: 'America/Chicago' },
          },
        };
      },
    });
    const lou = await screen.findByTestId('roster-lou@x.test');
    fireEvent.click(within(lou).getByRole('button', { name: 'Assign' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Outside working hours')).toBeTruthy();
    expect(within(dialog).getByTestId('outside-hours').textContent).toBe('On Sunday Late Lou works 09:00–17:00 (America/Chicago).');
    expect(within(dialog).getByText('Assign INV-1042 anyway? The override is recorded.')).toBeTruthy();
    expect(navigate).not.toHaveBeenCalled();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Assign anyway' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/orders/1'));
    expect(tries).toBe(2);
    const sent = calls.filter((call) => call.key === 'POST /api/orders/1/assign').map((call) => call.body);
    expect(sent).toEqual([{ technician_id: 't3' }, { technician_id: 't3', override_hours: true }]);
  });

  it('a day off says so, and going back assigns nobody', async () => {
    const { calls, navigate } = renderAssign({
      'POST /api/orders/1/assign': () => ({
        status: 409,
        body: { statusCode: 409, code: 'OUTSIDE_WORKING_HOURS', message: "That time is outside the technician's working hours", working_hours: { weekday: 0, hours: [], timezone: 'UTC' } },
      }),
    });
    fireEvent.click(within(await screen.findByTestId('roster-sam@x.test')).getByRole('button', { name: 'Assign' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByTestId('outside-hours').textContent).toBe('Sunday Sam has a day off on Sunday (UTC).');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.filter((call) => call.key === 'POST /api/orders/1/assign')).toHaveLength(1);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('по-русски: выходной, вне рабочих часов и подтверждение с часами', async () => {
    renderAssign(
      {
        'POST /api/orders/1/assign': () => ({
          status: 409,
          body: { statusCode: 409, code: 'OUTSIDE_WORKING_HOURS', message: 'x', working_hours: { weekday: 0, hours: [{ weekday: 0, start: '09:00', end: '17:00' }], timezone: 'Europe/Moscow' } },
        }),
      },
      'ru',
    );
    await waitFor(async () => expect(await standingOf('sam@x.test')).toBe('Выходной'));
    expect(await standingOf('lou@x.test')).toBe('Вне рабочих часов');
    expect(await standingOf('fred@x.test')).toBe('Свободен');
    fireEvent.click(within(screen.getByTestId('roster-lou@x.test')).getByRole('button', { name: 'Назначить' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByTestId('outside-hours').textContent).toBe('В этот день (воскресенье) Late Lou работает 09:00–17:00 (Europe/Moscow).');
    expect(within(dialog).getByRole('button', { name: 'Всё равно назначить' })).toBeTruthy();
  });
});
