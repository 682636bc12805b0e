// Run by global-setup.mjs in a child process (node + @swc-node, as `npm run dev` runs src/):
// migrates the run's template database with the app's own ORM config, then closes every
// connection — PostgreSQL refuses to copy a database someone is still connected to.
import 'reflect-metadata';
import { MikroORM } from '@mikro-orm/postgresql';
import { createOrmConfig } from '../../src/database/orm.config.js';

const databaseUrl = process.argv[2];
if (!databaseUrl) throw new Error('usage: migrate-template.ts <database url>');

const orm = await MikroORM.init(createOrmConfig(databaseUrl, { preferTs: true, debug: false }));
try {
  await orm.migrator.up();
} finally {
  await orm.close(true);
}
