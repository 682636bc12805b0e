import { Migration } from '@mikro-orm/migrations';

export class Migration20261122032525_accounts extends Migration {

  override name = 'Migration20261122032525_accounts';

  override up(): void | Promise<void> {
    this.addSql(`create table "mail_outbox" ("id" uuid not null, "recipient" text not null, "subject" text not null, "text" text not null, "html" text null, "kind" text not null, "created_at" timestamptz not null default now(), primary key ("id"));`);
    this.addSql(`create index "mail_outbox_created_at_index" on "mail_outbox" ("created_at");`);

    this.addSql(`create table "rate_limit_counters" ("key" text not null, "window_started_at" timestamptz not null, "hits" int not null, primary key ("key"));`);

    this.addSql(`create table "users" ("id" uuid not null, "email" text null, "phone" text null, "password_hash" text not null, "email_confirmed_at" timestamptz null, "created_at" timestamptz not null default now(), primary key ("id"));`);
    this.addSql(`alter table "users" add constraint "users_email_unique" unique ("email");`);
    this.addSql(`alter table "users" add constraint "users_phone_unique" unique ("phone");`);

    this.addSql(`create table "technicians" ("id" uuid not null, "full_name" text null, "email" text null, "phone" text null, "role" text not null default 'technician', "state" text null, "city" text null, "status" text not null default 'active', "completed_orders" int not null default 0, "rating" numeric(3,2) null, "timezone" text null, "created_at" timestamptz not null default now(), primary key ("id"));`);

    this.addSql(`create table "one_time_tokens" ("id" uuid not null, "user_id" uuid not null, "purpose" text not null, "token_hash" text not null, "created_at" timestamptz not null default now(), "expires_at" timestamptz not null, "used_at" timestamptz null, primary key ("id"));`);
    this.addSql(`create index "one_time_tokens_user_id_index" on "one_time_tokens" ("user_id");`);
    this.addSql(`alter table "one_time_tokens" add constraint "one_time_tokens_token_hash_unique" unique ("token_hash");`);

    this.addSql(`create table "auth_sessions" ("id" uuid not null, "user_id" uuid not null, "created_at" timestamptz not null default now(), "revoked_at" timestamptz null, primary key ("id"));`);
    this.addSql(`create index "auth_sessions_user_id_index" on "auth_sessions" ("user_id");`);

    this.addSql(`create table "refresh_tokens" ("id" uuid not null, "family_id" uuid not null, "parent_id" uuid null, "token_hash" text not null, "created_at" timestamptz not null default now(), "expires_at" timestamptz not null, "used_at" timestamptz null, "revoked_at" timestamptz null, primary key ("id"));`);
    this.addSql(`create index "refresh_tokens_family_id_index" on "refresh_tokens" ("family_id");`);
    this.addSql(`alter table "refresh_tokens" add constraint "refresh_tokens_token_hash_unique" unique ("token_hash");`);

    this.addSql(`create table "admins" ("user_id" uuid not null, "full_name" text null, "email" text null, "phone" text null, "status" text not null default 'active', "timezone" text null, "created_at" timestamptz not null default now(), primary key ("user_id"));`);

    this.addSql(`create table "vendors" ("id" uuid not null, "user_id" uuid not null, "company_name" text not null, "email" text null, "phone" text null, "city" text null, "state" text null, "status" text not null default 'pending', "timezone" text null, "created_at" timestamptz not null default now(), primary key ("id"));`);
    this.addSql(`alter table "vendors" add constraint "vendors_user_id_unique" unique ("user_id");`);

    this.addSql(`create table "vendor_technicians" ("id" uuid not null, "vendor_id" uuid not null, "technician_id" uuid not null, "commission_rate" numeric(5,2) null, "created_at" timestamptz not null default now(), primary key ("id"));`);
    this.addSql(`create index "vendor_technicians_technician_id_index" on "vendor_technicians" ("technician_id");`);
    this.addSql(`alter table "vendor_technicians" add constraint "vendor_technicians_vendor_id_technician_id_unique" unique ("vendor_id", "technician_id");`);

    this.addSql(`alter table "technicians" add constraint "technicians_id_foreign" foreign key ("id") references "users" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "one_time_tokens" add constraint "one_time_tokens_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`);
    this.addSql(`alter table "one_time_tokens" add constraint "one_time_tokens_purpose_check" check ("purpose" in ('signup', 'recovery'));`);

    this.addSql(`alter table "auth_sessions" add constraint "auth_sessions_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`);

    this.addSql(`alter table "refresh_tokens" add constraint "refresh_tokens_family_id_foreign" foreign key ("family_id") references "auth_sessions" ("id") on delete cascade;`);

    this.addSql(`alter table "admins" add constraint "admins_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "vendors" add constraint "vendors_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`);
    this.addSql(`alter table "vendors" add constraint "vendors_status_check" check ("status" in ('pending', 'active', 'suspended'));`);

    this.addSql(`alter table "vendor_technicians" add constraint "vendor_technicians_vendor_id_foreign" foreign key ("vendor_id") references "vendors" ("id") on delete cascade;`);
    this.addSql(`alter table "vendor_technicians" add constraint "vendor_technicians_technician_id_foreign" foreign key ("technician_id") references "technicians" ("id") on delete cascade;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "technicians" drop constraint "technicians_id_foreign";`);
    this.addSql(`alter table "one_time_tokens" drop constraint "one_time_tokens_user_id_foreign";`);
    this.addSql(`alter table "auth_sessions" drop constraint "auth_sessions_user_id_foreign";`);
    this.addSql(`alter table "admins" drop constraint "admins_user_id_foreign";`);
    this.addSql(`alter table "vendors" drop constraint "vendors_user_id_foreign";`);
    this.addSql(`alter table "vendor_technicians" drop constraint "vendor_technicians_technician_id_foreign";`);
    this.addSql(`alter table "refresh_tokens" drop constraint "refresh_tokens_family_id_foreign";`);
    this.addSql(`alter table "vendor_technicians" drop constraint "vendor_technicians_vendor_id_foreign";`);

    this.addSql(`drop table if exists "mail_outbox" cascade;`);
    this.addSql(`drop table if exists "rate_limit_counters" cascade;`);
    this.addSql(`drop table if exists "users" cascade;`);
    this.addSql(`drop table if exists "technicians" cascade;`);
    this.addSql(`drop table if exists "one_time_tokens" cascade;`);
    this.addSql(`drop table if exists "auth_sessions" cascade;`);
    this.addSql(`drop table if exists "refresh_tokens" cascade;`);
    this.addSql(`drop table if exists "admins" cascade;`);
    this.addSql(`drop table if exists "vendors" cascade;`);
    this.addSql(`drop table if exists "vendor_technicians" cascade;`);
  }

}
