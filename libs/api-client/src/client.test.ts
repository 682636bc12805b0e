import { ApiClientError, buildUrl, createApiClient } from './index';

type FetchArgs = [string, RequestInit];

function fakeFetch(status: number, body: unknown, contentType = 'application/json') {
  const calls: FetchArgs[] = [];
  const fetchImpl = async (input: RequestInfo | URL, init?: RequestInit) => {
    calls.push([String(input), init ?? {}]);
    const text = body === undefined ? '' : typeof body === 'string' ? body : JSON.stringify(body);
    return new Response(status === 204 ? null : text, { status, headers: { 'content-type': contentType } });
  };
  return { calls, fetchImpl: fetchImpl as typeof fetch };
}

describe('buildUrl', () => {
  it.each([
    ['/api', '/orders', undefined, '/api/orders'],
    ['/api/', 'orders', undefined, '/api/orders'],
    ['/api', '/vendors', { search: 'acme', status: undefined }, '/api/vendors?search=acme'],
    ['/api', '/notifications', { unread: true, type: '' }, '/api/notifications?unread=true'],
  ])('joins %s and %s with %j into %s', (base, path, query, expected) => {
    expect(buildUrl(base, path, query)).toBe(expected);
  });
});

describe('createApiClient', () => {
  it('sends the bearer token read at call time and a JSON body', async () => {
    const { calls, fetchImpl } = fakeFetch(200, { id: 'o1' });
    let token = 'first';
    const api = createApiClient({ baseUrl: '/api', fetch: fetchImpl, getAccessToken: () => token });

    await api.post('/orders', { customer_name: 'Ann' });
    token = 'second';
    const order = await api.get<{ id: string }>('/orders/o1');

    expect(order).toEqual({ id: 'o1' });
    const [firstUrl, firstInit] = calls[0];
    expect(firstUrl).toBe('/api/orders');
    expect(firstInit.method).toBe('POST');
    expect(firstInit.body).toBe('{"customer_name":"Ann"}');
    expect((firstInit.headers as Record<string, string>).Authorization).toBe('Bearer first');
    expect((calls[1][1].headers as Record<string, string>).Authorization).toBe('Bearer second');
  });

  it('sends no Authorization header when signed out', async () => {
    const { calls, fetchImpl } = fakeFetch(200, {});
    await createApiClient({ baseUrl: '/api', fetch: fetchImpl }).get('/health');
    expect((calls[0][1].headers as Record<string, string>).Authorization).toBeUndefined();
  });

  it('turns the API error body into an ApiClientError with its code and message', async () => {
    const { fetchImpl } = fakeFetch(404, { statusCode: 404, code: 'VENDOR_NOT_FOUND', message: 'Vendor not found' });
    const api = createApiClient({ baseUrl: '/api', fetch: fetchImpl });

    const failure = api.get('/vendors/x');
    await expect(failure).rejects.toBeInstanceOf(ApiClientError);
    await expect(failure).rejects.toMatchObject({ statusCode: 404, code: 'VENDOR_NOT_FOUND', message: 'Vendor not found' });
  });

  it('keeps field errors of a validation failure', async () => {
    const errors = [{ field: 'email', message: 'email must be an email' }];
    const { fetchImpl } = fakeFetch(400, { statusCode: 400, code: 'VALIDATION_FAILED', message: 'The request is not valid', errors });
    await expect(createApiClient({ baseUrl: '/api', fetch: fetchImpl }).post('/auth/login', {})).rejects.toMatchObject({ errors });
  });

  it('derives a code from the status when the body is not the API JSON', async () => {
    const { fetchImpl } = fakeFetch(404, '<html>Cannot POST</html>', 'text/html');
    await expect(createApiClient({ baseUrl: '/api', fetch: fetchImpl }).post('/auth/login')).rejects.toMatchObject({
      statusCode: 404,
      code: 'NOT_FOUND',
      message: 'Not found',
    });
  });

  it('reports an unreachable server as NETWORK_ERROR', async () => {
    const failing = (async () => {
      throw new TypeError('fetch failed');
    }) as typeof fetch;
    await expect(createApiClient({ baseUrl: '/api', fetch: failing }).get('/me')).rejects.toMatchObject({
      statusCode: 0,
      code: 'NETWORK_ERROR',
    });
  });

  it('answers undefined for 204 No Content', async () => {
    const { fetchImpl } = fakeFetch(204, undefined);
    await expect(createApiClient({ baseUrl: '/api', fetch: fetchImpl }).delete('/push/subscriptions')).resolves.toBeUndefined();
  });
});
