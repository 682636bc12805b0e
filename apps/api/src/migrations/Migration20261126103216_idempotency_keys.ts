import { Migration } from '@mikro-orm/migrations';

export class Migration20261126103216_idempotency_keys extends Migration {

  override name = 'Migration20261126103216_idempotency_keys';

  override up(): void | Promise<void> {
    this.addSql(`create table "idempotency_keys" ("user_id" uuid not null, "key" text not null, "fingerprint" text not null, "response_status" smallint null, "response_type" text null, "response_body" text null, "created_at" timestamptz not null default now(), primary key ("user_id", "key"));`);
    this.addSql(`create index "idempotency_keys_created_at_index" on "idempotency_keys" ("created_at");`);

    this.addSql(`alter table "idempotency_keys" add constraint "idempotency_keys_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "idempotency_keys" cascade;`);
  }

}
