import { createApiClient, typed } from './index';

describe('typed(api)', () => {
  it('fills path parameters (encoded), sends the query and body, and renews a 401 once as the client does', async () => {
    const calls: { url: string; init: RequestInit }[] = [];
    let token = 'old';
    const fetchImpl = (async (input: RequestInfo | URL, init?: RequestInit) => {
      calls.push({ url: String(input), init: init ?? {} });
      const authorised = (init?.headers as Record<string, string>).Authorization === 'Bearer new';
      return new Response(JSON.stringify(authorised ? { id: 'a/b' } : { statusCode: 401, code: 'NOT_AUTHENTICATED', message: 'no' }), {
        status: authorised ? 200 : 401,
        headers: { 'content-type': 'application/json' },
      });
    }) as typeof fetch;
    const api = typed(
      createApiClient({
        baseUrl: '/api',
        fetch: fetchImpl,
        getAccessToken: () => token,
        refreshAccessToken: async () => (token = 'new'),
      }),
    );

    const order = await api.get('/orders/{id}', { path: { id: 'a/b' } });
    expect(order.id).toBe('a/b');
    expect(calls.map((call) => call.url)).toEqual(['/api/orders/a%2Fb', '/api/orders/a%2Fb']);

    await api.get('/orders', { query: { limit: 5, status: 'pending', search: undefined } });
    expect(calls[2].url).toBe('/api/orders?limit=5&status=pending');

    await api.patch('/orders/{id}', { path: { id: 'o1' }, body: { customer_name: 'Ann' } });
    expect(calls[3].init).toMatchObject({ method: 'PATCH', body: '{"customer_name":"Ann"}' });
  });
});
