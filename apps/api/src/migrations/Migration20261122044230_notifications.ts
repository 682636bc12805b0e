import { Migration } from '@mikro-orm/migrations';

export class Migration20261122044230_notifications extends Migration {

  override name = 'Migration20261122044230_notifications';

  override up(): void | Promise<void> {
    this.addSql(`create table "notifications" ("id" uuid not null, "user_id" uuid not null, "type" text not null, "is_read" boolean not null default false, "created_at" timestamptz not null default now(), "data" jsonb not null default '{}', primary key ("id"));`);
    this.addSql(`create index "notifications_user_id_type_is_read_index" on "notifications" ("user_id", "type", "is_read");`);

    this.addSql(`alter table "notifications" add constraint "notifications_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`);
    this.addSql(`alter table "notifications" add constraint "notifications_type_check" check ("type" in ('sms_received', 'order_completed', 'metrics_update'));`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "notifications" cascade;`);
  }

}
