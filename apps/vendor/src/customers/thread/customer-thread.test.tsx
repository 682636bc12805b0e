import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { REALTIME_EVENTS, type SmsChangedEvent, type SmsMessage, type SmsThread } from '@fixflow/contracts';
import { createApiClient } from '@fixflow/api-client';
import { signedInSession } from '@fixflow/shell-sdk';
import { createQueryClient, queryKeys } from '@fixflow/shell-sdk/data';
import { fakeApi, renderWithShell, vendorProfile, type FakeRoutes } from '@fixflow/shell-sdk/testing';
import app from '../../app';

jest.setTimeout(60000);

const customer = { id: 'c1', first_name: 'Ann', last_name: 'Lee', phone: '+15555550101', email: null, address: null, city: null, state: null, zip_code: null, orders: [], notes: null, phones: [], addresses: [], merges: [] };

const text = (id: string, over: Partial<SmsMessage> = {}): SmsMessage => ({
  id,
  customer_id: 'c1',
  direction: 'in',
  from: '+15555550101',
  to: '+15555550000',
  body: `Text ${id}`,
  media_urls: [],
  status: 'received',
  error: null,
  author_id: null,
  created_at: '2026-11-20T15:04:00Z',
  ...over,
});

function render(routes: FakeRoutes, language: 'en' | 'ru' = 'en') {
  const { fetchImpl, calls } = fakeApi({
    'GET /api/customers/c1': () => ({ status: 200, body: customer }),
    'GET /api/customers/c1/appliances': () => ({ status: 200, body: { items: [] } }),
    'GET /api/notifications/unread-count': () => ({ status: 200, body: { count: 0 } }),
    ...routes,
  });
  const api = createApiClient({ baseUrl: '/api', fetch: fetchImpl });
  const Page = app.pages['/customers/:id'];
  // The sidebar's badge, as the host holds it: its count read a minute ago.
  const queryClient = createQueryClient();
  queryClient.setQueryData(queryKeys.unreadCount('sms_received'), { count: 2 });
  const harness = renderWithShell(<Page />, { app, path: '/customers/:id', route: '/customers/c1', session: signedInSession(vendorProfile), services: { api }, language, queryClient });
  return { ...harness, calls };
}

const thread = () => screen.findByTestId('customer-thread');

