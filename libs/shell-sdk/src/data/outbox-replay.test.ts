import { ApiClientError, networkError } from '@fixflow/api-client';
import type { OutboxEntry } from '../outbox';
import { outcomeOfError, queueAfterDirectFailure, replayInOrder, type SendOutcome } from './outbox-replay';

let seq = 0;
function entry(subject: string | null, kind: OutboxEntry['label']['kind'], ref = 'INV-1'): OutboxEntry {
  seq += 1;
  return {
    id: `e${seq}`,
    key: `k${seq}`,
    user_id: 'tech',
    method: 'POST',
    path: `/step/${seq}`,
    label: { kind, ref },
    subject,
    created_at: new Date(Date.UTC(2026, 0, 1, 14, seq)).toISOString(),
  };
}

/** A server that answers each path as the table says (sent when not listed), and records the order of the calls. */
function server(answers: Record<string, SendOutcome>) {
  const calls: string[] = [];
  return {
    calls,
    send: async (queued: OutboxEntry): Promise<SendOutcome> => {
      calls.push(queued.path);
      return answers[queued.path] ?? { kind: 'sent', answer: { ok: queued.id } };
    },
  };
}

const conflict = (code = 'TRANSITION_NOT_ALLOWED'): SendOutcome => ({ kind: 'refused', status: 409, code, message: 'Not allowed' });

describe('replaying the outbox', () => {
  it('sends every entry once, strictly in the order they were queued', async () => {
    const queue = [entry('order:a', 'start'), entry('order:b', 'accept'), entry('order:a', 'complete')];
    const { send, calls } = server({});
    const steps = await replayInOrder(queue, send, () => undefined);
    expect(calls).toEqual(queue.map((queued) => queued.path));
    expect(steps.map((step) => step.result)).toEqual(['sent', 'sent', 'sent']);
  });

  it('given a refused start, the complete queued after it on the same order is refused with it, never sent; another order still goes', async () => {
    const start = entry('order:a', 'start', 'INV-1042');
    const other = entry('order:b', 'en_route', 'INV-7');
    const complete = entry('order:a', 'complete', 'INV-1042');
    const { send, calls } = server({ [start.path]: conflict() });
    const settled: string[] = [];
    const steps = await replayInOrder([start, other, complete], send, (step) => void settled.push(`${step.entry.id}:${step.result}`));

    expect(calls).toEqual([start.path, other.path]);
    expect(steps).toEqual([
      { entry: start, result: 'refused', status: 409, code: 'TRANSITION_NOT_ALLOWED', message: 'Not allowed' },
      { entry: other, result: 'sent', answer: { ok: other.id } },
      { entry: complete, result: 'refused', status: 409, code: 'DEPENDS_ON_REFUSED', message: '', after: start.label },
    ]);
    // Each is settled (taken off the queue, explained) as it happens, in order.
    expect(settled).toEqual([`${start.id}:refused`, `${other.id}:sent`, `${complete.id}:refused`]);
  });

  it('actions without a subject never depend on a refusal', async () => {
    const booking = entry(null, 'personal_booking', '2026-03-02');
    const timeOff = entry(null, 'time_off', '2026-03-03');
    const { send, calls } = server({ [booking.path]: conflict('SLOT_TAKEN') });
    const steps = await replayInOrder([booking, timeOff], send, () => undefined);
    expect(calls).toEqual([booking.path, timeOff.path]);
    expect(steps.map((step) => step.result)).toEqual(['refused', 'sent']);
  });

  it('stops at an entry with no final answer: it and everything after it are kept, nothing overtakes it', async () => {
    const first = entry('order:a', 'start');
    const stuck = entry('order:b', 'accept');
    const later = entry('order:c', 'accept');
    const { send, calls } = server({ [stuck.path]: { kind: 'retry', reason: 'HTTP 503' } });
    const settled: string[] = [];
    const steps = await replayInOrder([first, stuck, later], send, (step) => void settled.push(step.entry.id));
    expect(calls).toEqual([first.path, stuck.path]);
    expect(steps.map((step) => [step.entry.id, step.result])).toEqual([
      [first.id, 'sent'],
      [stuck.id, 'kept'],
      [later.id, 'kept'],
    ]);
    expect(settled).toEqual([first.id]);
  });

  it('an empty queue sends nothing', async () => {
    const { send, calls } = server({});
    expect(await replayInOrder([], send, () => undefined)).toEqual([]);
    expect(calls).toEqual([]);
  });
});

describe('what an answer means for a queued entry', () => {
  it.each([
    [new ApiClientError(409, 'TRANSITION_NOT_ALLOWED', 'No'), 'refused'],
    [new ApiClientError(404, 'ORDER_NOT_FOUND', 'Gone'), 'refused'],
    [new ApiClientError(410, 'CUSTOMER_MERGED', 'Merged'), 'refused'],
    [new ApiClientError(422, 'VALIDATION_FAILED', 'Bad'), 'refused'],
    [new ApiClientError(400, 'REASON_REQUIRED', 'Reason'), 'refused'],
    [new ApiClientError(403, 'FORBIDDEN', 'No'), 'refused'],
    [new ApiClientError(409, 'IDEMPOTENCY_KEY_IN_PROGRESS', 'Running'), 'retry'],
    [new ApiClientError(409, 'IDEMPOTENT_REQUEST_DONE', 'Already carried out'), 'sent'],
    [new ApiClientError(500, 'INTERNAL', 'Oops'), 'retry'],
    [new ApiClientError(503, 'SERVICE_UNAVAILABLE', 'Down'), 'retry'],
    [new ApiClientError(401, 'NOT_AUTHENTICATED', 'Who'), 'retry'],
    [new ApiClientError(429, 'TOO_MANY_REQUESTS', 'Slow'), 'retry'],
    [networkError(new TypeError('Failed to fetch')), 'retry'],
    [new DOMException('The operation timed out.', 'TimeoutError'), 'retry'],
  ])('%s → %s', (error, kind) => {
    expect(outcomeOfError(error).kind).toBe(kind);
  });

  it('online, only a lost or timed-out call is queued; a refusal or a 5xx is shown as before', () => {
    expect(queueAfterDirectFailure(networkError(new TypeError('Failed to fetch')))).toBe(true);
    expect(queueAfterDirectFailure(new DOMException('timed out', 'TimeoutError'))).toBe(true);
    expect(queueAfterDirectFailure(new ApiClientError(409, 'TRANSITION_NOT_ALLOWED', 'No'))).toBe(false);
    expect(queueAfterDirectFailure(new ApiClientError(500, 'INTERNAL', 'Oops'))).toBe(false);
  });
});
