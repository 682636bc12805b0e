import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 18: a personal booking is numbered from a sequence of its own ('PB-' + this), so time a
 * technician blocks never uses up an invoice number of the platform's INV- sequence. Bookings made
 * before keep the INV- number they were given.
 */
export class Migration20261126083000_personal_booking_numbers extends Migration {

  override name = 'Migration20261126083000_personal_booking_numbers';

  override up(): void | Promise<void> {
    this.addSql(`create sequence if not exists "personal_booking_seq" start 1;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop sequence if exists "personal_booking_seq";`);
  }

}
