import { Migration } from '@mikro-orm/migrations';

export class Migration20261126071728_dispatch extends Migration {

  override name = 'Migration20261126071728_dispatch';

  override up(): void | Promise<void> {
    this.addSql(`create table "order_offers" ("id" uuid not null, "order_id" uuid not null, "vendor_id" uuid not null, "audience" text not null, "status" text not null default 'open', "taken_by" uuid null, "taken_at" timestamptz null, "closed_at" timestamptz null, "created_by" uuid null, "created_at" timestamptz not null default now(), primary key ("id"));`);
    this.addSql(`create index "order_offers_order_id_index" on "order_offers" ("order_id");`);
    this.addSql(`create index "order_offers_vendor_id_status_index" on "order_offers" ("vendor_id", "status");`);
    this.addSql(`create unique index "order_offers_one_open_per_order" on "order_offers" ("order_id") where "status" = 'open';`);

    this.addSql(`alter table "notifications" drop constraint "notifications_type_check";`);
    this.addSql(`alter table "notifications" add constraint "notifications_type_check" check ("type" in ('sms_received', 'order_completed', 'metrics_update', 'order_declined', 'offer_taken'));`);

    this.addSql(`alter table "vendor_financial_settings" add "on_my_way_sms" boolean not null default true, add "customer_language" text not null default 'en';`);
    this.addSql(`alter table "vendor_financial_settings" add constraint "vendor_financial_settings_customer_language_check" check ("customer_language" in ('en', 'ru'));`);

    this.addSql(`alter table "order_offers" add constraint "order_offers_order_id_foreign" foreign key ("order_id") references "orders" ("id") on delete cascade;`);
    this.addSql(`alter table "order_offers" add constraint "order_offers_vendor_id_foreign" foreign key ("vendor_id") references "vendors" ("id") on delete cascade;`);
    this.addSql(`alter table "order_offers" add constraint "order_offers_taken_check" check (((status = 'taken'::text) = (taken_by is not null)));`);
    this.addSql(`alter table "order_offers" add constraint "order_offers_audience_check" check ("audience" in ('roster', 'area'));`);
    this.addSql(`alter table "order_offers" add constraint "order_offers_status_check" check ("status" in ('open', 'taken', 'withdrawn'));`);

    // Issue 17: a technician with no weekly hours used to count as free all week; from now on a
    // weekday left out is a day off, so everyone who never saved a week gets the default one
    // (DEFAULT_WEEKLY_HOURS: every day 08:00–20:00, every named slot fits), as new technicians do.
    this.addSql(`insert into "technician_weekly_hours" ("id", "technician_id", "weekday", "start_minute", "end_minute")
      select gen_random_uuid(), t."id", d, 480, 1200 from "technicians" t cross join generate_series(0, 6) d
       where not exists (select 1 from "technician_weekly_hours" h where h."technician_id" = t."id");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "order_offers" cascade;`);

    this.addSql(`alter table "notifications" drop constraint "notifications_type_check";`);
    this.addSql(`alter table "notifications" add constraint "notifications_type_check" check ("type" in ('sms_received', 'order_completed', 'metrics_update'));`);

    this.addSql(`alter table "vendor_financial_settings" drop constraint "vendor_financial_settings_customer_language_check";`);
    this.addSql(`alter table "vendor_financial_settings" drop column "on_my_way_sms", drop column "customer_language";`);
  }

}
