import { Migration } from '@mikro-orm/migrations';

export class Migration20261122031523_platform_settings extends Migration {

  override name = 'Migration20261122031523_platform_settings';

  override up(): void | Promise<void> {
    this.addSql(`create table "platform_settings" ("key" text not null, "value" jsonb not null, "updated_at" timestamptz not null default now(), primary key ("key"));`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "platform_settings" cascade;`);
  }

}
