export interface TestTemplate {
  /** The server's maintenance database, for CREATE/DROP DATABASE. */
  adminUrl: string;
  /** The migrated template's database name. */
  template: string;
  /** Drops the template, or stops the embedded server started for it. */
  stop(): Promise<void>;
}

export declare function startTestTemplate(options: {
  adminUrl?: string;
  prefix?: string;
  migrate: (databaseUrl: string) => Promise<void>;
}): Promise<TestTemplate>;

export declare function cloneTemplate(options: {
  adminUrl: string;
  template: string;
  prefix?: string;
}): Promise<{ databaseUrl: string; drop(): Promise<void> }>;
