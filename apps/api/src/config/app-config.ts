import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The validated settings the API runs with; built once at boot from the environment. */
export interface AppConfig {
  nodeEnv: 'development' | 'production' | 'test';
  host: string;
  port: number;
  databaseUrl: string;
  /** Apply pending migrations (under an advisory lock) before serving. */
  migrateOnStart: boolean;
  /** Seed the demo data on top of the platform defaults. */
  seedDemo: boolean;
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  logPretty: boolean;
  /** Root of the built web apps (`shell/`, `remotes/`, `remotes.json`). */
  webDist: string;
  /** With it, socket.io shares room events with the other API processes through Redis. */
  redisUrl: string | null;
  /** Web Push's VAPID key pair from the environment; null → generated once and kept in the database. */
  vapid: { publicKey: string; privateKey: string } | null;
  /** The contact push services see (mailto: or https:); null → mailto: the MAIL_FROM address. */
  vapidSubject: string | null;
  /** Pay links through Stripe Checkout; null → refused with a clear message, payments recorded by hand. */
  stripe: { secretKey: string; webhookSecret: string; apiUrl: string | null } | null;
  /**
   * Texts (issue 15): all of sid/token/from → replies go out through Twilio's REST API at
   * `apiBase`; `authToken` alone → incoming webhooks must carry a valid X-Twilio-Signature.
   */
  /** Sign-in through an OpenID Connect provider; null when OIDC_* are unset (no button on /login). */
  oidc: { issuer: string; clientId: string; clientSecret: string; name: string } | null;
  twilio: { accountSid: string | null; authToken: string | null; from: string | null; apiBase: string };
  /** Swagger UI and the OpenAPI JSON at /api/docs: off in production unless API_DOCS=1 (issue 20). */
  apiDocs: boolean;
  version: string;
}

export const APP_CONFIG = Symbol('APP_CONFIG');

/** apps/api/{src,dist}/config → the repository root, the same from sources and from the build. */
const here = dirname(fileURLToPath(import.meta.url));
export const REPO_ROOT = resolve(here, '../../../..');
export const API_ROOT = resolve(here, '../..');

export function readApiVersion(): string {
  const pkg = JSON.parse(readFileSync(resolve(API_ROOT, 'package.json'), 'utf8')) as { version?: string };
  return pkg.version ?? '0.0.0';
}
