import type { OutboxEntry, OutboxLabel } from '../outbox';

/**
 * The outbox's rules, apart from IndexedDB and the network so a table of cases tests them:
 * which answers end an entry, and which keep it for a later try.
 */

/** An answer the API stores with the idempotency key: the same key gets the same refusal again. */
const REFUSALS = new Set([400, 403, 404, 409, 410, 422]);

export type SendOutcome =
  | { kind: 'sent'; answer: unknown }
  | { kind: 'refused'; status: number; code: string; message: string }
  /** No answer, a 5xx, 401, 429, or the same key still running: the entry waits for a later try. */
  | { kind: 'retry'; reason: string };

interface ErrorLike {
  name?: unknown;
  statusCode?: unknown;
  code?: unknown;
  message?: unknown;
}

/** What a failed call means for a queued entry (ApiClientError, or the abort of a timeout). */
export function outcomeOfError(error: unknown): SendOutcome {
  const candidate = (typeof error === 'object' && error !== null ? error : {}) as ErrorLike;
  if (candidate.name === 'AbortError' || candidate.name === 'TimeoutError') return { kind: 'retry', reason: 'timeout' };
  const status = typeof candidate.statusCode === 'number' ? candidate.statusCode : 0;
  const code = typeof candidate.code === 'string' ? candidate.code : 'NETWORK_ERROR';
  const message = typeof candidate.message === 'string' ? candidate.message : String(error);
  // The first try of this key is still running on the server: its answer will be stored, ask again later.
  if (code === 'IDEMPOTENCY_KEY_IN_PROGRESS') return { kind: 'retry', reason: code };
  // The first try was carried out but its answer was lost with its process: it is done, not refused.
  if (code === 'IDEMPOTENT_REQUEST_DONE') return { kind: 'sent', answer: undefined };
  if (REFUSALS.has(status)) return { kind: 'refused', status, code, message };
  return { kind: 'retry', reason: status ? `HTTP ${status}` : code };
}

/** Online, only a lost or timed-out call is queued: a 5xx or a refusal is shown as before. */
export function queueAfterDirectFailure(error: unknown): boolean {
  const outcome = outcomeOfError(error);
  return outcome.kind === 'retry' && (outcome.reason === 'timeout' || outcome.reason === 'NETWORK_ERROR');
}

export type ReplayStep =
  | { entry: OutboxEntry; result: 'sent'; answer: unknown }
  | { entry: OutboxEntry; result: 'refused'; status: number; code: string; message: string; after?: OutboxLabel }
  | { entry: OutboxEntry; result: 'kept'; reason: string };

/**
 * Sends the entries strictly in order. A refused entry ends, and so does every later one on the
 * same subject (refused with it, never sent: it was built on the refused one); later independent
 * entries still go. An entry that gets no final answer stops the run: it and everything after it
 * are kept, so nothing overtakes it.
 */
export async function replayInOrder(
  entries: readonly OutboxEntry[],
  send: (entry: OutboxEntry) => Promise<SendOutcome>,
  onStep: (step: ReplayStep) => Promise<void> | void,
): Promise<ReplayStep[]> {
  const steps: ReplayStep[] = [];
  const refusedSubjects = new Map<string, OutboxLabel>();
  const record = async (step: ReplayStep) => {
    steps.push(step);
    await onStep(step);
  };
  for (let index = 0; index < entries.length; index += 1) {
    const entry = entries[index];
    const first = entry.subject ? refusedSubjects.get(entry.subject) : undefined;
    if (first) {
      await record({ entry, result: 'refused', status: 409, code: 'DEPENDS_ON_REFUSED', message: '', after: first });
      continue;
    }
    const outcome = await send(entry);
    if (outcome.kind === 'retry') {
      for (const kept of entries.slice(index)) steps.push({ entry: kept, result: 'kept', reason: outcome.reason });
      return steps;
    }
    if (outcome.kind === 'sent') {
      await record({ entry, result: 'sent', answer: outcome.answer });
      continue;
    }
    if (entry.subject) refusedSubjects.set(entry.subject, entry.label);
    await record({ entry, result: 'refused', status: outcome.status, code: outcome.code, message: outcome.message });
  }
  return steps;
}
