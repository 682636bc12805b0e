import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import i18next from 'i18next';
import type { NotificationItem, NotificationType } from '@fixflow/contracts';
import { addBellWords, NOTIFICATIONS_NAMESPACE } from '@fixflow/i18n/notification-bell';
import { addNotificationWords } from '@fixflow/i18n/notifications';
import { authAnswer } from '@fixflow/shell-sdk/testing';
import { pushEvent } from '../testing/fake-socket';
import { renderHost } from '../testing/render-host';
import NotificationBell from './NotificationBell';
import { describeNotification, timeAgo } from './notification-sentences';

jest.mock('socket.io-client', () => jest.requireActual('../testing/fake-socket'));

const notification = (id: string, type: NotificationType, data: Record<string, unknown>, minutesAgo = 5, read = false): NotificationItem => ({
  id,
  type,
  is_read: read,
  created_at: new Date(Date.now() - minutesAgo * 60_000).toISOString(),
  data,
});

const order = { order_id: 'o1', invoice_number: 'INV-1042' };

describe('what each notification says and opens', () => {
  const words = (language: 'en' | 'ru') => {
    const i18n = i18next.createInstance();
    void i18n.init({ lng: language, initAsync: false, interpolation: { escapeValue: false } });
    addBellWords(i18n);
    addNotificationWords(i18n);
    return i18n.getFixedT(language, NOTIFICATIONS_NAMESPACE);
  };
  const day = (value: string) => (value === '2026-11-23' ? 'November 23' : value);

  it.each([
    ['order_assigned', { ...order, actor_name: 'Acme' }, 'technician', 'Acme assigned you INV-1042', 'Acme назначил вам заказ INV-1042', '/orders/o1'],
    ['order_offered', { ...order, actor_name: 'Acme', offer_id: 'f1' }, 'technician', 'Acme offers you INV-1042', 'Acme предлагает вам заказ INV-1042', '/orders?tab=offers'],
    ['order_changed', { ...order, actor_name: 'Jordan Lee', what: ['status'], status: 'accepted' }, 'vendor', 'Jordan Lee moved INV-1042 to Scheduled', 'Jordan Lee: заказ INV-1042 теперь «Запланирован»', '/orders/o1'],
    ['order_changed', { ...order, actor_name: 'Acme', what: ['status'], status: 'cancelled' }, 'technician', 'Acme moved INV-1042 to Cancelled', 'Acme: заказ INV-1042 теперь «Отменён»', '/orders/o1'],
    ['order_changed', { ...order, actor_name: null, what: ['status'], status: 'accepted' }, 'technician', 'INV-1042 is now Accepted', 'Заказ INV-1042 теперь «Принят»', '/orders/o1'],
    ['order_changed', { ...order, actor_name: 'Acme', what: ['hours_override'] }, 'technician', 'Acme rescheduled INV-1042', 'Acme перенёс заказ INV-1042', '/orders/o1'],
    ['order_changed', { ...order, actor_name: 'Acme', what: ['edited'] }, 'technician', 'Acme edited INV-1042', 'Acme изменил заказ INV-1042', '/orders/o1'],
    ['order_changed', { ...order, actor_name: 'Acme', what: ['unassigned'] }, 'technician', 'Acme took INV-1042 off your schedule', 'Acme снял вас с заказа INV-1042', '/orders'],
    ['order_declined', { ...order, technician_name: 'Jordan Lee', reason: 'Too far' }, 'vendor', 'Jordan Lee declined INV-1042: Too far', 'Jordan Lee отказался от заказа INV-1042: Too far', '/orders/o1'],
    ['offer_taken', { ...order, offer_id: 'f1', technician_name: 'Sam Rivera' }, 'vendor', 'Sam Rivera took INV-1042', 'Sam Rivera взял заказ INV-1042', '/orders/o1'],
    ['order_completed', { ...order, action: 'calculate_financials' }, 'vendor', 'INV-1042 is completed: review and approve it', 'Заказ INV-1042 выполнен: проверьте и подтвердите', '/orders/o1'],
    ['sms_received', { action: 'open_thread', customer_id: 'c7', message_id: 'm1' }, 'vendor', 'A customer sent you a text', 'Клиент прислал вам сообщение', '/customers/c7'],
    ['metrics_update', { action: 'update_metrics', technician_id: 't1', order_id: 'o1' }, 'technician', 'Your scorecard was updated', 'Ваши показатели обновлены', '/dashboard'],
    ['settlement_ready', { settlement_id: 's1', week_start: '2026-11-23' }, 'technician', 'Your statement for the week of November 23 is ready', 'Ваша ведомость за неделю с November 23 готова', '/financial-settlements?id=s1'],
  ] as const)('%s %j for a %s: "%s"', (type, data, role, english, russian, href) => {
    const item = notification('n', type, data);
    expect(describeNotification(item, role, words('en'), day)).toEqual({ text: english, href });
    expect(describeNotification(item, role, words('ru'), day)).toEqual({ text: russian, href });
  });

  it('says how long ago in the reader’s language, and the date after a week', () => {
    const now = Date.parse('2026-11-26T12:00:00.000Z');
    const date = () => '19 Nov 2026';
    expect(timeAgo('2026-11-26T11:59:30.000Z', now, 'en', 'just now', date)).toBe('just now');
    expect(timeAgo('2026-11-26T11:55:00.000Z', now, 'en', 'just now', date)).toBe('5 minutes ago');
    expect(timeAgo('2026-11-26T09:00:00.000Z', now, 'ru', 'только что', date)).toBe('3 часа назад');
    expect(timeAgo('2026-11-25T10:00:00.000Z', now, 'en', 'just now', date)).toBe('yesterday');
    expect(timeAgo('2026-11-18T10:00:00.000Z', now, 'en', 'just now', date)).toBe('19 Nov 2026');
  });
});

