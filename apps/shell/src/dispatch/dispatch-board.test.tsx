import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { BoardTechnician, Order, ScheduleBoard } from '@fixflow/contracts';
import { authAnswer, type FakeRoutes } from '@fixflow/shell-sdk/testing';
import { renderHost } from '../testing/render-host';
import { DispatchBoardPage } from './DispatchBoardPage';

// The socket is the one thing replaced (the page listens on the host's one socket).
jest.mock('socket.io-client', () => ({
  io: () => {
    const socket = { connected: false, disconnect: jest.fn(), on: () => socket, onAny: () => socket, offAny: () => socket };
    return socket;
  },
}));

const UTC = 'UTC';
const MONDAY = '2027-01-04';

const technician = (id: string, name: string, weekdays = [1, 2, 3, 4, 5]): BoardTechnician => ({
  id,
  full_name: name,
  city: 'Austin',
  state: 'TX',
  timezone: UTC,
  weekly_hours: weekdays.map((weekday) => ({ weekday, start: '09:00', end: '17:00' })),
  vendor_ids: ['v-1'],
});

function order(id: string, overrides: Partial<Order> = {}): Order {
  return {
    id,
    invoice_number: `INV-${id}`,
    vendor_id: 'v-1',
    customer_id: null,
    technician_id: null,
    technician: null,
    order_source: 'phone',
    customer_name: `Customer ${id}`,
    phone: '+15550000000',
    email: null,
    address: null,
    city: null,
    state: null,
    zip_code: null,
    service_date: '2027-01-05',
    time_slot: 'morning',
    starts_at: '2027-01-05T08:00:00.000Z',
    ends_at: '2027-01-05T12:00:00.000Z',
    appliance_type: null,
    appliance_id: null,
    recall_of_order_id: null,
    recall_status: null,
    rating: null,
    issue_description: null,
    taxable: true,
    tax_rate: 0,
    invoice_message: null,
    status: 'pending',
    technician_status: '',
    vendor_status: 'New',
    created_at: '2026-12-01T00:00:00.000Z',
    updated_at: '2026-12-01T00:00:00.000Z',
    ...overrides,
  };
}

/** Tom works weekdays; Tina too. Tom has 1001 on Tuesday and a time off Wednesday; 2002 waits in the tray, offered. */
function board(overrides: Partial<ScheduleBoard> = {}): ScheduleBoard {
  return {
    start: MONDAY,
    end: '2027-01-10',
    timezone: UTC,
    technicians: [technician('t1', 'Tom Tech'), technician('t2', 'Tina Tech')],
    orders: [order('1001', { technician_id: 't1', technician: { id: 't1', full_name: 'Tom Tech' }, status: 'accepted' })],
    tray: [order('2002')],
    busy: [{ technician_id: 't1', kind: 'time_off', date: '2027-01-06', start: '2027-01-06T09:00:00.000Z', end: '2027-01-06T10:00:00.000Z', reason: 'Dentist' }],
    offers: [{ id: 'f1', order_id: '2002', audience: 'roster', created_at: '2026-12-01T00:00:00.000Z' }],
    ...overrides,
  };
}

function renderBoard(routes: FakeRoutes, { language = 'en' as 'en' | 'ru', role = 'vendor' as 'vendor' | 'technician' } = {}) {
  const stored = authAnswer(Date.now());
  return renderHost(<DispatchBoardPage />, {
    route: `/service-scheduler?view=week&start=${MONDAY}`,
    path: '/service-scheduler',
    stored: { ...stored, user: { ...stored.user, role } },
    routes,
    language,
  });
}

const cellOf = (technicianId: string, date: string) => document.querySelector(`[data-cell="cell|${technicianId}|${date}|"]`) as HTMLElement;

/** "Move to…" on a card, another technician in the dialog, Move. */
async function moveWithMenu(invoice: string, technicianName: string) {
  fireEvent.click(await screen.findByRole('button', { name: `Move ${invoice} to…` }));
  const dialog = await screen.findByRole('dialog');
  fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: 'Technician' }));
  fireEvent.click(await screen.findByTitle(technicianName));
  fireEvent.click(within(dialog).getByRole('button', { name: 'Move' }));
}

