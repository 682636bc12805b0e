import { createECDH } from 'node:crypto';
import { resolve } from 'node:path';
import { z } from 'zod';
import { type AppConfig, readApiVersion, REPO_ROOT } from './app-config.js';

const flag = (name: string) =>
  z
    .enum(['0', '1', 'true', 'false'], { error: `${name} must be 1, 0, true or false` })
    .transform((value) => value === '1' || value === 'true');

const postgresUrl = z.string({ error: 'DATABASE_URL is required (postgres://user:password@host:port/database)' }).refine(
  (value) => {
    try {
      const url = new URL(value);
      return (url.protocol === 'postgres:' || url.protocol === 'postgresql:') && url.pathname.length > 1;
    } catch {
      return false;
    }
  },
  { error: 'DATABASE_URL must be a postgres:// URL with a database name' },
);

/** A VAPID key as web-push and browsers take it: base64url without padding, of a given decoded length. */
const isVapidKey = (value: string, bytes: number) => /^[A-Za-z0-9_-]+$/.test(value) && Buffer.from(value, 'base64url').length === bytes;
const PUBLIC_KEY_BYTES = 65;
const PRIVATE_KEY_BYTES = 32;

const vapidKey = (name: string, bytes: number) =>
  z.string().refine((value) => isVapidKey(value, bytes), {
    error: `${name} must be ${bytes} bytes in base64url (as \`npx web-push generate-vapid-keys\` prints)`,
  });

/** The public key a VAPID private key (P-256 scalar) belongs to, as base64url. */
function publicKeyOf(privateKey: string): string | null {
  try {
    const ecdh = createECDH('prime256v1');
    ecdh.setPrivateKey(Buffer.from(privateKey, 'base64url'));
    return ecdh.getPublicKey().toString('base64url');
  } catch {
    return null;
  }
}

/** Variables whose values must never be echoed in an error message. */
const SECRET_VARIABLES = new Set(['VAPID_PRIVATE_KEY', 'STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET', 'TWILIO_AUTH_TOKEN', 'OIDC_CLIENT_SECRET']);