describe("a customer's texts", () => {
  it('shows the texts oldest first, each reply with its status, and reads earlier ones on "Load earlier"', async () => {
    const pages: Record<string, SmsThread> = {
      first: {
        items: [
          text('m2', { body: 'Is 3pm fine?', created_at: '2026-11-20T15:00:00Z' }),
          text('m3', { direction: 'out', body: 'Yes, see you', status: 'recorded', author_id: 'u1', created_at: '2026-11-20T15:05:00Z' }),
          text('m4', { direction: 'out', body: 'Running late', status: 'failed', error: 'Unreachable number', author_id: 'u1', created_at: '2026-11-20T15:06:00Z' }),
        ],
        next_cursor: 'older',
        opted_out: false,
      },
      older: { items: [text('m1', { body: 'Hello, my washer leaks', media_urls: ['https://media.example/1.jpg'], created_at: '2026-11-19T10:00:00Z' })], next_cursor: null, opted_out: false },
    };
    const { calls } = render({ 'GET /api/customers/c1/messages': (_, url) => ({ status: 200, body: pages[url.searchParams.get('cursor') ?? 'first'] }) });
    const box = within(await thread());
    expect(await box.findByText('Is 3pm fine?')).toBeTruthy();
    const bodies = () => box.getAllByTestId('thread-message').map((node) => node.firstElementChild?.firstChild?.textContent);
    expect(bodies()).toEqual(['Is 3pm fine?', 'Yes, see you', 'Running late']);
    const statuses = box.getAllByTestId('thread-status').map((node) => node.textContent);
    expect(statuses).toEqual([' · Recorded locally (no SMS provider)', ' · Failed: Unreachable number']);

    fireEvent.click(box.getByRole('button', { name: 'Load earlier' }));
    expect(await box.findByText('Hello, my washer leaks')).toBeTruthy();
    expect(bodies()[0]).toBe('Hello, my washer leaks');
    expect(box.getByRole('link', { name: 'Attachment 1' }).getAttribute('href')).toBe('https://media.example/1.jpg');
    expect(box.queryByRole('button', { name: 'Load earlier' })).toBeNull();
    expect(calls.filter((call) => call.key === 'GET /api/customers/c1/messages').map((call) => call.url.searchParams.get('cursor'))).toEqual([null, 'older']);
  });

  it('shows HTML a customer typed as text', async () => {
    render({ 'GET /api/customers/c1/messages': () => ({ status: 200, body: { items: [text('m1', { body: '<b>bold</b><img src=x onerror=alert(1)>' })], next_cursor: null, opted_out: false } }) });
    const box = within(await thread());
    expect(await box.findByText('<b>bold</b><img src=x onerror=alert(1)>')).toBeTruthy();
    expect(document.querySelector('[data-testid="customer-thread"] b, [data-testid="customer-thread"] img')).toBeNull();
  });

  it('says when there are no texts, and reads the badge again once the thread is read', async () => {
    const { queryClient } = render({ 'GET /api/customers/c1/messages': () => ({ status: 200, body: { items: [], next_cursor: null, opted_out: false } }) });
    const box = within(await thread());
    expect(await box.findByText('No texts yet')).toBeTruthy();
    // The API marked the thread's notifications read while answering: the badge's count is stale now.
    await waitFor(() => expect(queryClient.getQueryState(queryKeys.unreadCount('sms_received'))?.isInvalidated).toBe(true));
  });

  it('shows a failed read with Try again', async () => {
    let fail = true;
    render({
      'GET /api/customers/c1/messages': () =>
        fail ? { status: 500, body: { statusCode: 500, code: 'INTERNAL', message: 'Something went wrong' } } : { status: 200, body: { items: [text('m1')], next_cursor: null, opted_out: false } },
    });
    const box = within(await thread());
    expect(await box.findByText('The texts could not be loaded')).toBeTruthy();
    fail = false;
    fireEvent.click(box.getByRole('button', { name: /Try again/ }));
    expect(await box.findByText('Text m1')).toBeTruthy();
  });

  it('sends on Enter, keeps Shift+Enter for a new line, and shows the reply', async () => {
    const items: SmsMessage[] = [text('m1')];
    const { calls } = render({
      'GET /api/customers/c1/messages': () => ({ status: 200, body: { items, next_cursor: null, opted_out: false } }),
      'POST /api/customers/c1/messages': (body) => {
        const sent = text(`m${items.length + 1}`, { direction: 'out', body: (body as { body: string }).body, status: 'recorded', author_id: 'u1' });
        items.push(sent);
        return { status: 201, body: sent };
      },
    });
    const box = within(await thread());
    await box.findByText('Text m1');
    const input = box.getByRole('textbox', { name: 'Reply' });
    fireEvent.change(input, { target: { value: 'On our way' } });
    expect(box.getByText('10 / 1600')).toBeTruthy();
    fireEvent.keyDown(input, { key: 'Enter', shiftKey: true });
    expect(calls.some((call) => call.key === 'POST /api/customers/c1/messages')).toBe(false);
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(await box.findByText('On our way')).toBeTruthy();
    expect(calls.find((call) => call.key === 'POST /api/customers/c1/messages')?.body).toEqual({ body: 'On our way' });
    // antd's reset mounts the field anew: the box is looked up again.
    await waitFor(() => expect((box.getByRole('textbox', { name: 'Reply' }) as HTMLTextAreaElement).value).toBe(''));
  });

  it('refuses an empty reply beside the field, in Russian too, without asking the API', async () => {
    const { calls } = render({ 'GET /api/customers/c1/messages': () => ({ status: 200, body: { items: [text('m1')], next_cursor: null, opted_out: false } }) }, 'ru');
    const box = within(await thread());
    await box.findByText('Text m1');
    fireEvent.change(box.getByRole('textbox', { name: 'Ответ' }), { target: { value: '   ' } });
    fireEvent.click(box.getByRole('button', { name: 'Отправить' }));
    expect(await box.findByText('Сначала напишите сообщение')).toBeTruthy();
    expect(calls.some((call) => call.key === 'POST /api/customers/c1/messages')).toBe(false);
  });

  it("shows the opted-out refusal on the field and the customer's STOP as a banner", async () => {
    let optedOut = false;
    render({
      'GET /api/customers/c1/messages': () => ({ status: 200, body: { items: [text('m1', { body: 'STOP' })], next_cursor: null, opted_out: optedOut } }),
      'POST /api/customers/c1/messages': () => {
        optedOut = true;
        return { status: 409, body: { statusCode: 409, code: 'CUSTOMER_OPTED_OUT', message: 'This customer has opted out of texts (replied STOP)' } };
      },
    });
    const box = within(await thread());
    await box.findByText('STOP');
    expect(box.queryByTestId('thread-opted-out')).toBeNull();
    fireEvent.change(box.getByRole('textbox', { name: 'Reply' }), { target: { value: 'Hello?' } });
    fireEvent.click(box.getByRole('button', { name: 'Send' }));
    expect(await box.findByText('This customer has opted out of texts (replied STOP)')).toBeTruthy();
    expect((await box.findByTestId('thread-opted-out')).textContent).toContain('This customer replied STOP');
  });

  it('reads the thread and the badge again when the API pushes a text', async () => {
    const items: SmsMessage[] = [text('m1')];
    const { live, queryClient } = render({ 'GET /api/customers/c1/messages': () => ({ status: 200, body: { items, next_cursor: null, opted_out: false } }) });
    const box = within(await thread());
    await box.findByText('Text m1');
    queryClient.setQueryData(queryKeys.unreadCount('sms_received'), { count: 1 });
    items.push(text('m2', { body: 'Are you coming?' }));
    const event: SmsChangedEvent = { action: 'received', customer_id: 'c1', message: items[1] };
    act(() => live.emit(REALTIME_EVENTS.smsChanged, event));
    expect(await box.findByText('Are you coming?')).toBeTruthy();
    expect(queryClient.getQueryState(queryKeys.unreadCount('sms_received'))?.isInvalidated).toBe(true);
  });
});

