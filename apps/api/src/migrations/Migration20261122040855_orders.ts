import { Migration } from '@mikro-orm/migrations';

export class Migration20261122040855_orders extends Migration {

  override name = 'Migration20261122040855_orders';

  override up(): void | Promise<void> {
    // btree_gist lets one exclusion constraint mix "same technician" (=) with "ranges overlap" (&&).
    this.addSql(`create extension if not exists btree_gist;`);
    // Invoice numbers are 'INV-' + this platform-wide sequence (PRODUCT.md "Orders").
    this.addSql(`create sequence if not exists "order_invoice_seq" start 1001;`);
    this.addSql(`create table "customers" ("id" uuid not null, "vendor_id" uuid not null, "first_name" text not null, "last_name" text null, "phone" text not null, "email" text null, "address" text null, "city" text null, "state" text null, "zip_code" text null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), primary key ("id"));`);
    this.addSql(`create index "customers_vendor_id_updated_at_id_index" on "customers" ("vendor_id", "updated_at", "id");`);
    this.addSql(`alter table "customers" add constraint "customers_vendor_id_phone_unique" unique ("vendor_id", "phone");`);

    this.addSql(`create table "orders" ("id" uuid not null, "invoice_number" text not null, "vendor_id" uuid null, "customer_id" uuid null, "technician_id" uuid null, "order_source" text not null, "customer_name" text not null, "phone" text not null, "email" text null, "address" text null, "city" text null, "state" text null, "zip_code" text null, "service_date" date not null, "time_slot" text not null, "time_zone" text not null, "time_range" tstzrange not null, "appliance_type" text null, "issue_description" text null, "taxable" boolean not null default false, "tax_rate" numeric(6,3) not null default 0, "invoice_message" text null, "status" text not null, "technician_status" text not null, "vendor_status" text not null, "created_by" uuid null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), primary key ("id"));`);
    this.addSql(`alter table "orders" add constraint "orders_invoice_number_unique" unique ("invoice_number");`);
    this.addSql(`create index "orders_id_reversed_index" on "orders" (reverse("id"::text) text_pattern_ops);`);
    this.addSql(`create index "orders_invoice_number_reversed_index" on "orders" (reverse("invoice_number") text_pattern_ops);`);
    this.addSql(`create index "orders_customer_id_index" on "orders" ("customer_id");`);
    this.addSql(`create index "orders_technician_id_created_at_id_index" on "orders" ("technician_id", "created_at", "id");`);
    this.addSql(`create index "orders_vendor_id_created_at_id_index" on "orders" ("vendor_id", "created_at", "id");`);

    this.addSql(`create table "order_history" ("id" uuid not null, "order_id" uuid not null, "from_status" text null, "to_status" text not null, "actor_id" uuid null, "actor_role" text null, "reason" text null, "at" timestamptz not null default clock_timestamp(), primary key ("id"));`);
    this.addSql(`create index "order_history_order_id_at_index" on "order_history" ("order_id", "at");`);

    this.addSql(`alter table "customers" add constraint "customers_vendor_id_foreign" foreign key ("vendor_id") references "vendors" ("id") on delete cascade;`);

    this.addSql(`alter table "orders" add constraint "orders_vendor_id_foreign" foreign key ("vendor_id") references "vendors" ("id") on delete cascade;`);
    this.addSql(`alter table "orders" add constraint "orders_customer_id_foreign" foreign key ("customer_id") references "customers" ("id") on delete set null;`);
    this.addSql(`alter table "orders" add constraint "orders_technician_id_foreign" foreign key ("technician_id") references "technicians" ("id") on delete set null;`);
    this.addSql(`alter table "orders" add constraint "orders_technician_no_overlap" exclude using gist ("technician_id" with =, "time_range" with &&) where ("technician_id" is not null and "status" <> 'cancelled');`);
    this.addSql(`alter table "orders" add constraint "orders_status_check" check ("status" in ('pending', 'accepted', 'en_route', 'in_progress', 'on_hold', 'completed', 'closed', 'cancelled'));`);

    this.addSql(`alter table "order_history" add constraint "order_history_order_id_foreign" foreign key ("order_id") references "orders" ("id") on delete cascade;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "orders" drop constraint "orders_customer_id_foreign";`);
    this.addSql(`alter table "order_history" drop constraint "order_history_order_id_foreign";`);

    this.addSql(`drop table if exists "customers" cascade;`);
    this.addSql(`drop table if exists "orders" cascade;`);
    this.addSql(`drop table if exists "order_history" cascade;`);
    this.addSql(`drop sequence if exists "order_invoice_seq";`);
  }

}
