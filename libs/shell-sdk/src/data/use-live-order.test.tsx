import { useState } from 'react';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { createApiClient } from '@fixflow/api-client';
import { fakeApi, renderWithShell } from '../../testing';
import { useLiveOrder } from './index';

function OrderTitle({ id }: { id: string }) {
  const { order, loading } = useLiveOrder(id);
  return <h1>{loading ? 'Loading…' : order?.invoice_number}</h1>;
}

/** A detail page whose :id changes (a link to another order). */
function Switcher() {
  const [id, setId] = useState('1');
  return (
    <>
      <OrderTitle id={id} />
      <button onClick={() => setId('2')}>Next order</button>
    </>
  );
}

/** The API's answers held back per order id until the test lets them go (a slow connection). */
function slowApi() {
  const { fetchImpl, calls } = fakeApi({
    'GET /api/orders/1': () => ({ status: 200, body: { id: '1', invoice_number: `INV-1 v${calls.length}` } }),
    'GET /api/orders/2': () => ({ status: 200, body: { id: '2', invoice_number: 'INV-2' } }),
  });
  const held = new Map<string, () => void>();
  const slowFetch = ((input: RequestInfo | URL, init?: RequestInit) =>
    new Promise<Response>((resolve, reject) => held.set(String(input), () => void fetchImpl(input, init).then(resolve, reject)))) as typeof fetch;
  const release = async (url: string) => {
    await waitFor(() => expect(held.has(url)).toBe(true));
    const answer = held.get(url)!;
    held.delete(url);
    act(answer);
  };
  return { api: createApiClient({ baseUrl: '/api', fetch: slowFetch }), release, calls };
}

describe('useLiveOrder', () => {
  it('never shows the previous order while the next :id loads', async () => {
    const { api, release } = slowApi();
    renderWithShell(<Switcher />, { services: { api } });
    await release('/api/orders/1');
    expect(await screen.findByText('INV-1 v1')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Next order' }));
    expect(screen.queryByText(/INV-1/)).toBeNull();
    expect(screen.getByText('Loading…')).toBeTruthy();
    await release('/api/orders/2');
    expect(await screen.findByText('INV-2')).toBeTruthy();
  });

  it('reads the order again when the host\'s socket says an order changed, and after a reconnection', async () => {
    const { api, release } = slowApi();
    const { live } = renderWithShell(<OrderTitle id="1" />, { services: { api } });
    await release('/api/orders/1');
    expect(await screen.findByText('INV-1 v1')).toBeTruthy();

    act(() => live.emit('order.changed', { action: 'transitioned', order: { id: '1' } }));
    await release('/api/orders/1');
    expect(await screen.findByText('INV-1 v2')).toBeTruthy();

    act(() => live.reconnected());
    await release('/api/orders/1');
    expect(await screen.findByText('INV-1 v3')).toBeTruthy();
  });
});
