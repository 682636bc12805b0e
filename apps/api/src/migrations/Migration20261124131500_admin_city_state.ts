import { Migration } from '@mikro-orm/migrations';

/** An admin's profile keeps a city and state like every other profile (PATCH /api/me said "saved" and dropped them). */
export class Migration20261124131500_admin_city_state extends Migration {

  override name = 'Migration20261124131500_admin_city_state';

  override up(): void | Promise<void> {
    this.addSql(`alter table "admins" add column "city" text null, add column "state" text null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "admins" drop column "city", drop column "state";`);
  }

}
