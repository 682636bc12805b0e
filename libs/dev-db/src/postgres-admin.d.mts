export declare function adminUrlOf(databaseUrl: string): string;
export declare function withDatabase(databaseUrl: string, name: string): string;
export declare function ensureDatabase(adminUrl: string, name: string): Promise<boolean>;
export declare function dropDatabase(adminUrl: string, name: string): Promise<void>;
