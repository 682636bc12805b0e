import { useCallback, useRef } from 'react';

/** A random Idempotency-Key (crypto.randomUUID where the page is a secure context, else from getRandomValues). */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * One Idempotency-Key per submit (issue 20): the same request sent again — a second click, a
 * retry after a timeout or a lost answer — carries the same key, so the API does it once and
 * answers the first answer; a changed request, or one after a success (`done`), gets a new key.
 */
export function useSubmitKey(): { keyFor(request: unknown): string; done(): void } {
  const last = useRef<{ request: string; key: string } | null>(null);
  const keyFor = useCallback((request: unknown) => {
    const text = JSON.stringify(request ?? null);
    if (last.current?.request !== text) last.current = { request: text, key: newIdempotencyKey() };
    return last.current.key;
  }, []);
  const done = useCallback(() => {
    last.current = null;
  }, []);
  return { keyFor, done };
}
