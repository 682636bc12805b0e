import type { EmbeddedPostgres } from './embedded.mjs';

export interface ScratchDatabase {
  databaseUrl: string;
  /** Set when the database lives on its own embedded server (which the caller may stop). */
  server?: EmbeddedPostgres;
  drop(): Promise<void>;
}

export interface ScratchServer {
  /** Set when the server is an embedded one started for this scratch use. */
  server?: EmbeddedPostgres;
  createDatabase(): Promise<ScratchDatabase>;
  stop(): Promise<void>;
}

export declare function createScratchServer(options?: { adminUrl?: string; prefix?: string }): Promise<ScratchServer>;
export declare function createScratchDatabase(options?: { adminUrl?: string; prefix?: string }): Promise<ScratchDatabase>;
