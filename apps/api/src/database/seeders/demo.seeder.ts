import type { EntityManager } from '@mikro-orm/core';
import { Seeder } from '@mikro-orm/seeder';
import { DemoAccountsSeeder } from '../../auth/demo-accounts.seeder.js';
import { PlatformSetting } from '../../settings/platform-setting.entity.js';

/**
 * The demo data of a local or review install (embedded database or SEED_DEMO=1), on top of
 * DatabaseSeeder. Each domain adds its demo rows here (ARCHITECTURE.md lists the demo accounts);
 * every step must be idempotent because it runs on every start.
 */
export class DemoSeeder extends Seeder {
  async run(em: EntityManager): Promise<void> {
    // Lets the web apps tell a demo install apart (for example to show the demo password).
    await em.upsert(PlatformSetting, { key: 'demo_mode', value: true }, { onConflictFields: ['key'], onConflictAction: 'merge' });
    await this.call(em, [DemoAccountsSeeder]);
  }
}
