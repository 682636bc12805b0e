import { Migration } from '@mikro-orm/migrations';

/**
 * Money (issue 13). Amounts are integer cents (bigint), rates numeric percent.
 * - vendor_financial_settings: each save a new row, the newest in force (history kept).
 * - order_completions: each completion of an order with the figures entered and a copy of the
 *   rates in force then, so a later settings change never reaches it; the newest is the order's.
 * - order_payments: what was taken and who took it.
 * - order_financials: the calculation of one completion, written once.
 */
export class Migration20261126013907_money extends Migration {

  override name = 'Migration20261126013907_money';

  override up(): void | Promise<void> {
    this.addSql(`create table "order_completions" ("id" uuid not null, "order_id" uuid not null, "labor" bigint not null, "parts_price" bigint not null, "parts_cost" bigint not null, "parts_paid_by" text not null, "tip" bigint not null, "resolution" text not null, "taxable" boolean not null, "tax_rate_pct" numeric(6,3) not null, "tax_labor" boolean not null, "card_fee_pct" numeric(6,3) not null, "card_fee_fixed" bigint not null, "commission_pct" numeric(6,3) not null, "technician_id" uuid null, "completed_by" uuid null, "completed_at" timestamptz not null default clock_timestamp(), primary key ("id"));`);
    this.addSql(`create index "order_completions_order_id_completed_at_index" on "order_completions" ("order_id", "completed_at");`);

    this.addSql(`create table "order_payments" ("id" uuid not null, "order_id" uuid not null, "completion_id" uuid null, "method" text not null, "amount" bigint not null, "collected_by" text not null, "recorded_by" uuid null, "recorded_at" timestamptz not null default clock_timestamp(), primary key ("id"));`);
    this.addSql(`create index "order_payments_order_id_index" on "order_payments" ("order_id");`);
    this.addSql(`create index "order_payments_completion_id_index" on "order_payments" ("completion_id");`);

    this.addSql(`create table "order_financials" ("completion_id" uuid not null, "order_id" uuid not null, "tax" bigint not null, "total" bigint not null, "card_fees" bigint not null, "base" bigint not null, "technician_share" bigint not null, "vendor_share" bigint not null, "technician_due" bigint not null, "collected_by_technician" bigint not null, "collected_by_vendor" bigint not null, "balance" bigint not null, "calculated_at" timestamptz not null default clock_timestamp(), primary key ("completion_id"));`);
    this.addSql(`create index "order_financials_order_id_index" on "order_financials" ("order_id");`);

    this.addSql(`create table "vendor_financial_settings" ("id" uuid not null, "vendor_id" uuid not null, "default_commission_pct" numeric(6,3) not null, "tax_rate_pct" numeric(6,3) not null, "tax_labor" boolean not null, "card_fee_pct" numeric(6,3) not null, "card_fee_fixed" bigint not null, "settlement_week_start" smallint not null, "created_by" uuid null, "created_at" timestamptz not null default clock_timestamp(), primary key ("id"));`);
    this.addSql(`create index "vendor_financial_settings_vendor_id_created_at_index" on "vendor_financial_settings" ("vendor_id", "created_at");`);

    this.addSql(`alter table "order_completions" add constraint "order_completions_order_id_foreign" foreign key ("order_id") references "orders" ("id") on delete cascade;`);
    this.addSql(`alter table "order_completions" add constraint "order_completions_parts_paid_by_check" check (parts_paid_by in ('technician', 'vendor'));`);
    this.addSql(`alter table "order_completions" add constraint "order_completions_amounts_check" check (labor >= 0 and parts_price >= 0 and parts_cost >= 0 and tip >= 0);`);

    this.addSql(`alter table "order_payments" add constraint "order_payments_order_id_foreign" foreign key ("order_id") references "orders" ("id") on delete cascade;`);
    this.addSql(`alter table "order_payments" add constraint "order_payments_completion_id_foreign" foreign key ("completion_id") references "order_completions" ("id") on delete cascade;`);
    this.addSql(`alter table "order_payments" add constraint "order_payments_amount_check" check (amount > 0);`);
    this.addSql(`alter table "order_payments" add constraint "order_payments_collected_by_check" check (collected_by in ('technician', 'vendor'));`);
    this.addSql(`alter table "order_payments" add constraint "order_payments_method_check" check (method in ('cash', 'check', 'card', 'online'));`);

    this.addSql(`alter table "order_financials" add constraint "order_financials_completion_id_foreign" foreign key ("completion_id") references "order_completions" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "order_financials" add constraint "order_financials_order_id_foreign" foreign key ("order_id") references "orders" ("id") on delete cascade;`);

    this.addSql(`alter table "vendor_financial_settings" add constraint "vendor_financial_settings_vendor_id_foreign" foreign key ("vendor_id") references "vendors" ("id") on delete cascade;`);
    this.addSql(`alter table "vendor_financial_settings" add constraint "vendor_financial_settings_week_check" check (settlement_week_start >= 0 and settlement_week_start <= 6);`);
    this.addSql(`alter table "vendor_financial_settings" add constraint "vendor_financial_settings_fee_check" check (card_fee_fixed >= 0);`);
    this.addSql(`alter table "vendor_financial_settings" add constraint "vendor_financial_settings_rates_check" check (default_commission_pct >= 0 and default_commission_pct <= 100 and tax_rate_pct >= 0 and tax_rate_pct <= 100 and card_fee_pct >= 0 and card_fee_pct <= 100);`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "order_payments" drop constraint "order_payments_completion_id_foreign";`);
    this.addSql(`alter table "order_financials" drop constraint "order_financials_completion_id_foreign";`);

    this.addSql(`drop table if exists "order_completions" cascade;`);
    this.addSql(`drop table if exists "order_payments" cascade;`);
    this.addSql(`drop table if exists "order_financials" cascade;`);
    this.addSql(`drop table if exists "vendor_financial_settings" cascade;`);
  }

}
