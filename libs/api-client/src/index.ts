export { createApiClient, buildUrl } from './client';
export type { ApiClient, ApiClientOptions, HttpMethod, Query, QueryValue, RequestOptions } from './client';
export { ApiClientError, errorFromResponse, networkError } from './errors';
export type { ApiClientErrorCode } from './errors';
export { subscribeToOrderChanges, subscribeToRosterChanges } from './order-events';
export type { OrderEventsOptions, RosterEventsOptions } from './order-events';
export { typed } from './typed';
export type { Answer, BodyOf, CallOptions, PathsFor, QueryOf, TypedApi } from './typed';
export type { components as ApiSchemas, paths as ApiPaths } from './generated/openapi';
