/** Messages between the pages and the service worker; both sides import these. */
export const SKIP_WAITING = 'fixflow:skip-waiting';
export const NAVIGATE = 'fixflow:navigate';

export interface NavigateMessage {
  type: typeof NAVIGATE;
  /** Same-origin absolute URL. */
  url: string;
}

export function isNavigateMessage(data: unknown): data is NavigateMessage {
  const message = data as Partial<NavigateMessage> | null;
  return typeof message === 'object' && message !== null && message.type === NAVIGATE && typeof message.url === 'string';
}
