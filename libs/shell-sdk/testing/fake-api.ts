/**
 * Answers by "METHOD /path" (query left out); every call is recorded with its URL, headers and body.
 * An answer may come later (a promise): what the page shows while a call is on its way.
 */
export type FakeRoutes = Record<string, (body: unknown, url: URL) => FakeAnswer | Promise<FakeAnswer>>;

export interface FakeAnswer {
  status: number;
  body?: unknown;
}

export interface FakeCall {
  key: string;
  url: URL;
  headers: Record<string, string>;
  body: unknown;
}

/** A fetch for tests under jsdom (which has no Response): the API client reads only these members. */
export function fakeApi(routes: FakeRoutes) {
  const calls: FakeCall[] = [];
  const fetchImpl = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const key = `${init?.method ?? 'GET'} ${url.pathname}`;
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ key, url, headers: (init?.headers ?? {}) as Record<string, string>, body });
    const handler = routes[key];
    const answer = handler ? await handler(body, url) : { status: 404, body: { statusCode: 404, code: 'NOT_FOUND', message: 'Not found' } };
    const text = answer.body === undefined ? '' : JSON.stringify(answer.body);
    return {
      status: answer.status,
      ok: answer.status < 400,
      headers: new Headers({ 'content-type': 'application/json' }),
      text: async () => text,
    } as unknown as Response;
  }) as typeof fetch;
  return { calls, fetchImpl };
}
