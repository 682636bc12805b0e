import { Migration } from '@mikro-orm/migrations';

export class Migration20261126072601_customer_records_history extends Migration {

  override name = 'Migration20261126072601_customer_records_history';

  override up(): void | Promise<void> {
    this.addSql(`create table "customer_merges" ("id" uuid not null, "vendor_id" uuid not null, "kept_id" uuid not null, "merged_id" uuid not null, "merged" jsonb not null, "moved" jsonb not null, "actor_id" uuid null, "created_at" timestamptz not null default clock_timestamp(), primary key ("id"));`);
    this.addSql(`create index "customer_merges_merged_id_index" on "customer_merges" ("merged_id");`);
    this.addSql(`create index "customer_merges_kept_id_created_at_index" on "customer_merges" ("kept_id", "created_at");`);

    this.addSql(`create table "customer_addresses" ("id" uuid not null, "customer_id" uuid not null, "label" text null, "address" text not null, "city" text null, "state" text null, "zip_code" text null, "created_at" timestamptz not null default clock_timestamp(), primary key ("id"));`);
    this.addSql(`create index "customer_addresses_customer_id_index" on "customer_addresses" ("customer_id");`);

    this.addSql(`alter table "notifications" drop constraint "notifications_type_check";`);
    this.addSql(`alter table "notifications" add constraint "notifications_type_check" check ("type" in ('sms_received', 'order_completed', 'metrics_update', 'order_declined', 'offer_taken', 'order_assigned', 'order_offered', 'order_changed', 'settlement_ready'));`);

    this.addSql(`alter table "customers" add "notes" text null, add "merged_into" uuid null, add "merged_at" timestamptz null;`);
    this.addSql(`alter table "customers" add constraint "customers_merged_into_foreign" foreign key ("merged_into") references "customers" ("id") on delete set null;`);

    this.addSql(`alter table "customer_phones" add "label" text null;`);

    this.addSql(`alter table "order_history" add "kind" text not null default 'status', add "changes" jsonb null;`);
    // Lines written before issue 18 recorded creations (no `from`) and moves only.
    this.addSql(`update "order_history" set "kind" = 'created' where "from_status" is null;`);
    this.addSql(`alter table "order_history" add constraint "order_history_kind_check" check ("kind" in ('created', 'status', 'assigned', 'unassigned', 'declined', 'rescheduled', 'edited', 'offered', 'offer_taken', 'offer_withdrawn', 'hours_override', 'payment', 'rating'));`);

    this.addSql(`alter table "customer_merges" add constraint "customer_merges_vendor_id_foreign" foreign key ("vendor_id") references "vendors" ("id") on delete cascade;`);
    this.addSql(`alter table "customer_merges" add constraint "customer_merges_kept_id_foreign" foreign key ("kept_id") references "customers" ("id") on delete cascade;`);
    this.addSql(`alter table "customer_merges" add constraint "customer_merges_merged_id_foreign" foreign key ("merged_id") references "customers" ("id") on delete cascade;`);

    this.addSql(`alter table "customer_addresses" add constraint "customer_addresses_customer_id_foreign" foreign key ("customer_id") references "customers" ("id") on delete cascade;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "customer_merges" cascade;`);
    this.addSql(`drop table if exists "customer_addresses" cascade;`);

    this.addSql(`alter table "customers" drop constraint "customers_merged_into_foreign";`);

    this.addSql(`alter table "customer_phones" drop column "label";`);

    this.addSql(`alter table "customers" drop column "notes", drop column "merged_into", drop column "merged_at";`);

    this.addSql(`alter table "notifications" drop constraint "notifications_type_check";`);
    this.addSql(`alter table "notifications" add constraint "notifications_type_check" check ("type" in ('sms_received', 'order_completed', 'metrics_update', 'order_declined', 'offer_taken'));`);

    this.addSql(`alter table "order_history" drop constraint "order_history_kind_check";`);
    this.addSql(`alter table "order_history" drop column "kind", drop column "changes";`);
  }

}
