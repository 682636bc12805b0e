import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { z } from 'zod';
import { type AppConfig, REPO_ROOT } from '../config/app-config.js';
import { ConfigError } from '../config/config.schema.js';

/** Settings of accounts and sessions, read from the environment beside the foundation's AppConfig. */
export interface AuthConfig {
  jwtSecret: string;
  accessTokenTtlS: number;
  refreshTokenTtlS: number;
  /** How long a used refresh token is still accepted (the client may have lost the answer). */
  refreshReuseGraceMs: number;
  rateLimit: { windowMs: number; perIp: number; perIdentifier: number };
  /** The site's own origin: mailed links point here and redirect_to may only lead here. */
  siteUrl: string;
  /**
   * Origins whose pages may call the API and open sockets (issue 20): the site's own, plus
   * ALLOWED_ORIGINS (comma-separated) where pages are served from elsewhere. A request whose
   * Origin is its own Host is same-origin and always passes (site-origin.ts).
   */
  allowedOrigins: string[];
  smtpUrl: string | null;
  mailFrom: string;
  signupLinkTtlS: number;
  recoveryLinkTtlS: number;
  /**
   * Express `trust proxy`: which hops' X-Forwarded-For to believe, so the per-IP rate limit sees
   * the client and not the reverse proxy. Default: only a proxy on this machine.
   */
  trustProxy: string | number;
  /** How long a resolved caller may be reused without asking the database (see PrincipalCache). */
  principalCacheMs: number;
}

export const AUTH_CONFIG = Symbol('AUTH_CONFIG');

const positiveInt = (name: string, fallback: number) =>
  z
    .string()
    .default(String(fallback))
    .refine((value) => /^\d+$/.test(value) && Number(value) > 0, { error: `${name} must be a positive whole number` })
    .transform(Number);

const nonNegativeInt = (name: string, fallback: number) =>
  z
    .string()
    .default(String(fallback))
    .refine((value) => /^\d+$/.test(value), { error: `${name} must be a whole number (0 or more)` })
    .transform(Number);

const envSchema = z.object({
  JWT_SECRET: z.string().min(32, { error: 'JWT_SECRET must be at least 32 characters' }).optional(),
  ACCESS_TOKEN_TTL_S: positiveInt('ACCESS_TOKEN_TTL_S', 900),
  REFRESH_TOKEN_TTL_S: positiveInt('REFRESH_TOKEN_TTL_S', 30 * 24 * 3600),
  REFRESH_REUSE_GRACE_MS: positiveInt('REFRESH_REUSE_GRACE_MS', 10_000),
  AUTH_RATE_LIMIT_WINDOW_MS: positiveInt('AUTH_RATE_LIMIT_WINDOW_MS', 60_000),
  AUTH_RATE_LIMIT_PER_IP: positiveInt('AUTH_RATE_LIMIT_PER_IP', 60),
  AUTH_RATE_LIMIT_PER_IDENTIFIER: positiveInt('AUTH_RATE_LIMIT_PER_IDENTIFIER', 10),
  SITE_URL: z.url({ error: 'SITE_URL must be an http(s) URL' }).optional(),
  ALLOWED_ORIGINS: z
    .string()
    .refine((value) => value.split(',').every((origin) => /^https?:\/\/[^/\s]+\/?$/.test(origin.trim())), {
      error: 'ALLOWED_ORIGINS must be comma-separated origins (https://app.example.com,http://localhost:4200)',
    })
    .optional(),
  SMTP_URL: z
    .string()
    .refine((value) => /^smtps?:\/\//.test(value), { error: 'SMTP_URL must be an smtp:// or smtps:// URL' })
    .optional(),
  MAIL_FROM: z.string().min(3).default('Fixflow <no-reply@fixflow.test>'),
  SIGNUP_LINK_TTL_S: positiveInt('SIGNUP_LINK_TTL_S', 24 * 3600),
  RECOVERY_LINK_TTL_S: positiveInt('RECOVERY_LINK_TTL_S', 3600),
  TRUST_PROXY: z.string().min(1).default('loopback'),
  AUTH_PRINCIPAL_CACHE_MS: nonNegativeInt('AUTH_PRINCIPAL_CACHE_MS', 5000),
});

/** Where a development machine keeps its generated secret, beside the embedded database. */
export const DEV_JWT_SECRET_FILE = resolve(REPO_ROOT, '.data/jwt-secret');

/**
 * Production must be given JWT_SECRET (every replica signs with it). Development generates one
 * and keeps it in .data/ so sessions survive a restart; tests use a fresh one per process.
 */
export function resolveJwtSecret(given: string | undefined, app: Pick<AppConfig, 'nodeEnv'>, file = DEV_JWT_SECRET_FILE): string {
  if (given) return given;
  switch (app.nodeEnv) {
    case 'production':
      throw new ConfigError('Invalid configuration: JWT_SECRET is required in production (at least 32 characters)');
    case 'test':
      return randomBytes(32).toString('base64url');
    case 'development': {
      if (existsSync(file)) return readFileSync(file, 'utf8').trim();
      const secret = randomBytes(32).toString('base64url');
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, `${secret}\n`, { mode: 0o600 });
      chmodSync(file, 0o600);
      return secret;
    }
  }
}

export function loadAuthConfig(env: Record<string, string | undefined>, app: Pick<AppConfig, 'nodeEnv' | 'port'>): AuthConfig {
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''));
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    throw new ConfigError(`Invalid configuration: ${parsed.error.issues.map((issue) => issue.message).join('; ')}`);
  }
  const vars = parsed.data;
  const siteUrl = new URL(vars.SITE_URL ?? `http://localhost:${app.port}`).origin;
  return {
    jwtSecret: resolveJwtSecret(vars.JWT_SECRET, app),
    accessTokenTtlS: vars.ACCESS_TOKEN_TTL_S,
    refreshTokenTtlS: vars.REFRESH_TOKEN_TTL_S,
    refreshReuseGraceMs: vars.REFRESH_REUSE_GRACE_MS,
    rateLimit: {
      windowMs: vars.AUTH_RATE_LIMIT_WINDOW_MS,
      perIp: vars.AUTH_RATE_LIMIT_PER_IP,
      perIdentifier: vars.AUTH_RATE_LIMIT_PER_IDENTIFIER,
    },
    siteUrl,
    allowedOrigins: [...new Set([siteUrl, ...(vars.ALLOWED_ORIGINS?.split(',').map((origin) => new URL(origin.trim()).origin) ?? [])])],
    smtpUrl: vars.SMTP_URL ?? null,
    mailFrom: vars.MAIL_FROM,
    signupLinkTtlS: vars.SIGNUP_LINK_TTL_S,
    recoveryLinkTtlS: vars.RECOVERY_LINK_TTL_S,
    trustProxy: /^\d+$/.test(vars.TRUST_PROXY) ? Number(vars.TRUST_PROXY) : vars.TRUST_PROXY,
    principalCacheMs: vars.AUTH_PRINCIPAL_CACHE_MS,
  };
}
