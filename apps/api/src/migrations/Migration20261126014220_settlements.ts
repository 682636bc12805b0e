import { Migration } from '@mikro-orm/migrations';

/**
 * Weekly settlements (issue 13): statements per vendor × technician × week, their lines (closed
 * orders' balances, adjustments) and payouts. A finalized statement is never edited: the trigger
 * refuses any change to the lines of a statement that is no longer open, whoever writes.
 */
export class Migration20261126014220_settlements extends Migration {

  override name = 'Migration20261126014220_settlements';

  override up(): void | Promise<void> {
    this.addSql(`create table "settlements" ("id" uuid not null, "vendor_id" uuid not null, "technician_id" uuid not null, "week_start" date not null, "week_end" date not null, "status" text not null default 'open', "created_at" timestamptz not null default clock_timestamp(), "finalized_at" timestamptz null, "finalized_by" uuid null, "paid_at" timestamptz null, primary key ("id"));`);
    this.addSql(`create index "settlements_technician_id_week_start_index" on "settlements" ("technician_id", "week_start");`);
    this.addSql(`alter table "settlements" add constraint "settlements_vendor_id_technician_id_week_start_unique" unique ("vendor_id", "technician_id", "week_start");`);

    this.addSql(`create table "settlement_payouts" ("id" uuid not null, "settlement_id" uuid not null, "amount" bigint not null, "method" text not null, "note" text null, "recorded_by" uuid null, "paid_at" timestamptz not null default clock_timestamp(), primary key ("id"));`);
    this.addSql(`create index "settlement_payouts_settlement_id_index" on "settlement_payouts" ("settlement_id");`);

    this.addSql(`create table "settlement_lines" ("id" uuid not null, "settlement_id" uuid not null, "kind" text not null, "order_id" uuid null, "completion_id" uuid null, "amount" bigint not null, "description" text not null, "created_by" uuid null, "created_at" timestamptz not null default clock_timestamp(), primary key ("id"));`);
    this.addSql(`create index "settlement_lines_settlement_id_index" on "settlement_lines" ("settlement_id");`);
    this.addSql(`create unique index "settlement_lines_order_once_index" on "settlement_lines" ("order_id") where "kind" = 'order';`);
    this.addSql(`alter table "settlement_lines" add constraint "settlement_lines_settlement_id_order_id_unique" unique ("settlement_id", "order_id");`);

    this.addSql(`alter table "settlements" add constraint "settlements_vendor_id_foreign" foreign key ("vendor_id") references "vendors" ("id") on delete cascade;`);
    this.addSql(`alter table "settlements" add constraint "settlements_technician_id_foreign" foreign key ("technician_id") references "technicians" ("id") on delete cascade;`);
    this.addSql(`alter table "settlements" add constraint "settlements_status_check" check (status in ('open', 'finalized', 'paid'));`);

    this.addSql(`alter table "settlement_payouts" add constraint "settlement_payouts_settlement_id_foreign" foreign key ("settlement_id") references "settlements" ("id") on delete cascade;`);
    this.addSql(`alter table "settlement_payouts" add constraint "settlement_payouts_amount_check" check (amount > 0);`);

    this.addSql(`alter table "settlement_lines" add constraint "settlement_lines_settlement_id_foreign" foreign key ("settlement_id") references "settlements" ("id") on delete cascade;`);
    this.addSql(`alter table "settlement_lines" add constraint "settlement_lines_order_id_foreign" foreign key ("order_id") references "orders" ("id") on delete restrict;`);
    this.addSql(`alter table "settlement_lines" add constraint "settlement_lines_order_check" check ((kind = 'order') = (order_id is not null));`);
    this.addSql(`alter table "settlement_lines" add constraint "settlement_lines_kind_check" check (kind in ('order', 'adjustment'));`);
    this.addSql(`create or replace function "settlement_lines_settlement_lines_frozen_fn"() returns trigger as $$ begin if (select status from settlements where id = coalesce(new.settlement_id, old.settlement_id)) <> 'open' then raise exception 'settlement % is no longer open: its lines cannot change', coalesce(new.settlement_id, old.settlement_id) using errcode = 'check_violation'; end if; return coalesce(new, old); end; $$ language plpgsql;`);
    this.addSql(`create trigger "settlement_lines_frozen" BEFORE INSERT OR UPDATE OR DELETE on "settlement_lines" for each ROW execute function "settlement_lines_settlement_lines_frozen_fn"();`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "settlement_payouts" drop constraint "settlement_payouts_settlement_id_foreign";`);
    this.addSql(`alter table "settlement_lines" drop constraint "settlement_lines_settlement_id_foreign";`);

    this.addSql(`drop table if exists "settlements" cascade;`);
    this.addSql(`drop table if exists "settlement_payouts" cascade;`);
    this.addSql(`drop trigger if exists "settlement_lines_frozen" on "settlement_lines";`);
    this.addSql(`drop function if exists "settlement_lines_settlement_lines_frozen_fn"();`);
    this.addSql(`drop table if exists "settlement_lines" cascade;`);
  }

}
