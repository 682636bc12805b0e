import { expect, type APIRequestContext } from '@playwright/test';

/**
 * One call to the API as a signed-in user, for a spec's setup: fails the test with the method,
 * path and the API's answer when it is not 2xx, otherwise returns the JSON body.
 */
export async function call<T = any>( // eslint-disable-line @typescript-eslint/no-explicit-any -- setup reads loosely typed answers
  request: APIRequestContext,
  token: string,
  method: 'get' | 'post' | 'put' | 'patch' | 'delete',
  path: string,
  data?: unknown,
): Promise<T> {
  const response = await request[method](path, { headers: { Authorization: `Bearer ${token}` }, data });
  expect(response.ok(), `${method.toUpperCase()} ${path}: ${response.status()} ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

/** A day between 2040 and 2080 (yyyy-mm-dd): unlikely to be taken on this database, so reruns never clash on a slot. */
export function randomServiceDate(): string {
  return new Date(Date.UTC(2040, 0, 1) + Math.floor(Math.random() * 365 * 40) * 86_400_000).toISOString().slice(0, 10);
}

/** Every technician's working hours unless they change them (DEFAULT_WEEKLY_HOURS in the API: every day 08:00–20:00). */
const WORKDAY = { start: 8 * 60, end: 20 * 60 } as const;

/**
 * A five-minute window ("hh:mm-hh:mm") inside the default working hours, for a spec that must book
 * today: one of 144, so specs booking the same day seldom meet on one window.
 */
export function randomWindow(): string {
  const start = WORKDAY.start + Math.floor(Math.random() * ((WORKDAY.end - WORKDAY.start) / 5)) * 5;
  const hhmm = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
  return `${hhmm(start)}-${hhmm(start + 5)}`;
}
