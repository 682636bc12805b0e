import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import type { ChatMessage, Conversation, ConversationList, UserProfile } from '@fixflow/contracts';
import { MESSAGE_MAX_LENGTH } from '@fixflow/contracts';
import { authAnswer, vendorProfile } from '@fixflow/shell-sdk/testing';
import { pushEvent, sockets } from '../testing/fake-socket';
import { renderHost } from '../testing/render-host';
import { MOBILE_QUERY } from '../layout/sidebar/useMobile';
import { WorkspaceLayout } from '../layout/sidebar/WorkspaceLayout';
import { chronological } from './chat-data';
import { ChatPage } from './ChatPage';
import { sendable } from './ChatView';

jest.mock('socket.io-client', () => jest.requireActual('../testing/fake-socket'));

const message = (id: string, body: string, author = 'u-tech', at = '2026-11-26T10:00:00.000Z'): ChatMessage => ({
  id,
  conversation_id: 'c1',
  author_id: author,
  author_name: author === 'u-vendor' ? 'Acme Appliance Repair' : 'Tom Tech',
  author_role: author === 'u-vendor' ? 'vendor' : 'technician',
  body,
  created_at: at,
});

const conversation = (unread: number, last: ChatMessage | null = null): Conversation => ({
  id: 'c1',
  kind: 'order',
  order_id: 'o1',
  invoice_number: 'INV-1042',
  title: 'INV-1042 · Tom Tech',
  last_message: last,
  unread,
  updated_at: '2026-11-26T10:00:00.000Z',
});

function renderChat(state: { list: ConversationList; messages: ChatMessage[]; keepUnread?: boolean; readTakesMs?: number }, route = '/chat') {
  return renderHost(<ChatPage />, {
    route,
    path: '/chat',
    stored: authAnswer(Date.now()),
    routes: {
      'GET /api/conversations': () => ({ status: 200, body: state.list }),
      'GET /api/conversations/c1/messages': () => ({ status: 200, body: { items: state.messages, next_cursor: null } }),
      'POST /api/conversations/c1/read': async () => {
        // readTakesMs: the page draws the count it set itself while the mark is on its way.
        if (state.readTakesMs) await new Promise((resolve) => setTimeout(resolve, state.readTakesMs));
        // keepUnread: the API holds a newer message than the one read through (not yet shown).
        if (!state.keepUnread) state.list = { unread: 0, items: state.list.items.map((item) => ({ ...item, unread: 0 })) };
        return { status: 204 };
      },
      'POST /api/conversations/c1/messages': (body) => {
        const sent = message(`m${state.messages.length + 1}`, (body as { body: string }).body, 'u-vendor', '2026-11-26T10:05:00.000Z');
        state.messages = [...state.messages, sent];
        return { status: 201, body: sent };
      },
      'POST /api/conversations': (body) => {
        expect(body).toEqual({ kind: 'order', order_id: 'o1' });
        return { status: 201, body: state.list.items[0] };
      },
    },
  });
}

