import { readdirSync } from 'node:fs';
import { MikroORM } from '@mikro-orm/postgresql';
import type { NestExpressApplication } from '@nestjs/platform-express';
import pg from 'pg';
import request from 'supertest';
import { migrateAndSeed } from '../src/database/migrate.js';
import { createOrmConfig, MIGRATIONS_SRC } from '../src/database/orm.config.js';
import { PLATFORM_SETTING_DEFAULTS } from '../src/settings/platform-settings.defaults.js';
import { createApp, startApp, testConfig } from './support/test-app.js';
import { createTestServer, type ScratchDatabase, type ScratchServer } from './support/test-database.js';

const migrationNames = readdirSync(MIGRATIONS_SRC)
  .filter((file) => /^Migration\d+.*\.ts$/.test(file))
  .map((file) => file.replace(/\.ts$/, ''))
  .sort();

async function query<T extends pg.QueryResultRow>(databaseUrl: string, sql: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return (await client.query<T>(sql)).rows;
  } finally {
    await client.end();
  }
}

const appliedMigrations = (url: string) =>
  query<{ name: string }>(url, 'select name from mikro_orm_migrations order by name').then((rows) =>
    rows.map((row) => row.name),
  );

describe('given a fresh database', () => {
  let server: ScratchServer;
  let db: ScratchDatabase;

  beforeAll(async () => {
    server = await createTestServer();
  });

  afterAll(async () => {
    await server?.stop();
  });

  beforeEach(async () => {
    db = await server.createDatabase();
  });

  afterEach(async () => {
    await db.drop();
  });

  it('when the app starts, then every migration is applied and the platform defaults are seeded', async () => {
    const app = await startApp(testConfig(db.databaseUrl));
    try {
      expect(migrationNames.length).toBeGreaterThan(0);
      expect(await appliedMigrations(db.databaseUrl)).toEqual(migrationNames);
      const settings = await query<{ key: string; value: unknown }>(db.databaseUrl, 'select key, value from platform_settings');
      expect(Object.fromEntries(settings.map((row) => [row.key, row.value]))).toEqual(PLATFORM_SETTING_DEFAULTS);
    } finally {
      await app.close();
    }
  });

  it('when migrated, then the schema matches the entities exactly (what migration-check guards)', async () => {
    const orm = await MikroORM.init(createOrmConfig(db.databaseUrl));
    try {
      await orm.migrator.up();
      expect(await orm.schema.getUpdateSchemaSQL({ wrap: false })).toBe('');
    } finally {
      await orm.close();
    }
  });

  it('when the seed runs twice, then it adds nothing and keeps an admin’s change', async () => {
    const orm = await MikroORM.init(createOrmConfig(db.databaseUrl));
    try {
      await migrateAndSeed(orm, db.databaseUrl, { seedDemo: false });
      const countAfterFirst = await query<{ n: number }>(db.databaseUrl, 'select count(*)::int as n from platform_settings');
      await query(db.databaseUrl, `update platform_settings set value = '"Acme Field Service"' where key = 'brand_name'`);

      const second = await migrateAndSeed(orm, db.databaseUrl, { seedDemo: false });

      expect(second.applied).toEqual([]);
      const countAfterSecond = await query<{ n: number }>(db.databaseUrl, 'select count(*)::int as n from platform_settings');
      expect(countAfterSecond[0].n).toBe(countAfterFirst[0].n);
      expect(countAfterSecond[0].n).toBe(Object.keys(PLATFORM_SETTING_DEFAULTS).length);
      const brand = await query<{ value: unknown }>(db.databaseUrl, `select value from platform_settings where key = 'brand_name'`);
      expect(brand[0].value).toBe('Acme Field Service');
    } finally {
      await orm.close();
    }
  });

  it('when the demo seed is on, then it marks the install as a demo, once', async () => {
    const orm = await MikroORM.init(createOrmConfig(db.databaseUrl));
    try {
      await migrateAndSeed(orm, db.databaseUrl, { seedDemo: true });
      await migrateAndSeed(orm, db.databaseUrl, { seedDemo: true });
      const demo = await query<{ value: unknown }>(db.databaseUrl, `select value from platform_settings where key = 'demo_mode'`);
      expect(demo).toEqual([{ value: true }]);
    } finally {
      await orm.close();
    }
  });

  it('when two instances start on it at the same moment, then both succeed and each migration runs once', async () => {
    const config = testConfig(db.databaseUrl);
    const [first, second] = await Promise.all([createApp(config), createApp(config)]);
    try {
      // init() is where migrations run: both race for the advisory lock.
      await Promise.all([first.init(), second.init()]);
      expect(await appliedMigrations(db.databaseUrl)).toEqual(migrationNames);
      for (const app of [first, second]) {
        await request(app.getHttpServer()).get('/api/health/ready').expect(200);
      }
    } finally {
      await Promise.all([first.close(), second.close()]);
    }
  });

  it('when migrations are switched off at start, then readiness is 503 and counts the pending ones', async () => {
    let app: NestExpressApplication | undefined;
    try {
      app = await startApp(testConfig(db.databaseUrl, { MIGRATE_ON_START: '0' }));
      const res = await request(app.getHttpServer()).get('/api/health/ready').expect(503);
      expect(res.body).toEqual({ status: 'unavailable', database: 'up', migrations_pending: migrationNames.length, redis: null });
    } finally {
      await app?.close();
    }
  });
});
