import { MikroORM } from '@mikro-orm/core';
import { Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { migrateAndSeed } from './migrate.js';

/** Runs during app.init(), so a process never listens on a schema older than its code. */
@Injectable()
export class DatabaseStartup implements OnModuleInit {
  private readonly logger = new Logger('Database');

  constructor(
    private readonly orm: MikroORM,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async onModuleInit(): Promise<void> {
    if (!this.config.migrateOnStart) {
      this.logger.log('MIGRATE_ON_START=0: migrations and seed skipped');
      return;
    }
    const started = performance.now();
    const { applied } = await migrateAndSeed(this.orm, this.config.databaseUrl, { seedDemo: this.config.seedDemo });
    const ms = Math.round(performance.now() - started);
    this.logger.log(
      `${applied.length ? `applied ${applied.length} migration(s): ${applied.join(', ')}` : 'schema up to date'}; ` +
        `seeded${this.config.seedDemo ? ' with demo data' : ''} in ${ms} ms`,
    );
  }
}
