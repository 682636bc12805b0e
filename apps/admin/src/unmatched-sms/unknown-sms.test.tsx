import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createApiClient } from '@fixflow/api-client';
import type { UnmatchedSms } from '@fixflow/contracts';
import { fakeApi, renderWithShell, type FakeRoutes } from '@fixflow/shell-sdk/testing';
import app from '../app';

const PATH = '/admin/unmatched-sms';

const text: UnmatchedSms = {
  id: 't1',
  from: '+15125557001',
  to: '+15125550100',
  body: 'Is my <b>washer</b> fixed?',
  media_urls: [],
  received_at: '2026-11-26T09:30:00.000Z',
  candidates: [
    { customer_id: 'c1', vendor_id: 'v1', vendor_name: 'Acme Appliance Repair', customer_name: 'Ann Lee', phone: '+15125557001' },
    { customer_id: 'c2', vendor_id: 'v2', vendor_name: 'Bolt Fixers', customer_name: 'Ann Lee', phone: '+15125557001' },
  ],
  resolution: null,
  resolved_by: null,
  resolved_by_name: null,
  resolved_at: null,
  customer_id: null,
  customer_name: null,
  vendor_name: null,
  reason: null,
};

function renderPage(route: string, routes: FakeRoutes, language: 'en' | 'ru' = 'en') {
  const { calls, fetchImpl } = fakeApi(routes);
  const toasts: [string, string, string | undefined][] = [];
  const Page = app.pages[PATH];
  renderWithShell(<Page />, {
    app,
    route,
    path: PATH,
    language,
    services: {
      api: createApiClient({ baseUrl: '/api', fetch: fetchImpl }),
      toast: {
        success: (title, detail) => void toasts.push(['success', title, detail]),
        error: (title, detail) => void toasts.push(['error', title, detail]),
        info: (title, detail) => void toasts.push(['info', title, detail]),
      },
    },
  });
  return { calls, toasts };
}

describe('/admin/unmatched-sms', () => {
  it('lists an open text as plain text with its candidates, and attaches it to one after a confirmation', async () => {
    let resolved = false;
    const { calls, toasts } = renderPage(PATH, {
      'GET /api/admin/unmatched-sms': () => ({ status: 200, body: { items: resolved ? [] : [text], next_cursor: null } }),
      'POST /api/admin/unmatched-sms/t1/attach': () => {
        resolved = true;
        return { status: 200, body: { ...text, resolution: 'attached', customer_id: 'c2' } };
      },
    });
    const card = await screen.findByTestId('unknown-sms');
    expect(within(card).getByText('+15125557001')).toBeTruthy();
    // HTML in a text is shown as text.
    expect(within(card).getByText('Is my <b>washer</b> fixed?')).toBeTruthy();
    expect(within(card).getByText('Ann Lee · Bolt Fixers')).toBeTruthy();
    expect(calls[0].url.searchParams.get('status')).toBe('open');

    fireEvent.click(within(card).getByRole('button', { name: 'Attach: Ann Lee, Bolt Fixers' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getAllByText('Attach this text to Ann Lee?').length).toBeGreaterThan(0);
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Attach' }));
    });
    await waitFor(() => expect(toasts).toEqual([['success', 'Text attached', 'It is now in Ann Lee’s thread.']]));
    expect(calls.find((call) => call.key === 'POST /api/admin/unmatched-sms/t1/attach')?.body).toEqual({ customer_id: 'c2' });
    expect(await screen.findByText('No unknown texts')).toBeTruthy();
  });

  it('blocks the number after a confirmation', async () => {
    const { calls, toasts } = renderPage(PATH, {
      'GET /api/admin/unmatched-sms': () => ({ status: 200, body: { items: [text], next_cursor: null } }),
      'POST /api/admin/unmatched-sms/t1/dismiss': () => ({ status: 200, body: { ...text, resolution: 'blocked' } }),
    });
    const card = await screen.findByTestId('unknown-sms');
    fireEvent.click(within(card).getByRole('button', { name: 'Block number' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getAllByText('Block +15125557001?').length).toBeGreaterThan(0);
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Block number' }));
    });
    await waitFor(() => expect(calls.find((call) => call.key === 'POST /api/admin/unmatched-sms/t1/dismiss')?.body).toEqual({ block: true }));
    expect(toasts[0]?.[1]).toBe('Number blocked');
  });

  it('says when another admin resolved it first', async () => {
    const { toasts } = renderPage(PATH, {
      'GET /api/admin/unmatched-sms': () => ({ status: 200, body: { items: [text], next_cursor: null } }),
      'POST /api/admin/unmatched-sms/t1/dismiss': () => ({ status: 409, body: { statusCode: 409, code: 'SMS_ALREADY_RESOLVED', message: 'This text has already been resolved' } }),
    });
    const card = await screen.findByTestId('unknown-sms');
    fireEvent.click(within(card).getByRole('button', { name: 'Dismiss' }));
    const dialog = await screen.findByRole('dialog');
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Dismiss' }));
    });
    await waitFor(() => expect(toasts).toEqual([['error', 'The text could not be resolved', 'This text has already been resolved']]));
  });

  it('shows who resolved what and when on the Resolved tab, in Russian too', async () => {
    const done: UnmatchedSms = { ...text, resolution: 'customer_created', resolved_by_name: 'Ada Admin', resolved_at: '2026-11-26T10:00:00.000Z', customer_id: 'c9', customer_name: 'Eve Park', vendor_name: 'Bolt Fixers' };
    const { calls } = renderPage(`${PATH}?tab=resolved`, { 'GET /api/admin/unmatched-sms': () => ({ status: 200, body: { items: [done], next_cursor: null } }) }, 'ru');
    const resolution = await screen.findByTestId('resolution');
    expect(within(resolution).getByText('Создан клиент')).toBeTruthy();
    expect(within(resolution).getByText(/^Ada Admin · /)).toBeTruthy();
    expect(within(resolution).getByText('Клиенту Eve Park · Bolt Fixers')).toBeTruthy();
    expect(calls[0].url.searchParams.get('status')).toBe('resolved');
    expect(screen.queryByRole('button', { name: 'Заблокировать номер' })).toBeNull();
  });

  it('has empty and error states', async () => {
    renderPage(PATH, { 'GET /api/admin/unmatched-sms': () => ({ status: 500, body: { statusCode: 500, code: 'INTERNAL', message: 'Internal server error' } }) });
    expect(await screen.findByText('The texts could not be loaded')).toBeTruthy();
  });
});