describe('the bell and its panel', () => {
  function renderBell(state: { unread: number; items: NotificationItem[] }) {
    return renderHost(
      <>
        <span className="ff-header-bell" />
        <NotificationBell />
      </>,
      {
        route: '/dashboard',
        // The bell stays on every page, as the workspace keeps it.
        path: '/*',
        stored: authAnswer(Date.now()),
        routes: {
          'GET /api/notifications/unread-count': () => ({ status: 200, body: { count: state.unread } }),
          'GET /api/notifications': () => ({ status: 200, body: { items: state.items, next_cursor: null } }),
          'PATCH /api/notifications/n1/read': () => {
            state.items = state.items.map((item) => (item.id === 'n1' ? { ...item, is_read: true } : item));
            state.unread -= 1;
            return { status: 200, body: state.items[0] };
          },
          'POST /api/notifications/read-all': () => {
            const marked = state.items.filter((item) => !item.is_read).length;
            state.items = state.items.map((item) => ({ ...item, is_read: true }));
            state.unread = 0;
            return { status: 200, body: { marked } };
          },
        },
      },
    );
  }

  it('shows the unread count; a click lists them newest first, unread marked; opening one marks it read and goes to its order', async () => {
    const state = {
      unread: 2,
      items: [
        notification('n1', 'order_changed', { ...order, actor_name: 'Jordan Lee', what: ['status'], status: 'accepted' }, 5),
        notification('n2', 'sms_received', { action: 'open_thread', customer_id: 'c7', message_id: 'm1' }, 90),
        notification('n3', 'settlement_ready', { settlement_id: 's1', week_start: '2026-11-16' }, 60 * 24 * 3, true),
      ],
    };
    renderBell(state);
    const bell = await screen.findByRole('button', { name: 'Notifications, 2 unread' });
    expect(within(bell).getByTestId('notification-count').textContent).toBe('2');

    fireEvent.click(bell);
    const panel = await screen.findByRole('dialog', { name: 'Notifications' });
    const items = await within(panel).findAllByTestId('notification-item');
    expect(items.map((item) => [item.textContent, item.getAttribute('data-read')])).toEqual([
      ['Jordan Lee moved INV-1042 to Scheduled5 minutes ago', 'false'],
      ['A customer sent you a text1 hour ago', 'false'],
      ['Your statement for the week of November 16 is ready3 days ago', 'true'],
    ]);
    expect(items[0].getAttribute('href')).toBe('/orders/o1');

    fireEvent.click(items[0]);
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/orders/o1'));
    expect(screen.queryByRole('dialog')).toBeNull();
    await screen.findByRole('button', { name: 'Notifications, 1 unread' });
  });

  it('"Mark all read" clears the badge; Escape closes the panel', async () => {
    const state = { unread: 1, items: [notification('n1', 'order_assigned', { ...order, actor_name: 'Acme' })] };
    const { calls } = renderBell(state);
    fireEvent.click(await screen.findByRole('button', { name: 'Notifications, 1 unread' }));
    await screen.findByTestId('notification-item');
    fireEvent.click(screen.getByRole('button', { name: 'Mark all read' }));
    await screen.findByRole('button', { name: 'Notifications' });
    expect(screen.queryByTestId('notification-count')).toBeNull();
    expect(calls.filter((call) => call.key === 'POST /api/notifications/read-all')).toHaveLength(1);
    await waitFor(() => expect(screen.getByTestId('notification-item').getAttribute('data-read')).toBe('true'));

    fireEvent.keyDown(document, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('an empty center says what will show up there', async () => {
    renderBell({ unread: 0, items: [] });
    fireEvent.click(await screen.findByRole('button', { name: 'Notifications' }));
    expect(await screen.findByText('Nothing here yet')).toBeTruthy();
  });

  it('hears a notification arrive on the socket (another session, the API) and reads the count again', async () => {
    const state = { unread: 0, items: [] as NotificationItem[] };
    const { calls } = renderBell(state);
    await screen.findByRole('button', { name: 'Notifications' });
    const before = calls.filter((call) => call.key === 'GET /api/notifications/unread-count').length;
    state.unread = 3;
    await act(async () => pushEvent('notification.changed', { action: 'created', id: 'n9', type: 'order_assigned' }));
    await screen.findByRole('button', { name: 'Notifications, 3 unread' }, { timeout: 3000 });
    expect(calls.filter((call) => call.key === 'GET /api/notifications/unread-count').length).toBeGreaterThan(before);
  });

  it('an order change that names the signed-in user among those it notified reads the count again; one naming others does not', async () => {
    const state = { unread: 0, items: [] as NotificationItem[] };
    const { calls } = renderBell(state);
    await screen.findByRole('button', { name: 'Notifications' });
    const counts = () => calls.filter((call) => call.key === 'GET /api/notifications/unread-count').length;
    const before = counts();
    const order = { id: 'o1', invoice_number: 'INV-1042' };
    state.unread = 1;
    await act(async () => {
      pushEvent('order.changed', { action: 'updated', order, notified: ['t1'] });
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(counts()).toBe(before);
    // authAnswer signs in as u-vendor.
    await act(async () => pushEvent('order.changed', { action: 'transitioned', order, notified: ['u-vendor'] }));
    await screen.findByRole('button', { name: 'Notifications, 1 unread' }, { timeout: 3000 });
    expect(counts()).toBeGreaterThan(before);
  });
});
