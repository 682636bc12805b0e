import type { MikroORM } from '@mikro-orm/core';
import pg from 'pg';
import { DatabaseSeeder } from './seeders/database.seeder.js';
import { DemoSeeder } from './seeders/demo.seeder.js';

/**
 * Key of the session-level advisory lock every API process takes before migrating. Without
 * it, processes starting together on a fresh database collide creating the same tables
 * (`duplicate key … pg_type_typname_nsp_index`).
 */
export const MIGRATION_LOCK_KEY = 7_220_114_611;

export interface MigrateResult {
  applied: string[];
}

/**
 * Applies pending migrations, then the seeders, while holding the advisory lock on a
 * connection of its own: a second process waits, then finds nothing left to apply.
 */
export async function migrateAndSeed(
  orm: MikroORM,
  databaseUrl: string,
  options: { seedDemo: boolean },
): Promise<MigrateResult> {
  const lock = new pg.Client({ connectionString: databaseUrl, application_name: 'fixflow-migrate' });
  await lock.connect();
  try {
    await lock.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    try {
      const applied = await orm.migrator.up();
      await orm.seeder.seed(DatabaseSeeder);
      if (options.seedDemo) await orm.seeder.seed(DemoSeeder);
      return { applied: applied.map((migration) => migration.name) };
    } finally {
      await lock.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    }
  } finally {
    await lock.end();
  }
}
