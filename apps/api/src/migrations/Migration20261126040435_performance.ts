import { Migration } from '@mikro-orm/migrations';

export class Migration20261126040435_performance extends Migration {

  override name = 'Migration20261126040435_performance';

  override up(): void | Promise<void> {
    this.addSql(`create table "technician_metrics" ("id" uuid not null, "technician_id" uuid not null, "vendor_id" uuid null, "period_start" date not null, "period_end" date not null, "assigned" int not null, "completed" int not null, "cancelled" int not null, "customer_cancelled" int not null, "recalls_automatic" int not null, "recalls_confirmed" int not null, "first_visit" int not null, "arrivals" int not null, "on_time" int not null, "ticket_orders" int not null, "ticket_sum" bigint not null, "revenue" bigint not null, "earnings" bigint not null, "rating_sum" int not null, "rating_count" int not null, "computed_at" timestamptz not null default clock_timestamp(), primary key ("id"));`);
    this.addSql(`create index "technician_metrics_vendor_id_period_start_period_end_index" on "technician_metrics" ("vendor_id", "period_start", "period_end");`);
    this.addSql(`create unique index "technician_metrics_scope_period_unique" on "technician_metrics" ("technician_id", "vendor_id", "period_start", "period_end") nulls not distinct;`);

    this.addSql(`create table "appliances" ("id" uuid not null, "vendor_id" uuid not null, "customer_id" uuid not null, "type" text not null, "brand" text null, "model" text null, "serial" text null, "install_date" date null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), primary key ("id"));`);
    this.addSql(`create index "appliances_vendor_id_index" on "appliances" ("vendor_id");`);
    this.addSql(`create index "appliances_customer_id_created_at_index" on "appliances" ("customer_id", "created_at");`);

    this.addSql(`alter table "orders" add "appliance_id" uuid null, add "recall_of_order_id" uuid null, add "recall_status" text null, add "recall_dismissed_reason" text null, add "recall_dismissed_at" timestamptz null, add "recall_dismissed_by" uuid null, add "rating" smallint null;`);
    this.addSql(`alter table "orders" add constraint "orders_appliance_id_foreign" foreign key ("appliance_id") references "appliances" ("id") on delete set null;`);
    this.addSql(`alter table "orders" add constraint "orders_recall_of_order_id_foreign" foreign key ("recall_of_order_id") references "orders" ("id") on delete set null;`);
    this.addSql(`create index "orders_recall_of_order_id_index" on "orders" ("recall_of_order_id") where "recall_of_order_id" is not null;`);
    this.addSql(`create index "orders_technician_id_service_date_index" on "orders" ("technician_id", "service_date");`);
    this.addSql(`create index "orders_appliance_id_index" on "orders" ("appliance_id");`);
    this.addSql(`alter table "orders" add constraint "orders_recall_status_check" check (recall_status in ('suspected', 'dismissed') and recall_of_order_id is not null or recall_status is null);`);
    this.addSql(`alter table "orders" add constraint "orders_rating_check" check (rating >= 1 and rating <= 5);`);

    this.addSql(`alter table "order_history" add "cancel_side" text null;`);

    this.addSql(`alter table "vendor_financial_settings" add "recall_window_days" smallint not null default 30;`);
    this.addSql(`alter table "vendor_financial_settings" add constraint "vendor_financial_settings_recall_window_check" check (recall_window_days >= 0 and recall_window_days <= 365);`);

    this.addSql(`alter table "technician_metrics" add constraint "technician_metrics_technician_id_foreign" foreign key ("technician_id") references "technicians" ("id") on delete cascade;`);
    this.addSql(`alter table "technician_metrics" add constraint "technician_metrics_vendor_id_foreign" foreign key ("vendor_id") references "vendors" ("id") on delete cascade;`);
    this.addSql(`alter table "technician_metrics" add constraint "technician_metrics_period_check" check (period_start <= period_end);`);

    this.addSql(`alter table "appliances" add constraint "appliances_vendor_id_foreign" foreign key ("vendor_id") references "vendors" ("id") on delete cascade;`);
    this.addSql(`alter table "appliances" add constraint "appliances_customer_id_foreign" foreign key ("customer_id") references "customers" ("id") on delete cascade;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "orders" drop constraint "orders_appliance_id_foreign";`);

    this.addSql(`drop table if exists "technician_metrics" cascade;`);
    this.addSql(`drop table if exists "appliances" cascade;`);

    this.addSql(`alter table "orders" drop constraint "orders_recall_of_order_id_foreign";`);

    this.addSql(`alter table "order_history" drop column "cancel_side";`);

    this.addSql(`drop index "orders_recall_of_order_id_index";`);
    this.addSql(`drop index "orders_technician_id_service_date_index";`);
    this.addSql(`drop index "orders_appliance_id_index";`);
    this.addSql(`alter table "orders" drop constraint "orders_recall_status_check";`);
    this.addSql(`alter table "orders" drop constraint "orders_rating_check";`);
    this.addSql(`alter table "orders" drop column "appliance_id", drop column "recall_of_order_id", drop column "recall_status", drop column "recall_dismissed_reason", drop column "recall_dismissed_at", drop column "recall_dismissed_by", drop column "rating";`);

    this.addSql(`alter table "vendor_financial_settings" drop constraint "vendor_financial_settings_recall_window_check";`);
    this.addSql(`alter table "vendor_financial_settings" drop column "recall_window_days";`);
  }

}
