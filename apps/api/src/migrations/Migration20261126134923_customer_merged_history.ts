import { Migration } from '@mikro-orm/migrations';

export class Migration20261126134923_customer_merged_history extends Migration {

  override name = 'Migration20261126134923_customer_merged_history';

  override up(): void | Promise<void> {
    this.addSql(`alter table "order_history" drop constraint "order_history_kind_check";`);
    this.addSql(`alter table "order_history" add constraint "order_history_kind_check" check ("kind" in ('created', 'status', 'assigned', 'unassigned', 'declined', 'rescheduled', 'edited', 'offered', 'offer_taken', 'offer_withdrawn', 'hours_override', 'payment', 'rating', 'customer_merged'));`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "order_history" drop constraint "order_history_kind_check";`);
    this.addSql(`alter table "order_history" add constraint "order_history_kind_check" check ("kind" in ('created', 'status', 'assigned', 'unassigned', 'declined', 'rescheduled', 'edited', 'offered', 'offer_taken', 'offer_withdrawn', 'hours_override', 'payment', 'rating'));`);
  }

}
