import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 18: one LIVE customer per vendor and phone. A merged customer keeps its number as it was,
 * which the customer it was merged into now holds (among its other phones, or as its own after
 * an edit), so the unique index leaves merged rows out.
 */
export class Migration20261126073100_live_customer_phone extends Migration {

  override name = 'Migration20261126073100_live_customer_phone';

  override up(): void | Promise<void> {
    this.addSql(`alter table "customers" drop constraint "customers_vendor_id_phone_unique";`);
    this.addSql(`create unique index "customers_vendor_id_phone_unique" on "customers" ("vendor_id", "phone") where "merged_into" is null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index "customers_vendor_id_phone_unique";`);
    this.addSql(`alter table "customers" add constraint "customers_vendor_id_phone_unique" unique ("vendor_id", "phone");`);
  }

}
