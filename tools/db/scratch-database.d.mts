import type { EmbeddedPostgres } from './embedded.mjs';

export interface ScratchDatabase {
  databaseUrl: string;
  /** Set when the database lives in its own embedded server (which the caller may stop). */
  server?: EmbeddedPostgres;
  drop(): Promise<void>;
}

export declare function createScratchDatabase(options?: { adminUrl?: string; prefix?: string }): Promise<ScratchDatabase>;
