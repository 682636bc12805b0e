export declare const REPO_ROOT: string;
export declare const DEFAULT_DATA_DIR: string;
export declare const DEFAULT_PORT: number;

export interface EmbeddedPostgres {
  /** postgres://…/<database> */
  databaseUrl: string;
  /** The same server's `postgres` database, for CREATE/DROP DATABASE. */
  adminUrl: string;
  port: number;
  dataDir: string;
  stop(): Promise<void>;
}

export declare function startEmbeddedPostgres(options?: {
  dataDir?: string;
  port?: number;
  database?: string;
  log?: (message: string) => void;
}): Promise<EmbeddedPostgres>;
