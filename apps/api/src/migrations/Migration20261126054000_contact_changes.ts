import { Migration } from '@mikro-orm/migrations';

export class Migration20261126054000_contact_changes extends Migration {

  override name = 'Migration20261126054000_contact_changes';

  override up(): void | Promise<void> {
    this.addSql(`create table "contact_changes" ("id" uuid not null, "user_id" uuid not null, "kind" text not null, "new_value" text not null, "token_hash" text not null, "requested_by" uuid null, "created_at" timestamptz not null default now(), "expires_at" timestamptz not null, "used_at" timestamptz null, primary key ("id"));`);
    this.addSql(`create index "contact_changes_user_id_index" on "contact_changes" ("user_id");`);
    this.addSql(`alter table "contact_changes" add constraint "contact_changes_token_hash_unique" unique ("token_hash");`);

    this.addSql(`alter table "contact_changes" add constraint "contact_changes_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "contact_changes" cascade;`);
  }

}
