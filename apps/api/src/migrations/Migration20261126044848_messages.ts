import { Migration } from '@mikro-orm/migrations';

export class Migration20261126044848_messages extends Migration {

  override name = 'Migration20261126044848_messages';

  override up(): void | Promise<void> {
    this.addSql(`create table "blocked_numbers" ("phone" text not null, "blocked_by" uuid null, "reason" text null, "created_at" timestamptz not null default clock_timestamp(), primary key ("phone"));`);

    this.addSql(`create table "sms_messages" ("id" uuid not null, "vendor_id" uuid null, "customer_id" uuid null, "direction" text not null, "from_number" text not null, "to_number" text not null, "body" text not null, "media_urls" jsonb not null default '[]', "provider_sid" text null, "status" text not null, "error" text null, "author_id" uuid null, "sent_at" timestamptz null, "resolution" text null, "resolved_by" uuid null, "resolved_at" timestamptz null, "resolution_reason" text null, "created_at" timestamptz not null default clock_timestamp(), primary key ("id"));`);
    this.addSql(`create index "sms_messages_vendor_id_index" on "sms_messages" ("vendor_id");`);
    this.addSql(`alter table "sms_messages" add constraint "sms_messages_provider_sid_unique" unique ("provider_sid");`);
    this.addSql(`create index "sms_messages_unmatched_index" on "sms_messages" ("created_at", "id") where "direction" = 'in' and "customer_id" is null;`);
    this.addSql(`create index "sms_messages_customer_id_created_at_id_index" on "sms_messages" ("customer_id", "created_at", "id");`);

    this.addSql(`create table "customer_phones" ("id" uuid not null, "vendor_id" uuid not null, "customer_id" uuid not null, "phone" text not null, "created_at" timestamptz not null default clock_timestamp(), primary key ("id"));`);
    this.addSql(`create index "customer_phones_customer_id_index" on "customer_phones" ("customer_id");`);
    this.addSql(`create index "customer_phones_phone_index" on "customer_phones" ("phone");`);
    this.addSql(`alter table "customer_phones" add constraint "customer_phones_vendor_id_phone_unique" unique ("vendor_id", "phone");`);

    this.addSql(`create table "conversations" ("id" uuid not null, "kind" text not null, "order_id" uuid null, "vendor_id" uuid null, "subject_user_id" uuid null, "last_message_at" timestamptz null, "created_at" timestamptz not null default clock_timestamp(), primary key ("id"));`);
    this.addSql(`create index "conversations_vendor_id_last_message_at_index" on "conversations" ("vendor_id", "last_message_at");`);
    this.addSql(`create unique index "conversations_support_unique" on "conversations" ("subject_user_id") where "kind" = 'support';`);
    this.addSql(`create unique index "conversations_order_unique" on "conversations" ("order_id") where "kind" = 'order';`);

    this.addSql(`create table "conversation_reads" ("conversation_id" uuid not null, "user_id" uuid not null, "last_read_at" timestamptz not null, primary key ("conversation_id", "user_id"));`);

    this.addSql(`create table "chat_messages" ("id" uuid not null, "conversation_id" uuid not null, "author_id" uuid not null, "author_role" text not null, "body" text not null, "created_at" timestamptz not null default clock_timestamp(), primary key ("id"));`);
    this.addSql(`create index "chat_messages_conversation_id_created_at_id_index" on "chat_messages" ("conversation_id", "created_at", "id");`);

    this.addSql(`alter table "customers" add "sms_opted_out_at" timestamptz null;`);
    this.addSql(`create index "customers_phone_index" on "customers" ("phone");`);

    this.addSql(`alter table "sms_messages" add constraint "sms_messages_vendor_id_foreign" foreign key ("vendor_id") references "vendors" ("id") on delete cascade;`);
    this.addSql(`alter table "sms_messages" add constraint "sms_messages_customer_id_foreign" foreign key ("customer_id") references "customers" ("id") on delete set null;`);
    this.addSql(`alter table "sms_messages" add constraint "sms_messages_resolution_check" check (resolution is null or resolution in ('attached', 'customer_created', 'dismissed', 'blocked'));`);
    this.addSql(`alter table "sms_messages" add constraint "sms_messages_status_check" check (status in ('received', 'queued', 'sent', 'delivered', 'failed', 'undelivered', 'recorded'));`);
    this.addSql(`alter table "sms_messages" add constraint "sms_messages_direction_check" check (direction in ('in', 'out'));`);

    this.addSql(`alter table "customer_phones" add constraint "customer_phones_vendor_id_foreign" foreign key ("vendor_id") references "vendors" ("id") on delete cascade;`);
    this.addSql(`alter table "customer_phones" add constraint "customer_phones_customer_id_foreign" foreign key ("customer_id") references "customers" ("id") on delete cascade;`);

    this.addSql(`alter table "conversations" add constraint "conversations_order_id_foreign" foreign key ("order_id") references "orders" ("id") on delete cascade;`);
    this.addSql(`alter table "conversations" add constraint "conversations_vendor_id_foreign" foreign key ("vendor_id") references "vendors" ("id") on delete cascade;`);
    this.addSql(`alter table "conversations" add constraint "conversations_subject_user_id_foreign" foreign key ("subject_user_id") references "users" ("id") on delete cascade;`);
    this.addSql(`alter table "conversations" add constraint "conversations_kind_check" check (kind = 'order' and order_id is not null or kind = 'support' and subject_user_id is not null);`);

    this.addSql(`alter table "conversation_reads" add constraint "conversation_reads_conversation_id_foreign" foreign key ("conversation_id") references "conversations" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "conversation_reads" add constraint "conversation_reads_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "chat_messages" add constraint "chat_messages_conversation_id_foreign" foreign key ("conversation_id") references "conversations" ("id") on delete cascade;`);
    this.addSql(`alter table "chat_messages" add constraint "chat_messages_author_id_foreign" foreign key ("author_id") references "users" ("id") on delete cascade;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "conversation_reads" drop constraint "conversation_reads_conversation_id_foreign";`);
    this.addSql(`alter table "chat_messages" drop constraint "chat_messages_conversation_id_foreign";`);

    this.addSql(`drop table if exists "blocked_numbers" cascade;`);
    this.addSql(`drop table if exists "sms_messages" cascade;`);
    this.addSql(`drop table if exists "customer_phones" cascade;`);
    this.addSql(`drop table if exists "conversations" cascade;`);
    this.addSql(`drop table if exists "conversation_reads" cascade;`);
    this.addSql(`drop table if exists "chat_messages" cascade;`);

    this.addSql(`drop index "customers_phone_index";`);
    this.addSql(`alter table "customers" drop column "sms_opted_out_at";`);
  }

}
