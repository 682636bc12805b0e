/**
 * Writes checked by an exclusion constraint (a technician's orders and time off) can deadlock
 * when two of them race: each inserts its index entry, then each waits for the other to see
 * whether it conflicts, and PostgreSQL aborts one of them with 40P01 after deadlock_timeout
 * (PostgreSQL's execIndexing.c accepts this outcome for exclusion constraints). The aborted
 * write did nothing — its transaction rolled back — so it is run again: by then the other one
 * has committed and the retry meets a plain 23P01, which the caller turns into 409 SLOT_TAKEN.
 */

/** deadlock_detected and serialization_failure: the transaction was rolled back and may be run again. */
const RETRYABLE_CODES = new Set(['40P01', '40001']);

/** How many times a write is tried in all before its last error is thrown. */
export const DEADLOCK_ATTEMPTS = 4;

export function isRetryableConflict(error: unknown): boolean {
  return typeof error === 'object' && error !== null && RETRYABLE_CODES.has(String((error as { code?: unknown }).code));
}

/**
 * Runs `write` — a whole transaction or a single statement, never half of one — again while
 * PostgreSQL aborts it as a deadlock victim, at most DEADLOCK_ATTEMPTS times in all.
 */
export async function retryOnDeadlock<T>(write: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await write();
    } catch (error) {
      if (!isRetryableConflict(error) || attempt >= DEADLOCK_ATTEMPTS) throw error;
    }
  }
}
