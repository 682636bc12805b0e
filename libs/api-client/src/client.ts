import { errorFromResponse, networkError } from './errors';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type QueryValue = string | number | boolean | null | undefined;
export type Query = Record<string, QueryValue>;

export interface RequestOptions {
  query?: Query;
  body?: unknown;
  signal?: AbortSignal;
  /** Use this token instead of the session's (a mailed link's token, before it becomes the session). */
  accessToken?: string;
  /**
   * Sent as `Idempotency-Key` (a uuid v4): the API applies a mutating call once per key and answers
   * a retry with the first answer (the technician's outbox, issue 19).
   */
  idempotencyKey?: string;
}

export interface ApiClientOptions {
  /** Where the API lives, e.g. `/api` (same origin) or `https://host/api`. */
  baseUrl: string;
  /** Read on every call so a refreshed token is used without rebuilding the client. */
  getAccessToken?: () => string | null | undefined;
  /** Sent as Accept-Language, so the API answers its error messages in the user's language. */
  getLanguage?: () => string | null | undefined;
  /**
   * Called once when a call made with the session's token answers 401: renew the
   * session and answer the new access token (null when the session is gone).
   * The call is then retried once with it.
   */
  refreshAccessToken?: () => Promise<string | null>;
  fetch?: typeof fetch;
}

export interface ApiClient {
  request<T>(method: HttpMethod, path: string, options?: RequestOptions): Promise<T>;
  get<T>(path: string, query?: Query, signal?: AbortSignal): Promise<T>;
  post<T>(path: string, body?: unknown): Promise<T>;
  put<T>(path: string, body?: unknown): Promise<T>;
  patch<T>(path: string, body?: unknown): Promise<T>;
  delete<T>(path: string): Promise<T>;
  /** A file the API answers (a CSV export) as a Blob, with the session's token; errors as for JSON calls. */
  download(path: string, query?: Query): Promise<Blob>;
}

export function buildUrl(baseUrl: string, path: string, query?: Query): string {
  const base = baseUrl.endsWith('/') ? baseUrl.slice(0, -1) : baseUrl;
  const url = `${base}${path.startsWith('/') ? path : `/${path}`}`;
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    // Absent filters are left out rather than sent as "undefined".
    if (value === undefined || value === null || value === '') continue;
    params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${url}?${search}` : url;
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (!text) return undefined;
  const type = response.headers.get('content-type') ?? '';
  if (!type.includes('json')) return text;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

export function createApiClient(options: ApiClientOptions): ApiClient {
  const doFetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));

  async function send(method: HttpMethod, path: string, init: RequestOptions, token: string | null | undefined, accept = 'application/json'): Promise<Response> {
    const headers: Record<string, string> = { Accept: accept };
    if (token) headers.Authorization = `Bearer ${token}`;
    const language = options.getLanguage?.();
    if (language) headers['Accept-Language'] = language;
    if (init.body !== undefined) headers['Content-Type'] = 'application/json';
    if (init.idempotencyKey) headers['Idempotency-Key'] = init.idempotencyKey;
    try {
      return await doFetch(buildUrl(options.baseUrl, path, init.query), {
        method,
        headers,
        body: init.body === undefined ? undefined : JSON.stringify(init.body),
        signal: init.signal,
      });
    } catch (cause) {
      if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
      throw networkError(cause);
    }
  }

  async function respond(method: HttpMethod, path: string, init: RequestOptions, accept?: string): Promise<Response> {
    const sessionToken = init.accessToken ? undefined : options.getAccessToken?.();
    let response = await send(method, path, init, init.accessToken ?? sessionToken, accept);
    // An access token can expire between the refresh timer and the call (a sleeping laptop):
    // renew once and retry once. An explicit token is the caller's to handle.
    if (response.status === 401 && sessionToken && options.refreshAccessToken) {
      const renewed = await options.refreshAccessToken();
      if (renewed) response = await send(method, path, init, renewed, accept);
    }
    return response;
  }

  async function request<T>(method: HttpMethod, path: string, init: RequestOptions = {}): Promise<T> {
    const response = await respond(method, path, init);
    const body = await readBody(response);
    if (!response.ok) throw errorFromResponse(response.status, body);
    return body as T;
  }

  async function download(path: string, query?: Query): Promise<Blob> {
    const response = await respond('GET', path, { query }, '*/*');
    if (!response.ok) throw errorFromResponse(response.status, await readBody(response));
    return response.blob();
  }

  return {
    request,
    get: (path, query, signal) => request('GET', path, { query, signal }),
    post: (path, body) => request('POST', path, { body }),
    put: (path, body) => request('PUT', path, { body }),
    patch: (path, body) => request('PATCH', path, { body }),
    delete: (path) => request('DELETE', path),
    download,
  };
}
