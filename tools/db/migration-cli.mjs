// Schema tooling over the API's build (nx runs `build` first; tooling lives here, the API imports none of it):
//   npx nx run api:migration-check            exit 1 if the entities differ from the migrations
//   npx nx run api:migration-create [name]    write apps/api/src/migrations/Migration<ts>[_name].ts
// Both work on a fresh scratch database migrated up from zero, so they compare the entities with
// exactly what the migrations build — never with some developer's drifted local schema.
// MIGRATION_ADMIN_DATABASE_URL (or TEST_DATABASE_URL) names a server to create it on; else an
// embedded PostgreSQL is started in a temp folder.
import 'reflect-metadata';
import { relative } from 'node:path';
import { MikroORM } from '@mikro-orm/postgresql';
import { createScratchDatabase } from '@fixflow/dev-db/scratch-database';
import { MIGRATIONS_SRC, createOrmConfig } from '../../apps/api/dist/database/orm.config.js';

async function run(command, name) {
  const scratch = await createScratchDatabase({
    adminUrl: process.env.MIGRATION_ADMIN_DATABASE_URL ?? process.env.TEST_DATABASE_URL,
    prefix: 'fixflow_migration',
  });
  const orm = await MikroORM.init(createOrmConfig(scratch.databaseUrl, { debug: false }));
  try {
    const applied = await orm.migrator.up();
    process.stdout.write(`Applied ${applied.length} migration(s) to a fresh database: ${applied.map((m) => m.name).join(', ')}\n`);
    switch (command) {
      case 'check': {
        const diff = await orm.schema.getUpdateSchemaSQL({ wrap: false });
        if (diff.trim()) {
          process.stderr.write(
            `The entities differ from the migrations. Run \`npx nx run api:migration-create\`. Missing SQL:\n${diff}\n`,
          );
          return 1;
        }
        process.stdout.write('The migrations match the entities.\n');
        return 0;
      }
      case 'create': {
        const result = await orm.migrator.create(MIGRATIONS_SRC, false, false, name);
        if (!result.fileName) {
          process.stdout.write('No changes: the migrations already match the entities.\n');
          return 0;
        }
        process.stdout.write(`Created ${relative(process.cwd(), `${MIGRATIONS_SRC}/${result.fileName}`)}\n`);
        return 0;
      }
    }
  } finally {
    await orm.close();
    await scratch.drop();
  }
}

function parseCommand(value) {
  if (value === 'check' || value === 'create') return value;
  throw new Error(`Usage: migration-cli.mjs check | create [name] (got ${JSON.stringify(value ?? '')})`);
}

run(parseCommand(process.argv[2]), process.argv[3]).then(
  (code) => process.exit(code),
  (error) => {
    process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    process.exit(1);
  },
);
