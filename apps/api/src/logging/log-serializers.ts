/** Headers that carry credentials: never written to a log line. */
const SECRET_HEADERS = new Set(['authorization', 'cookie', 'set-cookie', 'proxy-authorization']);

interface SerializedRequest {
  id?: unknown;
  method?: string;
  url?: string;
  headers?: Record<string, unknown>;
  remoteAddress?: string;
  remotePort?: number;
}

/**
 * pino-http's request serializer, minus credentials. A plain copy that skips a few names is much
 * cheaper per request than pino's path-based redaction, and leaves nothing to a path typo.
 */
export function serializeRequest(req: SerializedRequest): SerializedRequest {
  const headers: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(req.headers ?? {})) if (!SECRET_HEADERS.has(name)) headers[name] = value;
  return { id: req.id, method: req.method, url: req.url, headers, remoteAddress: req.remoteAddress, remotePort: req.remotePort };
}

/** Responses are logged by status only: their headers may set cookies and say little else. */
export function serializeResponse(res: { statusCode?: number }): { statusCode?: number } {
  return { statusCode: res.statusCode };
}
