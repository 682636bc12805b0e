export declare const API_MAIN: string;

export interface ApiProcess {
  /** e.g. http://127.0.0.1:3101 */
  url: string;
  port: number;
  /** The running process's id (the latest one's, after start()). */
  pid(): number | undefined;
  /** Starts it again on the same port with the same settings, answering once it is ready. */
  start(): Promise<void>;
  /** Ends it with `signal` (SIGKILL by default), answering once it has exited. */
  kill(signal?: NodeJS.Signals): Promise<void>;
  /** SIGTERM: the API's graceful shutdown. */
  stop(): Promise<void>;
  /** Its last 200 lines of output. */
  output(): string[];
}

export declare function startApiProcess(options?: {
  env?: Record<string, string>;
  port?: number;
  readyTimeoutMs?: number;
  main?: string;
  /** Node's own flags before `main` (e.g. --cpu-prof). */
  nodeArgs?: string[];
  /** Also write its stderr to this process's as it comes (its output is kept either way). */
  echoStderr?: boolean;
}): Promise<ApiProcess>;
