import { configure, fireEvent, screen, waitFor } from '@testing-library/react';
import type { Customer } from '@fixflow/contracts';
import { createApiClient } from '@fixflow/api-client';
import { signedInSession } from '@fixflow/shell-sdk';
import { fakeApi, renderWithShell, vendorProfile, type FakeRoutes } from '@fixflow/shell-sdk/testing';
import app from '../app';

configure({ asyncUtilTimeout: 5000 });

const customer = (id: string, first: string): Customer =>
  ({ id, first_name: first, last_name: 'Doe', phone: `+1555555010${id}`, email: null, city: 'Austin' }) as unknown as Customer;

/** The fake API, with answers held back until the test lets each one go (a slow connection). */
function render(routes: FakeRoutes) {
  const { fetchImpl, calls } = fakeApi(routes);
  const held: { url: string; release(): void }[] = [];
  const slowFetch = ((input: RequestInfo | URL, init?: RequestInit) =>
    new Promise<Response>((resolve, reject) => {
      held.push({ url: String(input), release: () => void fetchImpl(input, init).then(resolve, reject) });
    })) as typeof fetch;
  const api = createApiClient({ baseUrl: '/api', fetch: slowFetch });
  const Page = app.pages['/customers'];
  renderWithShell(<Page />, { app, path: '/customers', route: '/customers', session: signedInSession(vendorProfile), services: { api } });
  const release = async (match: (url: URL) => boolean) => {
    await waitFor(() => expect(held.some((entry) => match(new URL(entry.url, 'http://localhost')))).toBe(true));
    const index = held.findIndex((entry) => match(new URL(entry.url, 'http://localhost')));
    held.splice(index, 1)[0].release();
  };
  return { calls, release };
}

const page = (url: URL) => ({ search: url.searchParams.get('search'), cursor: url.searchParams.get('cursor') });

describe('the customers list', () => {
  const routes: FakeRoutes = {
    'GET /api/customers': (_, url) => {
      const { search, cursor } = page(url);
      if (search === 'zed') return { status: 200, body: { items: [customer('9', 'Zed')], next_cursor: null } };
      if (cursor === 'c1') return { status: 200, body: { items: [customer('2', 'Bob')], next_cursor: null } };
      if (cursor === 'broken') return { status: 500, body: { statusCode: 500, code: 'INTERNAL', message: 'Something went wrong' } };
      return { status: 200, body: { items: [customer('1', 'Ann')], next_cursor: search === 'ann' ? 'broken' : 'c1' } };
    },
  };

  it('never appends a page of the previous search to a new one', async () => {
    const { release } = render(routes);
    await release((url) => !url.searchParams.get('search'));
    expect(await screen.findByText('Ann Doe')).toBeTruthy();

    // "Load more" for the empty search is still on its way when the user searches for "zed".
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search customers' }), { target: { value: 'zed' } });
    await release((url) => url.searchParams.get('search') === 'zed');
    expect(await screen.findByText('Zed Doe')).toBeTruthy();
    await release((url) => url.searchParams.get('cursor') === 'c1');

    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText('Bob Doe')).toBeNull();
    expect(screen.queryByText('Ann Doe')).toBeNull();
    expect(screen.getByText('Zed Doe')).toBeTruthy();
  });

  it('shows a failed "Load more" as an error beside the rows already read, not an unhandled rejection', async () => {
    const unhandled = jest.fn();
    // Jest's jsdom still runs on Node's process, where an unhandled rejection surfaces.
    const node = (globalThis as unknown as { process: { on(event: string, listener: () => void): void; off(event: string, listener: () => void): void } }).process;
    node.on('unhandledRejection', unhandled);
    try {
      const { release } = render(routes);
      fireEvent.change(screen.getByRole('searchbox', { name: 'Search customers' }), { target: { value: 'ann' } });
      await release((url) => !url.searchParams.get('search'));
      await release((url) => url.searchParams.get('search') === 'ann');
      expect(await screen.findByText('Ann Doe')).toBeTruthy();

      fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
      await release((url) => url.searchParams.get('cursor') === 'broken');
      expect(await screen.findByRole('alert')).toBeTruthy();
      expect(screen.getByText('Ann Doe')).toBeTruthy();
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(unhandled).not.toHaveBeenCalled();
    } finally {
      node.off('unhandledRejection', unhandled);
    }
  });
});
