import { Migration } from '@mikro-orm/migrations';

export class Migration20261122090833_push extends Migration {

  override name = 'Migration20261122090833_push';

  override up(): void | Promise<void> {
    this.addSql(`create table "push_subscriptions" ("id" uuid not null, "user_id" uuid not null, "endpoint" text not null, "p256dh" text not null, "auth" text not null, "language" text not null default 'en', "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), primary key ("id"));`);
    this.addSql(`alter table "push_subscriptions" add constraint "push_subscriptions_endpoint_unique" unique ("endpoint");`);
    this.addSql(`create index "push_subscriptions_user_id_index" on "push_subscriptions" ("user_id");`);

    this.addSql(`create table "push_vapid_keys" ("id" smallint not null default 1, "public_key" text not null, "private_key" text not null, "created_at" timestamptz not null default now(), primary key ("id"));`);

    this.addSql(`alter table "push_subscriptions" add constraint "push_subscriptions_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`);

    this.addSql(`alter table "push_vapid_keys" add constraint "push_vapid_keys_single_row" check ("id" = 1);`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "push_subscriptions" cascade;`);
    this.addSql(`drop table if exists "push_vapid_keys" cascade;`);
  }

}
