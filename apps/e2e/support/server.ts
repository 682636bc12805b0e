import { join } from 'node:path';

export const REPO_ROOT = join(import.meta.dirname, '..', '..', '..');

/** The port `npm start` serves the suite on; its embedded PostgreSQL listens 51200 above it. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3210);
export const STATIC_SERVER = process.env.E2E_SERVER === 'static';
/** Set when the suite runs against a server it did not start (then it has no second one either). */
export const EXTERNAL_BASE_URL = process.env.E2E_BASE_URL;
/** One database folder per port, so parallel runs on other ports never share one. */
export const E2E_PG_DIR = join(REPO_ROOT, '.data', `e2e-pg-${E2E_PORT}`);
export const E2E_PG_PORT = E2E_PORT + 51200;
/** What libs/dev-db's embedded server answers to (user postgres, password fixflow, database fixflow). */
export const E2E_DATABASE_URL = `postgres://postgres:fixflow@127.0.0.1:${E2E_PG_PORT}/fixflow`;

/** Environment of every API the suite starts besides PORT (and DATABASE_URL for a second one). */
export function apiEnv(origin: string): Record<string, string> {
  return {
    // Mailed links (read from the outbox) must come back to the origin the browser uses.
    SITE_URL: origin,
    // The suite signs the same demo accounts in dozens of times a minute from one address;
    // the limiter itself is covered by the API's integration specs.
    AUTH_RATE_LIMIT_PER_IP: '10000',
    AUTH_RATE_LIMIT_PER_IDENTIFIER: '10000',
  };
}
