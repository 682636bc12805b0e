import type { ApiClient, Query } from './client';
import type { paths } from './generated/openapi';

/**
 * Calls typed by the API's OpenAPI document (src/generated/openapi.ts): the path, its
 * parameters, the body and the answer all come from the document, so a changed DTO breaks the
 * web's typecheck where it is used. Goes through ApiClient, which keeps auth and refresh.
 */
type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';
type Json<T> = T extends { content: { 'application/json': infer B } } ? B : undefined;

/** Paths of the document as the client names them (its baseUrl is /api). */
type ApiPath<P> = P extends `/api${infer Rest}` ? Rest : never;
type Operation<P extends string, M extends Method> = paths[`/api${P}` & keyof paths][M];
export type PathsFor<M extends Method> = { [P in keyof paths]: paths[P][M] extends undefined ? never : ApiPath<P> }[keyof paths];

type Responses<O> = O extends { responses: infer R } ? R : never;
/** The 2xx answer (200, 201 or 202; 204 has no body). */
export type Answer<P extends string, M extends Method> =
  Responses<Operation<P, M>> extends infer R
    ? R extends { 200: infer A } ? Json<A> : R extends { 201: infer A } ? Json<A> : R extends { 202: infer A } ? Json<A> : undefined
    : never;

type ParamsOf<O> = O extends { parameters: infer Pr } ? Pr : never;
export type QueryOf<P extends string, M extends Method> = ParamsOf<Operation<P, M>> extends { query?: infer Q } ? ([Q] extends [never] ? undefined : Q) : undefined;
type PathParams<P extends string, M extends Method> = ParamsOf<Operation<P, M>> extends { path: infer Pp } ? ([Pp] extends [never] ? undefined : Pp) : undefined;
type RequestBody<O> = O extends { requestBody?: infer B } ? NonNullable<B> : never;
export type BodyOf<P extends string, M extends Method> = [RequestBody<Operation<P, M>>] extends [never] ? undefined : Json<RequestBody<Operation<P, M>>>;

/** What a call takes besides the path: only the members the operation has are allowed. */
export type CallOptions<P extends string, M extends Method> = {
  signal?: AbortSignal;
  /** A mutating call's Idempotency-Key (ApiClient's RequestOptions). */
  idempotencyKey?: string;
} & (PathParams<P, M> extends undefined ? { path?: undefined } : { path: PathParams<P, M> }) &
  (QueryOf<P, M> extends undefined ? { query?: undefined } : { query?: QueryOf<P, M> }) &
  (BodyOf<P, M> extends undefined ? { body?: undefined } : { body: BodyOf<P, M> });

function fillPath(template: string, params: Record<string, string | number> | undefined): string {
  return template.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined) throw new Error(`${template}: missing path parameter ${name}`);
    return encodeURIComponent(String(value));
  });
}

export interface TypedApi {
  get<P extends PathsFor<'get'>>(path: P, options?: CallOptions<P, 'get'>): Promise<Answer<P, 'get'>>;
  post<P extends PathsFor<'post'>>(path: P, options?: CallOptions<P, 'post'>): Promise<Answer<P, 'post'>>;
  put<P extends PathsFor<'put'>>(path: P, options?: CallOptions<P, 'put'>): Promise<Answer<P, 'put'>>;
  patch<P extends PathsFor<'patch'>>(path: P, options?: CallOptions<P, 'patch'>): Promise<Answer<P, 'patch'>>;
  delete<P extends PathsFor<'delete'>>(path: P, options?: CallOptions<P, 'delete'>): Promise<Answer<P, 'delete'>>;
}

/** The typed face of an ApiClient: `typed(api).get('/orders/{id}', { path: { id } })`. */
export function typed(api: ApiClient): TypedApi {
  const call =
    (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE') =>
    (path: string, options: { path?: Record<string, string | number>; query?: object; body?: unknown; signal?: AbortSignal; idempotencyKey?: string } = {}) =>
      api.request(method, fillPath(path, options.path), { query: options.query as Query | undefined, body: options.body, signal: options.signal, idempotencyKey: options.idempotencyKey });
  return { get: call('GET'), post: call('POST'), put: call('PUT'), patch: call('PATCH'), delete: call('DELETE') } as TypedApi;
}
