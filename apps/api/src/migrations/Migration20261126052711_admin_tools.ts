import { Migration } from '@mikro-orm/migrations';

export class Migration20261126052711_admin_tools extends Migration {

  override name = 'Migration20261126052711_admin_tools';

  override up(): void | Promise<void> {
    this.addSql(`create table "audit_log" ("id" uuid not null, "actor_id" uuid null, "actor_role" text not null, "action" text not null, "target_type" text not null, "target_id" text null, "before" jsonb null, "after" jsonb null, "at" timestamptz not null default clock_timestamp(), primary key ("id"));`);
    this.addSql(`create index "audit_log_actor_id_at_index" on "audit_log" ("actor_id", "at");`);
    this.addSql(`create index "audit_log_target_type_target_id_at_index" on "audit_log" ("target_type", "target_id", "at");`);
    this.addSql(`create index "audit_log_at_id_index" on "audit_log" ("at", "id");`);

    this.addSql(`create table "user_identities" ("id" uuid not null, "user_id" uuid not null, "issuer" text not null, "subject" text not null, "email" text null, "last_used_at" timestamptz null, "created_at" timestamptz not null default clock_timestamp(), primary key ("id"));`);
    this.addSql(`create index "user_identities_user_id_index" on "user_identities" ("user_id");`);
    this.addSql(`alter table "user_identities" add constraint "user_identities_issuer_subject_unique" unique ("issuer", "subject");`);

    this.addSql(`alter table "users" add "last_sign_in_at" timestamptz null, add "deactivated_at" timestamptz null;`);

    this.addSql(`alter table "user_identities" add constraint "user_identities_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "audit_log" cascade;`);
    this.addSql(`drop table if exists "user_identities" cascade;`);

    this.addSql(`alter table "users" drop column "last_sign_in_at", drop column "deactivated_at";`);
  }

}
