import { createApiClient } from './index';

type FetchArgs = [string, RequestInit];

function fakeFetch(status: number, body: unknown, contentType: string) {
  const calls: FetchArgs[] = [];
  const fetchImpl = async (input: RequestInfo | URL, init?: RequestInit) => {
    calls.push([String(input), init ?? {}]);
    return new Response(typeof body === 'string' ? body : JSON.stringify(body), { status, headers: { 'content-type': contentType } });
  };
  return { calls, fetchImpl: fetchImpl as typeof fetch };
}

describe('download', () => {
  it('answers a CSV export as a Blob, with the session token and the filters', async () => {
    const { calls, fetchImpl } = fakeFetch(200, 'method,amount\ncash,382.00\n', 'text/csv; charset=utf-8');
    const api = createApiClient({ baseUrl: '/api', fetch: fetchImpl, getAccessToken: () => 'tok' });
    const blob = await api.download('/payments/export.csv', { method: 'cash', from: undefined });
    expect(await blob.text()).toBe('method,amount\ncash,382.00\n');
    expect(calls[0][0]).toBe('/api/payments/export.csv?method=cash');
    expect((calls[0][1].headers as Record<string, string>).Authorization).toBe('Bearer tok');
  });

  it('throws the API error of a refused export', async () => {
    const { fetchImpl } = fakeFetch(404, { statusCode: 404, code: 'SETTLEMENT_NOT_FOUND', message: 'Settlement not found' }, 'application/json');
    const api = createApiClient({ baseUrl: '/api', fetch: fetchImpl });
    await expect(api.download('/settlements/x/export.csv')).rejects.toMatchObject({ code: 'SETTLEMENT_NOT_FOUND' });
  });
});

