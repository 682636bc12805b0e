import { loadMessageCatalogue } from '@fixflow/contracts';
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
  it('sends an idempotency key as the Idempotency-Key header, the same on the retry after a refreshed token', async () => {
    const calls: FetchArgs[] = [];
    let first = true;
    const fetchImpl = (async (input: RequestInfo | URL, init?: RequestInit) => {
      calls.push([String(input), init ?? {}]);
      const status = first ? 401 : 200;
      first = false;
      return new Response(JSON.stringify(status === 401 ? { statusCode: 401, code: 'NOT_AUTHENTICATED', message: 'Not authenticated' } : { id: 'o1' }), { status, headers: { 'content-type': 'application/json' } });
    }) as typeof fetch;
    const api = createApiClient({ baseUrl: '/api', fetch: fetchImpl, getAccessToken: () => 'old', refreshAccessToken: async () => 'new' });
    await api.request('POST', '/orders/o1/transitions', { body: { to: 'en_route' }, idempotencyKey: '2f1c3b8e-8d4a-4c0e-9b7a-1f2d3c4b5a69' });
    expect(calls.map(([, init]) => (init.headers as Record<string, string>)['Idempotency-Key'])).toEqual(['2f1c3b8e-8d4a-4c0e-9b7a-1f2d3c4b5a69', '2f1c3b8e-8d4a-4c0e-9b7a-1f2d3c4b5a69']);
    await api.post('/orders', {});
    expect((calls[2][1].headers as Record<string, string>)['Idempotency-Key']).toBeUndefined();
  });

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

  it('keeps the hours an OUTSIDE_WORKING_HOURS answer names, for the override to show them', async () => {
    const working_hours = { weekday: 0, hours: [{ weekday: 0, start: '09:00', end: '13:00' }], timezone: 'America/Chicago' };
    const { fetchImpl } = fakeFetch(409, { statusCode: 409, code: 'OUTSIDE_WORKING_HOURS', message: "That time is outside the technician's working hours", working_hours });
    await expect(createApiClient({ baseUrl: '/api', fetch: fetchImpl }).post('/orders/1/assign', {})).rejects.toMatchObject({ code: 'OUTSIDE_WORKING_HOURS', working_hours });
  });

  it('keeps where a CUSTOMER_MERGED answer says the customer went, for the page to open that one', async () => {
    const { fetchImpl } = fakeFetch(410, { statusCode: 410, code: 'CUSTOMER_MERGED', message: 'This customer was merged into another one', merged_into: 'kept-id' });
    await expect(createApiClient({ baseUrl: '/api', fetch: fetchImpl }).get('/customers/old-id')).rejects.toMatchObject({ statusCode: 410, code: 'CUSTOMER_MERGED', merged_into: 'kept-id' });
  });

  it('derives a code from the status when the body is not the API JSON (its English words once the catalogue is in)', async () => {
    const answer = () => fakeFetch(404, '<html>Cannot POST</html>', 'text/html').fetchImpl;
    await expect(createApiClient({ baseUrl: '/api', fetch: answer() }).post('/auth/login')).rejects.toMatchObject({
      statusCode: 404,
      code: 'NOT_FOUND',
      message: 'HTTP 404',
    });
    await loadMessageCatalogue('en');
    await expect(createApiClient({ baseUrl: '/api', fetch: answer() }).post('/auth/login')).rejects.toMatchObject({
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

  it('sends the user\'s language as Accept-Language', async () => {
    const { calls, fetchImpl } = fakeFetch(200, {});
    await createApiClient({ baseUrl: '/api', fetch: fetchImpl, getLanguage: () => 'ru' }).get('/me');
    expect((calls[0][1].headers as Record<string, string>)['Accept-Language']).toBe('ru');
  });

  it('keeps the reasons of a weak-password refusal', async () => {
    const reasons = [{ code: 'length', message: 'Password must be 8 to 128 characters long' }];
    const { fetchImpl } = fakeFetch(422, { statusCode: 422, code: 'WEAK_PASSWORD', message: 'Password is too weak', reasons });
    await expect(createApiClient({ baseUrl: '/api', fetch: fetchImpl }).post('/auth/signup', {})).rejects.toMatchObject({
      code: 'WEAK_PASSWORD',
      reasons,
    });
  });
});

describe('a 401 on a session call', () => {
  function answers(...statuses: number[]) {
    const calls: string[] = [];
    const fetchImpl = (async (_input: RequestInfo | URL, init?: RequestInit) => {
      calls.push((init?.headers as Record<string, string>).Authorization ?? '');
      const status = statuses[calls.length - 1] ?? 200;
      return new Response(JSON.stringify(status === 200 ? { ok: true } : { statusCode: status, code: 'NOT_AUTHENTICATED', message: 'Not authenticated' }), {
        status,
        headers: { 'content-type': 'application/json' },
      });
    }) as typeof fetch;
    return { calls, fetchImpl };
  }

  it('renews the session once and retries with the new token', async () => {
    const { calls, fetchImpl } = answers(401, 200);
    const refreshAccessToken = jest.fn(async () => 'fresh');
    const api = createApiClient({ baseUrl: '/api', fetch: fetchImpl, getAccessToken: () => 'stale', refreshAccessToken });

    await expect(api.get('/me')).resolves.toEqual({ ok: true });
    expect(calls).toEqual(['Bearer stale', 'Bearer fresh']);
    expect(refreshAccessToken).toHaveBeenCalledTimes(1);
  });

  it('gives up after the one retry', async () => {
    const { calls, fetchImpl } = answers(401, 401, 200);
    const api = createApiClient({ baseUrl: '/api', fetch: fetchImpl, getAccessToken: () => 'stale', refreshAccessToken: async () => 'fresh' });

    await expect(api.get('/me')).rejects.toMatchObject({ statusCode: 401, code: 'NOT_AUTHENTICATED' });
    expect(calls).toHaveLength(2);
  });

  it('does not retry when the session is gone', async () => {
    const { calls, fetchImpl } = answers(401);
    const api = createApiClient({ baseUrl: '/api', fetch: fetchImpl, getAccessToken: () => 'stale', refreshAccessToken: async () => null });

    await expect(api.get('/me')).rejects.toMatchObject({ statusCode: 401 });
    expect(calls).toHaveLength(1);
  });

  it('leaves a call made with an explicit token alone', async () => {
    const { calls, fetchImpl } = answers(401);
    const refreshAccessToken = jest.fn(async () => 'fresh');
    const api = createApiClient({ baseUrl: '/api', fetch: fetchImpl, getAccessToken: () => 'session', refreshAccessToken });

    await expect(api.request('GET', '/me', { accessToken: 'from-link' })).rejects.toMatchObject({ statusCode: 401 });
    expect(calls).toEqual(['Bearer from-link']);
    expect(refreshAccessToken).not.toHaveBeenCalled();
  });
});
