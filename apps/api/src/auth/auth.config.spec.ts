import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ConfigError } from '../config/config.schema.js';
import { loadAuthConfig, resolveJwtSecret } from './auth.config.js';

describe('auth config', () => {
  it('production refuses to start without JWT_SECRET', () => {
    expect(() => loadAuthConfig({}, { nodeEnv: 'production', port: 3000 })).toThrow(ConfigError);
    expect(() => loadAuthConfig({}, { nodeEnv: 'production', port: 3000 })).toThrow(/JWT_SECRET is required in production/);
  });

  it('refuses a short secret', () => {
    expect(() => loadAuthConfig({ JWT_SECRET: 'short' }, { nodeEnv: 'production', port: 3000 })).toThrow(/at least 32 characters/);
  });

  it('development generates a secret once and keeps it (owner-only) for the next start', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'fixflow-jwt-')), 'jwt-secret');
    const first = resolveJwtSecret(undefined, { nodeEnv: 'development' }, file);
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(resolveJwtSecret(undefined, { nodeEnv: 'development' }, file)).toBe(first);
    expect(readFileSync(file, 'utf8').trim()).toBe(first);
    expect(statSync(file).mode & 0o777).toBe(0o600);
  });

  it('tests get a fresh random secret; a given one always wins', () => {
    expect(resolveJwtSecret(undefined, { nodeEnv: 'test' })).not.toBe(resolveJwtSecret(undefined, { nodeEnv: 'test' }));
    expect(resolveJwtSecret('x'.repeat(40), { nodeEnv: 'development' })).toBe('x'.repeat(40));
  });

  it('defaults: 15-minute access tokens, 10 s reuse grace, the site at localhost:PORT', () => {
    const config = loadAuthConfig({ JWT_SECRET: 's'.repeat(32) }, { nodeEnv: 'production', port: 4100 });
    expect(config).toMatchObject({
      accessTokenTtlS: 900,
      refreshReuseGraceMs: 10_000,
      siteUrl: 'http://localhost:4100',
      smtpUrl: null,
      rateLimit: { windowMs: 60_000, perIp: 60, perIdentifier: 10 },
    });
  });

  it('the site is the only allowed origin unless ALLOWED_ORIGINS adds some', () => {
    expect(loadAuthConfig({ SITE_URL: 'https://fixflow.example/app' }, { nodeEnv: 'test', port: 3000 }).allowedOrigins).toEqual(['https://fixflow.example']);
    expect(loadAuthConfig({ ALLOWED_ORIGINS: 'http://localhost:4200/, https://cdn.example' }, { nodeEnv: 'test', port: 3000 }).allowedOrigins).toEqual([
      'http://localhost:3000',
      'http://localhost:4200',
      'https://cdn.example',
    ]);
    expect(() => loadAuthConfig({ ALLOWED_ORIGINS: '*' }, { nodeEnv: 'test', port: 3000 })).toThrow(/ALLOWED_ORIGINS/);
  });

  it('names the bad variable', () => {
    expect(() => loadAuthConfig({ AUTH_RATE_LIMIT_PER_IP: 'many' }, { nodeEnv: 'test', port: 3000 })).toThrow(/AUTH_RATE_LIMIT_PER_IP/);
    expect(() => loadAuthConfig({ SMTP_URL: 'http://mail' }, { nodeEnv: 'test', port: 3000 })).toThrow(/SMTP_URL/);
  });
});
