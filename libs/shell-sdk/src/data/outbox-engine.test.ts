import { createApiClient } from '@fixflow/api-client';
import { fakeApi, type FakeRoutes } from '../../testing';
import type { OutboxAction } from '../outbox';
import { createQueryClient, queryKeys } from './queries';
import { createOutbox } from './outbox-engine';
import { memoryOutboxStore } from './outbox-store';

const order = (id: string, status: string) => ({ id, invoice_number: `INV-${id}`, status, technician_id: 'tech', technician_status: '', vendor_status: '' });

const move = (id: string, to: string, kind: OutboxAction['label']['kind']): OutboxAction => ({
  method: 'POST',
  path: `/orders/${id}/transitions`,
  body: { to },
  label: { kind, ref: `INV-${id}` },
  subject: `order:${id}`,
  order_id: id,
  patch: { kind: 'order-status', order_id: id, to: to as never },
});

/** The engine over a fake API (the network boundary) and the page's QueryClient; `online` is switched by the test. */
function phone(routes: FakeRoutes) {
  const { fetchImpl, calls } = fakeApi(routes);
  const api = createApiClient({ baseUrl: '/api', fetch: fetchImpl });
  const queryClient = createQueryClient();
  const state = { online: false, user: 'tech' as string | null };
  let ids = 0;
  const outbox = createOutbox({ api, queryClient, store: memoryOutboxStore(), userId: () => state.user, online: () => state.online, newId: () => `id-${++ids}` });
  return { outbox, queryClient, calls, state };
}

describe('the outbox on a phone', () => {
  it('given no network, a start and a complete are kept in order and shown as done; back online they are sent in order with their keys', async () => {
    const { outbox, queryClient, calls, state } = phone({
      'POST /api/orders/1/transitions': (body) => ({ status: 200, body: order('1', (body as { to: string }).to) }),
    });
    queryClient.setQueryData(queryKeys.order('1'), order('1', 'accepted'));
    queryClient.setQueryData([...queryKeys.orders, 'mine'], { items: [order('1', 'accepted'), order('2', 'accepted')] });

    expect((await outbox.send(move('1', 'in_progress', 'start'))).queued).toBe(true);
    expect((await outbox.send(move('1', 'completed', 'complete'))).queued).toBe(true);

    expect(calls).toEqual([]);
    expect(outbox.getSnapshot().entries.map((entry) => entry.label.kind)).toEqual(['start', 'complete']);
    expect(queryClient.getQueryData<{ status: string; technician_status: string }>(queryKeys.order('1'))).toMatchObject({ status: 'completed', technician_status: 'Completed' });
    const list = queryClient.getQueryData<{ items: { id: string; status: string }[] }>([...queryKeys.orders, 'mine']);
    expect(list?.items.map((item) => item.status)).toEqual(['completed', 'accepted']);

    state.online = true;
    await outbox.replay();
    expect(calls.map((call) => [call.key, call.body, call.headers['Idempotency-Key']])).toEqual([
      ['POST /api/orders/1/transitions', { to: 'in_progress' }, expect.any(String)],
      ['POST /api/orders/1/transitions', { to: 'completed' }, expect.any(String)],
    ]);
    expect(new Set(calls.map((call) => call.headers['Idempotency-Key'])).size).toBe(2);
    expect(outbox.getSnapshot().entries).toEqual([]);
    expect(outbox.getSnapshot().conflicts).toEqual([]);
  });

  it('given the vendor cancelled meanwhile, the refused start is explained with what the server holds, and the complete after it is refused with it', async () => {
    const { outbox, calls, state } = phone({
      'POST /api/orders/1/transitions': () => ({ status: 409, body: { statusCode: 409, code: 'TRANSITION_NOT_ALLOWED', message: 'Not from cancelled' } }),
      'GET /api/orders/1': () => ({ status: 200, body: order('1', 'cancelled') }),
      'POST /api/orders/2/transitions': () => ({ status: 200, body: order('2', 'en_route') }),
    });
    await outbox.send(move('1', 'in_progress', 'start'));
    await outbox.send(move('2', 'en_route', 'en_route'));
    await outbox.send(move('1', 'completed', 'complete'));

    state.online = true;
    await outbox.replay();

    expect(calls.map((call) => call.key)).toEqual(['POST /api/orders/1/transitions', 'GET /api/orders/1', 'POST /api/orders/2/transitions', 'GET /api/orders/1']);
    const { entries, conflicts } = outbox.getSnapshot();
    expect(entries).toEqual([]);
    expect(conflicts.map((conflict) => ({ kind: conflict.entry.label.kind, code: conflict.code, server: conflict.server, after: conflict.after?.kind }))).toEqual([
      { kind: 'start', code: 'TRANSITION_NOT_ALLOWED', server: { status: 'cancelled', invoice_number: 'INV-1' }, after: undefined },
      { kind: 'complete', code: 'DEPENDS_ON_REFUSED', server: { status: 'cancelled', invoice_number: 'INV-1' }, after: 'start' },
    ]);

    await outbox.dismiss(conflicts[0].id);
    expect(outbox.getSnapshot().conflicts.map((conflict) => conflict.entry.label.kind)).toEqual(['complete']);
  });

  it('a 5xx keeps the entry (and the ones after it) for a later try', async () => {
    const { outbox, calls, state } = phone({
      'POST /api/orders/1/transitions': () => ({ status: 503, body: { statusCode: 503, code: 'SERVICE_UNAVAILABLE', message: 'Down' } }),
    });
    await outbox.send(move('1', 'in_progress', 'start'));
    await outbox.send(move('2', 'en_route', 'en_route'));
    state.online = true;
    await outbox.replay();
    expect(calls.map((call) => call.key)).toEqual(['POST /api/orders/1/transitions']);
    expect(outbox.getSnapshot().entries.map((entry) => entry.label.kind)).toEqual(['start', 'en_route']);
    outbox.dispose();
  });

  it("another user's entries are kept aside: never shown, never sent", async () => {
    const { outbox, calls, state } = phone({});
    await outbox.send(move('1', 'in_progress', 'start'));
    state.user = 'tech2';
    state.online = true;
    outbox.userChanged();
    await outbox.replay();
    expect(calls).toEqual([]);
    expect(outbox.getSnapshot().entries).toEqual([]);
    state.user = 'tech';
    outbox.userChanged();
    expect(outbox.getSnapshot().entries).toHaveLength(1);
    outbox.dispose();
  });

  it('online with nothing waiting, an action is sent at once and answered', async () => {
    const { outbox, calls, state } = phone({ 'POST /api/orders/1/transitions': () => ({ status: 200, body: order('1', 'en_route') }) });
    state.online = true;
    const result = await outbox.send(move('1', 'en_route', 'en_route'));
    expect(result).toEqual({ queued: false, answer: order('1', 'en_route') });
    expect(calls).toHaveLength(1);
    expect(calls[0].headers['Idempotency-Key']).toMatch(/^id-\d+$/);
  });
});
