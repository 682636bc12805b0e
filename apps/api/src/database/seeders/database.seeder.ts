import type { EntityManager } from '@mikro-orm/core';
import { Seeder } from '@mikro-orm/seeder';
import { PlatformSettingsSeeder } from '../../settings/platform-settings.seeder.js';

/** What every database needs to run the platform, in any environment. Safe to run on every start. */
export class DatabaseSeeder extends Seeder {
  async run(em: EntityManager): Promise<void> {
    await this.call(em, [PlatformSettingsSeeder]);
  }
}
