import type { QueryClient } from '@tanstack/react-query';

let client: Promise<QueryClient> | null = null;

/**
 * The host's one QueryClient, created the first time a signed-in page (or a page's preload)
 * asks: react-query is not part of the public pages' first load.
 */
export function loadQueryClient(): Promise<QueryClient> {
  client ??= import('@fixflow/shell-sdk/data').then(({ createQueryClient }) => createQueryClient());
  return client;
}
