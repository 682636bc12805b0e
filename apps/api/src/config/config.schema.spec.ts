import { resolve } from 'node:path';
import webPush from 'web-push';
import { REPO_ROOT } from './app-config.js';
import { ConfigError, loadConfig } from './config.schema.js';

const DATABASE_URL = 'postgres://fixflow:secret@db.internal:5432/fixflow';

function errorOf(env: Record<string, string | undefined>): string {
  try {
    loadConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
  throw new Error('expected the configuration to be rejected');
}

describe('loadConfig', () => {
  it('applies the defaults when only DATABASE_URL is set', () => {
    expect(loadConfig({ DATABASE_URL })).toMatchObject({
      nodeEnv: 'development',
      host: '0.0.0.0',
      port: 3000,
      databaseUrl: DATABASE_URL,
      migrateOnStart: true,
      seedDemo: false,
      logLevel: 'info',
      logPretty: false,
      webDist: resolve(REPO_ROOT, 'dist'),
      redisUrl: null,
      vapid: null,
      vapidSubject: null,
    });
  });

  it('takes a Redis URL for the realtime adapter and refuses anything else', () => {
    expect(loadConfig({ DATABASE_URL, REDIS_URL: 'redis://127.0.0.1:6379' }).redisUrl).toBe('redis://127.0.0.1:6379');
    expect(() => loadConfig({ DATABASE_URL, REDIS_URL: 'http://x' })).toThrow('REDIS_URL must be a redis:// or rediss:// URL (got "http://x")');
  });

  it('reads the flags and numbers it is given', () => {
    const config = loadConfig({ DATABASE_URL, PORT: '8080', SEED_DEMO: '1', LOG_PRETTY: 'true', MIGRATE_ON_START: '0' });
    expect(config).toMatchObject({ port: 8080, seedDemo: true, logPretty: true, migrateOnStart: false });
  });

  it.each([
    [{ PORT: 'abc' }, 'Invalid configuration: PORT must be a number between 1 and 65535 (got "abc")'],
    [{ PORT: '70000' }, 'Invalid configuration: PORT must be a number between 1 and 65535 (got "70000")'],
    [{ PORT: '0' }, 'Invalid configuration: PORT must be a number between 1 and 65535 (got "0")'],
    [{ SEED_DEMO: 'yes' }, 'Invalid configuration: SEED_DEMO must be 1, 0, true or false (got "yes")'],
    [{ LOG_LEVEL: 'loud' }, 'Invalid configuration: LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent (got "loud")'],
    [{ DATABASE_URL: 'mysql://x/y' }, 'Invalid configuration: DATABASE_URL must be a postgres:// URL with a database name (got "mysql://x/y")'],
  ])('names the bad variable and its value: %j', (env, message) => {
    expect(errorOf({ DATABASE_URL, ...env })).toBe(message);
  });

  it('says DATABASE_URL is required when it is missing or empty', () => {
    expect(errorOf({ DATABASE_URL: '' })).toBe(
      'Invalid configuration: DATABASE_URL is required (postgres://user:password@host:port/database)',
    );
  });

  it('reports every bad variable at once', () => {
    const message = errorOf({ DATABASE_URL, PORT: 'abc', NODE_ENV: 'staging' });
    expect(message).toContain('PORT must be a number between 1 and 65535 (got "abc")');
    expect(message).toContain('NODE_ENV must be development, production or test (got "staging")');
  });

  describe('Web Push VAPID keys', () => {
    const keys = webPush.generateVAPIDKeys();
    const other = webPush.generateVAPIDKeys();

    it('takes a matching pair and a subject', () => {
      const config = loadConfig({ DATABASE_URL, VAPID_PUBLIC_KEY: keys.publicKey, VAPID_PRIVATE_KEY: keys.privateKey, VAPID_SUBJECT: 'mailto:ops@example.com' });
      expect(config.vapid).toEqual(keys);
      expect(config.vapidSubject).toBe('mailto:ops@example.com');
    });

    it('says which half of the pair is missing', () => {
      expect(errorOf({ DATABASE_URL, VAPID_PUBLIC_KEY: keys.publicKey })).toBe(
        'Invalid configuration: VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY go together: VAPID_PUBLIC_KEY is set, VAPID_PRIVATE_KEY is not',
      );
      expect(errorOf({ DATABASE_URL, VAPID_PRIVATE_KEY: keys.privateKey })).toBe(
        'Invalid configuration: VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY go together: VAPID_PRIVATE_KEY is set, VAPID_PUBLIC_KEY is not',
      );
    });

    it('refuses keys of two different pairs', () => {
      expect(errorOf({ DATABASE_URL, VAPID_PUBLIC_KEY: other.publicKey, VAPID_PRIVATE_KEY: keys.privateKey })).toContain(
        'VAPID_PUBLIC_KEY is not the public key of VAPID_PRIVATE_KEY',
      );
    });

    it('refuses a malformed key without ever echoing the private one', () => {
      const message = errorOf({ DATABASE_URL, VAPID_PUBLIC_KEY: keys.publicKey, VAPID_PRIVATE_KEY: 'not+a/key=' });
      expect(message).toBe('Invalid configuration: VAPID_PRIVATE_KEY must be 32 bytes in base64url (as `npx web-push generate-vapid-keys` prints)');
      expect(errorOf({ DATABASE_URL, VAPID_PUBLIC_KEY: 'short', VAPID_PRIVATE_KEY: keys.privateKey })).toContain(
        'VAPID_PUBLIC_KEY must be 65 bytes in base64url (as `npx web-push generate-vapid-keys` prints) (got "short")',
      );
    });

    it('wants a mailto: or https: subject', () => {
      expect(errorOf({ DATABASE_URL, VAPID_SUBJECT: 'ops@example.com' })).toBe(
        'Invalid configuration: VAPID_SUBJECT must be a mailto: address or an https:// URL (got "ops@example.com")',
      );
      expect(loadConfig({ DATABASE_URL, VAPID_SUBJECT: 'https://fixflow.example' }).vapidSubject).toBe('https://fixflow.example');
    });
  });
});