/** Environment variables by name; each message names its variable so a bad one is found at once. */
const envSchema = z.object({
  NODE_ENV: z
    .enum(['development', 'production', 'test'], { error: 'NODE_ENV must be development, production or test' })
    .default('development'),
  HOST: z.string().min(1, { error: 'HOST must not be empty' }).default('0.0.0.0'),
  PORT: z
    .string()
    .default('3000')
    .refine((value) => /^\d+$/.test(value) && Number(value) >= 1 && Number(value) <= 65535, {
      error: 'PORT must be a number between 1 and 65535',
    })
    .transform(Number),
  DATABASE_URL: postgresUrl,
  MIGRATE_ON_START: flag('MIGRATE_ON_START').default(true),
  SEED_DEMO: flag('SEED_DEMO').default(false),
  LOG_LEVEL: z
    .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
      error: 'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent',
    })
    .default('info'),
  LOG_PRETTY: flag('LOG_PRETTY').default(false),
  API_DOCS: flag('API_DOCS').optional(),
  WEB_DIST: z.string().min(1, { error: 'WEB_DIST must not be empty' }).default(resolve(REPO_ROOT, 'dist')),
  REDIS_URL: z
    .string()
    .refine((value) => /^rediss?:\/\/.+/.test(value), { error: 'REDIS_URL must be a redis:// or rediss:// URL' })
    .optional(),
  VAPID_PUBLIC_KEY: vapidKey('VAPID_PUBLIC_KEY', PUBLIC_KEY_BYTES).optional(),
  VAPID_PRIVATE_KEY: vapidKey('VAPID_PRIVATE_KEY', PRIVATE_KEY_BYTES).optional(),
  // Pay links (Stripe Checkout): both keys or neither; without them payments are recorded by hand.
  STRIPE_SECRET_KEY: z.string().regex(/^(sk|rk)_(test|live)_\w+$/, { error: 'STRIPE_SECRET_KEY must be a Stripe secret key (sk_test_… or sk_live_…)' }).optional(),
  STRIPE_WEBHOOK_SECRET: z.string().regex(/^whsec_\w+$/, { error: 'STRIPE_WEBHOOK_SECRET must be a webhook signing secret (whsec_…)' }).optional(),
  /** Another Stripe API endpoint (http(s)://host:port): a local Stripe-compatible server in tests. */
  STRIPE_API_URL: z.url({ error: 'STRIPE_API_URL must be a URL' }).optional(),
  // Texts (issue 15): the three together send through Twilio; the token alone checks its webhooks'
  // signatures. Without them replies are recorded (GET /api/admin/sms-outbox) and webhooks unsigned.
  TWILIO_ACCOUNT_SID: z.string().regex(/^AC[0-9a-fA-F]{32}$/, { error: 'TWILIO_ACCOUNT_SID must be an account SID (AC and 32 hex digits)' }).optional(),
  TWILIO_AUTH_TOKEN: z.string().min(16, { error: 'TWILIO_AUTH_TOKEN must be the account\'s auth token' }).optional(),
  TWILIO_FROM: z.string().regex(/^\+[1-9]\d{6,14}$/, { error: 'TWILIO_FROM must be a phone number in E.164 (+15125550100)' }).optional(),
  /** Another Twilio API endpoint (http(s)://host:port): a local Twilio-like server in tests. */
  TWILIO_API_BASE: z.url({ error: 'TWILIO_API_BASE must be a URL' }).default('https://api.twilio.com'),
  // Sign-in through an OpenID Connect provider (issue 16): all three, or none.
  OIDC_ISSUER: z.url({ error: 'OIDC_ISSUER must be the issuer URL (https://accounts.google.com)' }).optional(),
  OIDC_CLIENT_ID: z.string().min(1).optional(),
  OIDC_CLIENT_SECRET: z.string().min(1).optional(),
  OIDC_NAME: z.string().trim().min(1).max(40, { error: 'OIDC_NAME must be at most 40 characters' }).optional(),
  VAPID_SUBJECT: z
    .string()
    .refine((value) => /^mailto:[^@\s]+@[^@\s]+$/.test(value) || /^https:\/\/[^\s/]+/.test(value), {
      error: 'VAPID_SUBJECT must be a mailto: address or an https:// URL',
    })
    .optional(),
}).superRefine((vars, ctx) => {
  if ((vars.OIDC_ISSUER || vars.OIDC_CLIENT_ID || vars.OIDC_CLIENT_SECRET) && !(vars.OIDC_ISSUER && vars.OIDC_CLIENT_ID && vars.OIDC_CLIENT_SECRET)) {
    const unset = ['OIDC_ISSUER', 'OIDC_CLIENT_ID', 'OIDC_CLIENT_SECRET'].filter((name) => !vars[name as 'OIDC_ISSUER']);
    ctx.addIssue({ code: 'custom', path: [unset[0]], message: `OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET go together: ${unset.join(', ')} not set` });
  }
  const { VAPID_PUBLIC_KEY: publicKey, VAPID_PRIVATE_KEY: privateKey } = vars;
  if (!publicKey !== !privateKey) {
    const [set, unset] = publicKey ? ['VAPID_PUBLIC_KEY', 'VAPID_PRIVATE_KEY'] : ['VAPID_PRIVATE_KEY', 'VAPID_PUBLIC_KEY'];
    ctx.addIssue({ code: 'custom', path: [unset], message: `VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY go together: ${set} is set, ${unset} is not` });
  } else if (
    publicKey &&
    privateKey &&
    isVapidKey(publicKey, PUBLIC_KEY_BYTES) &&
    isVapidKey(privateKey, PRIVATE_KEY_BYTES) &&
    publicKeyOf(privateKey) !== publicKey
  ) {
    ctx.addIssue({ code: 'custom', path: ['VAPID_PUBLIC_KEY'], message: 'VAPID_PUBLIC_KEY is not the public key of VAPID_PRIVATE_KEY' });
  }
  // A pay link whose payment no webhook could ever record would take money silently: both or neither.
  if (!vars.STRIPE_SECRET_KEY !== !vars.STRIPE_WEBHOOK_SECRET) {
    const unset = vars.STRIPE_SECRET_KEY ? 'STRIPE_WEBHOOK_SECRET' : 'STRIPE_SECRET_KEY';
    ctx.addIssue({ code: 'custom', path: [unset], message: `STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET go together: ${unset} is not set` });
  }
  // Sending needs all three; a SID or a sender without a token could never send.
  if ((vars.TWILIO_ACCOUNT_SID || vars.TWILIO_FROM) && !(vars.TWILIO_ACCOUNT_SID && vars.TWILIO_AUTH_TOKEN && vars.TWILIO_FROM)) {
    const unset = ['TWILIO_ACCOUNT_SID', 'TWILIO_AUTH_TOKEN', 'TWILIO_FROM'].filter((name) => !vars[name as 'TWILIO_FROM']);
    ctx.addIssue({ code: 'custom', path: [unset[0]], message: `TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM go together to send texts: ${unset.join(', ')} not set` });
  }
});

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/**
 * Validates the environment and returns the API's settings, or throws a ConfigError whose
 * message lists every bad variable: `Invalid configuration: PORT must be … (got "abc")`.
 */