describe('the customers list', () => {
  it('marks the customers whose texts wait unread with a red dot', async () => {
    const { fetchImpl } = fakeApi({
      'GET /api/customers': () => ({ status: 200, body: { items: [{ ...customer, id: 'c1' }, { ...customer, id: 'c2', first_name: 'Bob' }], next_cursor: null } }),
      'GET /api/notifications': (_, url) => {
        expect(Object.fromEntries(url.searchParams)).toEqual({ type: 'sms_received', unread: 'true' });
        return { status: 200, body: { items: [{ id: 'n1', type: 'sms_received', is_read: false, created_at: '2026-11-20T15:00:00Z', data: { action: 'open_thread', customer_id: 'c2', message_id: 'm1' } }] } };
      },
    });
    const Page = app.pages['/customers'];
    renderWithShell(<Page />, { app, path: '/customers', route: '/customers', session: signedInSession(vendorProfile), services: { api: createApiClient({ baseUrl: '/api', fetch: fetchImpl }) } });
    const bob = (await screen.findByText('Bob Lee')).closest('tr') as HTMLElement;
    await waitFor(() => expect(within(bob).getByRole('img', { name: 'Unread texts' })).toBeTruthy());
    expect(within(screen.getByText('Ann Lee').closest('tr') as HTMLElement).queryByTestId('unread-texts')).toBeNull();
  });
});
