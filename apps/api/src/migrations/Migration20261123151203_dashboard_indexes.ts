import { Migration } from '@mikro-orm/migrations';

export class Migration20261123151203_dashboard_indexes extends Migration {

  override name = 'Migration20261123151203_dashboard_indexes';

  override up(): void | Promise<void> {
    this.addSql(`create index "orders_vendor_id_open_status_index" on "orders" ("vendor_id", "status") where "status" in ('pending', 'accepted', 'en_route', 'in_progress', 'on_hold', 'completed');`);
    this.addSql(`create index "orders_service_date_vendor_id_index" on "orders" ("service_date", "vendor_id");`);

    this.addSql(`create index "order_history_completed_at_index" on "order_history" ("at") where "to_status" = 'completed';`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index "order_history_completed_at_index";`);

    this.addSql(`drop index "orders_vendor_id_open_status_index";`);
    this.addSql(`drop index "orders_service_date_vendor_id_index";`);
  }

}
