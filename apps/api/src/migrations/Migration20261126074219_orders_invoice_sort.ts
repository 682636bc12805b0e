import { Migration } from '@mikro-orm/migrations';

export class Migration20261126074219_orders_invoice_sort extends Migration {

  override name = 'Migration20261126074219_orders_invoice_sort';

  override up(): void | Promise<void> {
    this.addSql(`create index "orders_vendor_id_invoice_order_index" on "orders" ("vendor_id", length("invoice_number"), "invoice_number");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index "orders_vendor_id_invoice_order_index";`);
  }

}
