export function manifestUrl(name: string, version: string): string;
export function versionFromUrl(url: string | undefined): string | undefined;
export function readJson<T>(file: string, fallback: T): Promise<T>;
export function writeJsonAtomic(file: string, value: unknown): Promise<void>;
export function withDistLock<T>(distRoot: string, task: () => Promise<T>): Promise<T>;
export const HISTORY_FILE: string;
export function pointRemote(distRoot: string, name: string, version: string, action?: string): Promise<string | undefined>;
export function pointRemoteIfUnset(distRoot: string, name: string, version: string): Promise<string | undefined>;
