export { createApiClient, buildUrl } from './client';
export type { ApiClient, ApiClientOptions, HttpMethod, Query, QueryValue, RequestOptions } from './client';
export { ApiClientError, errorFromResponse, networkError } from './errors';
export type { ApiClientErrorCode } from './errors';
export { openLiveSocket } from './live-socket';
export type { LiveSocket, LiveSocketOptions } from './live-socket';
export { typed } from './typed';
export type { Answer, BodyOf, CallOptions, PathsFor, QueryOf, TypedApi } from './typed';
export type { components as ApiSchemas, paths as ApiPaths } from './generated/openapi';
