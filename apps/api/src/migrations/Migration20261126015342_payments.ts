import { Migration } from '@mikro-orm/migrations';

export class Migration20261126015342_payments extends Migration {

  override name = 'Migration20261126015342_payments';

  override up(): void | Promise<void> {
    this.addSql(`alter table "order_payments" add "source" text not null default 'completion', add "external_id" text null;`);
    this.addSql(`alter table "order_payments" add constraint "order_payments_external_id_unique" unique ("external_id");`);
    this.addSql(`create index "order_payments_recorded_at_id_index" on "order_payments" ("recorded_at", "id");`);
    this.addSql(`alter table "order_payments" add constraint "order_payments_source_check" check (source in ('completion', 'manual', 'pay_link'));`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "order_payments" drop constraint "order_payments_external_id_unique";`);
    this.addSql(`drop index "order_payments_recorded_at_id_index";`);
    this.addSql(`alter table "order_payments" drop constraint "order_payments_source_check";`);
    this.addSql(`alter table "order_payments" drop column "source", drop column "external_id";`);
  }

}
