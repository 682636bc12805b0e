/** Longest push endpoint accepted; real ones (FCM, Mozilla, Apple, WNS) stay well under 1 KB. */
export const MAX_ENDPOINT_LENGTH = 2048;

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * Why a push endpoint is unusable, or null. Push services are reached over https; plain http only
 * to this machine and only outside production, so tests can run a push service of their own.
 */
export function endpointProblem(endpoint: string, allowLoopbackHttp: boolean): string | null {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return 'endpoint must be an https URL';
  }
  if (url.username || url.password) return 'endpoint must not carry credentials';
  if (url.protocol === 'https:') return null;
  if (url.protocol === 'http:' && allowLoopbackHttp && LOOPBACK_HOSTS.has(url.hostname)) return null;
  return 'endpoint must be an https URL';
}
