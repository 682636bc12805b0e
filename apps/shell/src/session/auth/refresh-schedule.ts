/** How long before expiry the session renews itself; at most half the token's life for short-lived tokens. */
export const REFRESH_MARGIN_MS = 60_000;
/** Waits between attempts when the API cannot be reached, so an outage is not hammered. */
export const REFRESH_RETRY_DELAYS_MS = [1_000, 2_000, 5_000, 10_000, 30_000] as const;

/** Milliseconds from `now` until the session should renew; 0 when it already should. */
export function refreshDelayMs(expiresAtS: number, expiresInS: number, now: number): number {
  const margin = Math.min(REFRESH_MARGIN_MS, (expiresInS * 1000) / 2);
  return Math.max(0, expiresAtS * 1000 - margin - now);
}

export function retryDelayMs(attempt: number): number {
  return REFRESH_RETRY_DELAYS_MS[Math.min(attempt, REFRESH_RETRY_DELAYS_MS.length - 1)];
}

/**
 * A refusal (the refresh token is unknown, used or revoked) ends the session;
 * anything else — no network, a 5xx, rate limiting — is worth another try.
 */
export function isTerminalRefreshFailure(error: unknown): boolean {
  const status = (error as { statusCode?: unknown } | null)?.statusCode;
  return typeof status === 'number' && status >= 400 && status < 500 && status !== 408 && status !== 429;
}

/** The API could not be reached at all (offline): the client's NETWORK_ERROR, status 0. */
export function isNetworkFailure(error: unknown): boolean {
  return (error as { statusCode?: unknown } | null)?.statusCode === 0;
}