describe('the chat page', () => {
  beforeEach(() => {
    sockets.length = 0;
  });

  it('says when there are no conversations yet', async () => {
    renderChat({ list: { items: [], unread: 0 }, messages: [] });
    expect(await screen.findByText('No conversations yet')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Contact support' })).toBeTruthy();
  });

  it('opens a conversation: messages as text, newest last, read while open, Enter sends', async () => {
    const first = message('m1', '<b>not bold</b> and a verylongwordwithoutanyspaceswhatsoever');
    const state = { list: { items: [conversation(1, first)], unread: 1 }, messages: [first] };
    const harness = renderChat(state, '/chat?conversation=c1');
    // HTML arrives as text, never markup.
    expect(await screen.findByText('<b>not bold</b> and a verylongwordwithoutanyspaceswhatsoever', { selector: 'div' })).toBeTruthy();
    expect(document.querySelector('b')).toBeNull();
    // Read through the newest message shown, not up to the API's clock.
    await waitFor(() => expect(harness.calls.find((call) => call.key === 'POST /api/conversations/c1/read')?.body).toEqual({ through: 'm1' }));

    const box = screen.getByRole('textbox', { name: 'Message' });
    fireEvent.change(box, { target: { value: 'On my way' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    await waitFor(() => expect(screen.getAllByTestId('chat-message').map((node) => node.textContent)).toEqual([expect.stringContaining('not bold'), expect.stringContaining('On my way')]));
    expect(harness.calls.find((call) => call.key === 'POST /api/conversations/c1/messages')?.body).toEqual({ body: 'On my way' });
    expect((box as HTMLTextAreaElement).value).toBe('');
  });

  it('shows a message pushed over the socket without a reload', async () => {
    const state = { list: { items: [conversation(0)], unread: 0 }, messages: [] as ChatMessage[] };
    renderChat(state, '/chat?conversation=c1');
    expect(await screen.findByText('No messages yet. Say hello.', { selector: 'div' })).toBeTruthy();
    const pushed = message('m9', 'Customer not home');
    await act(async () => pushEvent('chat.message', { conversation_id: 'c1', message: pushed }));
    expect(await screen.findByText('Customer not home')).toBeTruthy();
  });

  it('reads through the newest message shown, once: one not drawn yet stays unread until it is, without asking again meanwhile', async () => {
    const shown = message('m1', 'Is the part in?', 'u-tech');
    const notYet = message('m2', 'It is, on the shelf', 'u-tech', '2026-11-26T10:01:00.000Z');
    // The list already counts m2; the open conversation's page has only m1 (m2 arrives later).
    const state = { list: { items: [conversation(2, notYet)], unread: 2 }, messages: [shown], keepUnread: true, readTakesMs: 50 };
    const harness = renderChat(state, '/chat?conversation=c1');
    const reads = () => harness.calls.filter((call) => call.key === 'POST /api/conversations/c1/read').map((call) => call.body);
    await waitFor(() => expect(reads()).toEqual([{ through: 'm1' }]));
    // The list is read again after the mark and still counts m2: no second read through m1.
    await waitFor(() => expect(harness.calls.filter((call) => call.key === 'GET /api/conversations').length).toBeGreaterThan(1));
    await act(async () => new Promise((resolve) => setTimeout(resolve, 300)));
    expect(reads()).toEqual([{ through: 'm1' }]);
    // m2 is drawn: read through it.
    state.keepUnread = false;
    await act(async () => pushEvent('chat.message', { conversation_id: 'c1', message: notYet }));
    expect(await screen.findByText('It is, on the shelf')).toBeTruthy();
    await waitFor(() => expect(reads()).toEqual([{ through: 'm1' }, { through: 'm2' }]));
  });

  it("reads someone else's message drawn while open at once, before the list counts it; not one's own", async () => {
    const first = message('m1', 'Running late', 'u-tech');
    // The list never catches up here: it says 0 unread throughout, as it does until it is read again.
    const state = { list: { items: [conversation(0, first)], unread: 0 }, messages: [first], keepUnread: true };
    const harness = renderChat(state, '/chat?conversation=c1');
    const reads = () => harness.calls.filter((call) => call.key === 'POST /api/conversations/c1/read').map((call) => call.body);
    expect(await screen.findByText('Running late')).toBeTruthy();
    // Nothing new since it was read: no read on opening.
    await act(async () => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(reads()).toEqual([]);
    // The vendor's own message arrives (another tab of theirs): nothing to read.
    await act(async () => pushEvent('chat.message', { conversation_id: 'c1', message: message('m2', 'Told the customer', 'u-vendor', '2026-11-26T10:01:00.000Z') }));
    expect(await screen.findByText('Told the customer')).toBeTruthy();
    await act(async () => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(reads()).toEqual([]);
    // The technician's arrives while open: read through it, though the list still says 0.
    await act(async () => pushEvent('chat.message', { conversation_id: 'c1', message: message('m3', 'Gate code 4412?', 'u-tech', '2026-11-26T10:02:00.000Z') }));
    expect(await screen.findByText('Gate code 4412?')).toBeTruthy();
    await waitFor(() => expect(reads()).toEqual([{ through: 'm3' }]));
  });

  it("opens an order's conversation from ?order=", async () => {
    const state = { list: { items: [conversation(0)], unread: 0 }, messages: [message('m1', 'Hello')] };
    const harness = renderChat(state, '/chat?order=o1');
    expect(await screen.findByText('Hello')).toBeTruthy();
    expect(harness.calls.filter((call) => call.key === 'POST /api/conversations')).toHaveLength(1);
    expect(screen.getByTestId('location').textContent).toBe('/chat?conversation=c1');
  });
});

describe('a support conversation', () => {
  it("is titled in the UI's language, the API's English name replaced", async () => {
    const support: Conversation = { ...conversation(0), id: 'c2', kind: 'support', order_id: null, invoice_number: null, title: 'Support · Acme Appliance Repair' };
    renderHost(<ChatPage />, {
      route: '/chat',
      stored: authAnswer(Date.now()),
      language: 'ru',
      routes: { 'GET /api/conversations': () => ({ status: 200, body: { items: [support], unread: 0 } }) },
    });
    expect(await screen.findByText('Поддержка · Acme Appliance Repair')).toBeTruthy();
  });
});

describe('sendable', () => {
  it('takes 1..MESSAGE_MAX_LENGTH characters, not only spaces', () => {
    expect(sendable('')).toBe(false);
    expect(sendable('   ')).toBe(false);
    expect(sendable('a')).toBe(true);
    expect(sendable('a'.repeat(MESSAGE_MAX_LENGTH))).toBe(true);
    expect(sendable('a'.repeat(MESSAGE_MAX_LENGTH + 1))).toBe(false);
  });
});

describe('chronological', () => {
  it('puts older pages first and drops a message seen twice', () => {
    const pages = [
      { items: [message('m3', 'c'), message('m4', 'd')], next_cursor: 'x' },
      { items: [message('m1', 'a'), message('m2', 'b'), message('m3', 'c')], next_cursor: null },
    ];
    expect(chronological({ pages, pageParams: [null, 'x'] }).map((item) => item.id)).toEqual(['m1', 'm2', 'm3', 'm4']);
  });
});

describe('the widget', () => {
  const matchMedia = window.matchMedia;
  afterEach(() => jest.restoreAllMocks());

  function renderLayout(role: UserProfile['role'], phone: boolean) {
    jest.spyOn(window, 'matchMedia').mockImplementation((query: string) => ({ ...matchMedia(query), matches: phone && query === MOBILE_QUERY }));
    return renderHost(
      <WorkspaceLayout remote={role}>
        <h1>Page</h1>
      </WorkspaceLayout>,
      {
        route: '/dashboard',
        stored: authAnswer(Date.now(), { id: `u-${role}` }),
        routes: {
          'GET /api/me': () => ({ status: 200, body: { ...vendorProfile, id: `u-${role}`, role } }),
          'GET /api/conversations': () => ({ status: 200, body: { items: [conversation(2)], unread: 2 } }),
          'GET /api/notifications/unread-count': () => ({ status: 200, body: { count: 0 } }),
        },
      },
    );
  }

  it('appears after the page for a vendor, with the unread total, and opens the conversations over the page', async () => {
    renderLayout('vendor', false);
    const button = await screen.findByTestId('chat-widget', {}, { timeout: 3000 });
    await waitFor(() => expect(button.getAttribute('aria-label')).toBe('Open chat, unread: 2'));
    fireEvent.click(button);
    expect(await screen.findByTestId('chat-panel')).toBeTruthy();
    expect(await screen.findByText('INV-1042 · Tom Tech')).toBeTruthy();
    expect(screen.getByText('Page')).toBeTruthy();
  });

  it("is not drawn on a technician's phone layout", async () => {
    const harness = renderLayout('technician', true);
    await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
    expect(screen.queryByTestId('chat-widget')).toBeNull();
    expect(harness.calls.some((call) => call.key === 'GET /api/conversations')).toBe(false);
  });
});