export function loadConfig(env: Record<string, string | undefined>): AppConfig {
  // An empty variable means "not set", as in most shells' `VAR= cmd`.
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''));
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => {
      const name = String(issue.path[0] ?? 'environment');
      const got = SECRET_VARIABLES.has(name) ? undefined : present[name];
      return got === undefined ? issue.message : `${issue.message} (got ${JSON.stringify(got)})`;
    });
    throw new ConfigError(`Invalid configuration: ${lines.join('; ')}`);
  }
  const vars = parsed.data;
  return {
    nodeEnv: vars.NODE_ENV,
    host: vars.HOST,
    port: vars.PORT,
    databaseUrl: vars.DATABASE_URL,
    migrateOnStart: vars.MIGRATE_ON_START,
    seedDemo: vars.SEED_DEMO,
    logLevel: vars.LOG_LEVEL,
    logPretty: vars.LOG_PRETTY,
    webDist: resolve(vars.WEB_DIST),
    redisUrl: vars.REDIS_URL ?? null,
    vapid: vars.VAPID_PUBLIC_KEY && vars.VAPID_PRIVATE_KEY ? { publicKey: vars.VAPID_PUBLIC_KEY, privateKey: vars.VAPID_PRIVATE_KEY } : null,
    vapidSubject: vars.VAPID_SUBJECT ?? null,
    stripe: vars.STRIPE_SECRET_KEY && vars.STRIPE_WEBHOOK_SECRET ? { secretKey: vars.STRIPE_SECRET_KEY, webhookSecret: vars.STRIPE_WEBHOOK_SECRET, apiUrl: vars.STRIPE_API_URL ?? null } : null,
    twilio: {
      accountSid: vars.TWILIO_ACCOUNT_SID ?? null,
      authToken: vars.TWILIO_AUTH_TOKEN ?? null,
      from: vars.TWILIO_FROM ?? null,
      apiBase: vars.TWILIO_API_BASE.replace(/\/+$/, ''),
    },
    oidc:
      vars.OIDC_ISSUER && vars.OIDC_CLIENT_ID && vars.OIDC_CLIENT_SECRET
        ? { issuer: vars.OIDC_ISSUER, clientId: vars.OIDC_CLIENT_ID, clientSecret: vars.OIDC_CLIENT_SECRET, name: vars.OIDC_NAME ?? 'SSO' }
        : null,
    // A public map of every route helps an attacker more than an operator: production opts in.
    apiDocs: vars.API_DOCS ?? vars.NODE_ENV !== 'production',
    version: readApiVersion(),
  };
}
