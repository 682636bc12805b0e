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

/**
 * Assigns an order booked today in a `randomWindow()` to the demo technician, for a spec that must
 * book today: other specs of the run book the same technician the same day, so when the window is
 * taken (409 SLOT_TAKEN) the order moves to another random window and the assignment is tried again.
 */
export async function assignInFreeWindow(
  request: APIRequestContext,
  token: string,
  orderId: string,
  body: { technician_id: string; override_hours?: boolean },
): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    const response = await request.post(`/api/orders/${orderId}/assign`, { headers: { Authorization: `Bearer ${token}` }, data: body });
    if (response.ok()) return;
    const answer = await response.text();
    const taken = response.status() === 409 && (JSON.parse(answer) as { code?: string }).code === 'SLOT_TAKEN';
    expect(taken && attempt < 20, `POST /api/orders/${orderId}/assign: ${response.status()} ${answer}`).toBe(true);
    await call(request, token, 'patch', `/api/orders/${orderId}`, { time_slot: randomWindow() });
  }
}
