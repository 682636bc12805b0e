import { act } from '@testing-library/react';
import { createApiClient } from '@fixflow/api-client';
import type { NotificationChangedEvent, NotificationItem, OfferTakenData, OrderDeclinedData } from '@fixflow/contracts';
import { signedInSession } from '@fixflow/shell-sdk';
import { fakeApi, renderWithShell, vendorProfile, type FakeRoutes } from '@fixflow/shell-sdk/testing';
import app from '../app';

// The vendor's background, as the host mounts it beside every page (RemoteApp.background).
const Background = app.background!;
let sequence = 0;

function declined(data: Partial<OrderDeclinedData> = {}): NotificationItem {
  sequence += 1;
  const payload: OrderDeclinedData = { order_id: 'o1', invoice_number: 'INV-1042', technician_id: 't1', technician_name: 'Ann Smith', reason: 'My van broke down', ...data };
  return { id: `d-${sequence}`, type: 'order_declined', is_read: false, created_at: '2031-05-04T09:00:00.000Z', data: { ...payload } };
}

function taken(data: Partial<OfferTakenData> = {}): NotificationItem {
  sequence += 1;
  const payload: OfferTakenData = { order_id: 'o2', invoice_number: 'INV-1043', offer_id: 'f1', technician_id: 't1', technician_name: 'Ann Smith', ...data };
  return { id: `t-${sequence}`, type: 'offer_taken', is_read: false, created_at: '2031-05-04T09:00:00.000Z', data: { ...payload } };
}

/** A vendor signed in with these unread notifications (more may be pushed onto the array later). */
function signIn(unread: NotificationItem[], language: 'en' | 'ru' = 'en') {
  const { calls, fetchImpl } = fakeApi(
    new Proxy({} as FakeRoutes, {
      get: (_routes, key: string) => {
        if (key === 'GET /api/notifications') {
          return (_body: unknown, url: URL) => ({ status: 200, body: { items: unread.filter((item) => !item.is_read && item.type === url.searchParams.get('type')) } });
        }
        const read = /^PATCH \/api\/notifications\/(.+)\/read$/.exec(key);
        if (!read) return undefined;
        return () => {
          const item = unread.find((candidate) => candidate.id === read[1]);
          if (item) item.is_read = true;
          return { status: 200, body: { ...item, is_read: true } };
        };
      },
    }),
  );
  const toast = { success: jest.fn(), error: jest.fn(), info: jest.fn() };
  const harness = renderWithShell(<Background />, { app, language, session: signedInSession(vendorProfile), services: { api: createApiClient({ baseUrl: '/api', fetch: fetchImpl }), toast } });
  return { ...harness, calls, toast };
}

async function settle() {
  for (let step = 0; step < 5; step += 1) await act(() => jest.advanceTimersByTimeAsync(20));
}

describe('issue 17: a declined assignment and a taken offer reach the vendor on any page', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('says who declined which order and why, then marks it read', async () => {
    const notice = declined();
    const { calls, toast } = signIn([notice]);
    await settle();
    expect(toast.info).toHaveBeenCalledWith('Ann Smith declined INV-1042: My van broke down');
    expect(calls.map((call) => call.key)).toContain(`PATCH /api/notifications/${notice.id}/read`);
  });

  it('says who took an offer, heard live 2 s after it arrives', async () => {
    const unread: NotificationItem[] = [];
    const { live, toast } = signIn(unread);
    await settle();
    const notice = taken();
    unread.push(notice);
    act(() => live.emit('notification.changed', { action: 'created', id: notice.id, type: 'offer_taken' } satisfies NotificationChangedEvent));
    await act(() => jest.advanceTimersByTimeAsync(2_000));
    await settle();
    expect(toast.success).toHaveBeenCalledWith('Ann Smith took INV-1043');
  });

  it('names "A technician" when the technician has no name on file', async () => {
    const { toast } = signIn([declined({ technician_name: null, reason: 'Out of town' })]);
    await settle();
    expect(toast.info).toHaveBeenCalledWith('A technician declined INV-1042: Out of town');
  });

  it('по-русски: кто отказался и кто взял заказ', async () => {
    const { toast } = signIn([declined(), taken()], 'ru');
    await settle();
    expect(toast.info).toHaveBeenCalledWith('Отказ от INV-1042: Ann Smith, причина: My van broke down');
    expect(toast.success).toHaveBeenCalledWith('Заказ INV-1043 взят: Ann Smith');
  });
});
