import type { EntityManager } from '@mikro-orm/core';
import { Seeder } from '@mikro-orm/seeder';
import { PlatformSetting } from './platform-setting.entity.js';
import { PLATFORM_SETTING_DEFAULTS } from './platform-settings.defaults.js';

/** Inserts each default setting that is missing; existing values are left as they are. */
export class PlatformSettingsSeeder extends Seeder {
  async run(em: EntityManager): Promise<void> {
    const rows = Object.entries(PLATFORM_SETTING_DEFAULTS).map(([key, value]) => ({ key, value }));
    await em.upsertMany(PlatformSetting, rows, { onConflictFields: ['key'], onConflictAction: 'ignore' });
  }
}