describe('the dispatch board', () => {
  it('draws technicians × days: cards in their cells, busy time shaded, days off greyed, the tray with offers marked', async () => {
    const harness = renderBoard({ 'GET /api/schedule/board': () => ({ status: 200, body: board() }) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Dispatch board' })).toBeTruthy();
    await waitFor(() => expect(cellOf('t1', '2027-01-05')).toBeTruthy());
    expect(within(cellOf('t1', '2027-01-05')).getByText('INV-1001')).toBeTruthy();
    expect(within(cellOf('t1', '2027-01-06')).getByTestId('board-busy').textContent).toBe('Time off: Dentist 09:00–10:00');
    expect(cellOf('t1', '2027-01-09').dataset.off).toBe('true'); // Saturday: a day off
    expect(cellOf('t1', '2027-01-05').dataset.off).toBeUndefined();
    const tray = screen.getByTestId('board-tray');
    expect(within(tray).getByText('INV-2002')).toBeTruthy();
    expect(within(tray).getByText('Offered')).toBeTruthy();
    expect(harness.calls.find((call) => call.key === 'GET /api/schedule/board')?.url.search).toBe('?start=2027-01-04&end=2027-01-10');
  });

  it('a refused double-booking puts the card back and names the clashing slot', async () => {
    renderBoard({
      'GET /api/schedule/board': () => ({ status: 200, body: board() }),
      'POST /api/orders/2002/assign': () => ({
        status: 409,
        body: { statusCode: 409, code: 'SLOT_TAKEN', message: 'The technician is already busy at that time', slot: { kind: 'order', date: '2027-01-05', start: '2027-01-05T08:00:00.000Z', end: '2027-01-05T12:00:00.000Z' } },
      }),
    });
    await moveWithMenu('INV-2002', 'Tom Tech');
    const notice = await screen.findByTestId('board-notice');
    expect(notice.textContent).toContain('INV-2002 was not moved: Tom Tech is already busy on Jan 5, 2027, another order 08:00–12:00');
    expect(within(screen.getByTestId('board-tray')).getByText('INV-2002')).toBeTruthy();
  });

  it('a move outside working hours asks first, showing the hours that day, and confirming sends the override', async () => {
    const asked: unknown[] = [];
    renderBoard({
      'GET /api/schedule/board': () => ({ status: 200, body: board() }),
      'POST /api/orders/2002/assign': (body) => {
        asked.push(body);
        return asked.length === 1
          ? { status: 409, body: { statusCode: 409, code: 'OUTSIDE_WORKING_HOURS', message: 'outside', working_hours: { weekday: 2, hours: [{ weekday: 2, start: '09:00', end: '17:00' }], timezone: UTC } } }
          : { status: 201, body: order('2002', { technician_id: 't2', technician: { id: 't2', full_name: 'Tina Tech' } }) };
      },
    });
    await moveWithMenu('INV-2002', 'Tina Tech');
    expect((await screen.findByTestId('board-hours')).textContent).toBe('Tina Tech works 09:00–17:00 on Tuesday.');
    fireEvent.click(screen.getByRole('button', { name: 'Assign anyway' }));
    await waitFor(() => expect(asked).toHaveLength(2));
    expect(asked).toEqual([
      { technician_id: 't2', service_date: '2027-01-05', time_slot: 'morning' },
      { technician_id: 't2', service_date: '2027-01-05', time_slot: 'morning', override_hours: true },
    ]);
  });

  it('after a move of an assigned order, Undo moves it back where it was', async () => {
    const asked: unknown[] = [];
    renderBoard({
      'GET /api/schedule/board': () => ({ status: 200, body: board() }),
      'POST /api/orders/1001/assign': (body) => {
        asked.push(body);
        return { status: 201, body: order('1001', { ...(body as object), technician: { id: 't2', full_name: 'Tina Tech' } }) };
      },
    });
    await moveWithMenu('INV-1001', 'Tina Tech');
    fireEvent.click(await screen.findByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(asked).toHaveLength(2));
    expect(asked[1]).toEqual({ technician_id: 't1', service_date: '2027-01-05', time_slot: 'morning', override_hours: true });
  });

  it('a technician is told the board is not theirs, and nothing is asked of the API', async () => {
    const harness = renderBoard({}, { role: 'technician' });
    expect(await screen.findByTestId('access-denied')).toBeTruthy();
    expect(harness.calls.some((call) => call.key === 'GET /api/schedule/board')).toBe(false);
  });

  it('with nobody on the roster it says how to invite technicians', async () => {
    renderBoard({ 'GET /api/schedule/board': () => ({ status: 200, body: board({ technicians: [], orders: [], busy: [] }) }) });
    expect(await screen.findByText('No technicians on the roster yet')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Invite technicians' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/technicians'));
  });

  it('a board that cannot be loaded says so in the user’s language, with Try again', async () => {
    renderBoard({ 'GET /api/schedule/board': () => ({ status: 500, body: { statusCode: 500, code: 'INTERNAL', message: 'Internal server error' } }) }, { language: 'ru' });
    expect(await screen.findByText('Не удалось загрузить доску')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Повторить' })).toBeTruthy();
  });
});
