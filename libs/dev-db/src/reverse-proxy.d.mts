export declare const UPSTREAM_COOKIE: 'fixflow_upstream';

export interface Upstream {
  /** What the `fixflow_upstream` cookie names to pin a client here, e.g. "a". */
  name: string;
  /** e.g. http://127.0.0.1:3101 */
  url: string;
}

export interface ReverseProxy {
  /** e.g. http://127.0.0.1:40123 */
  origin: string;
  close(): Promise<void>;
}

export declare function startReverseProxy(options: { upstreams: Upstream[]; port?: number; host?: string }): Promise<ReverseProxy>;

/** The same proxy in a child process of its own; `close()` ends that process. */
export declare function startReverseProxyProcess(options: { upstreams: Upstream[]; port?: number; host?: string }): Promise<ReverseProxy>;
