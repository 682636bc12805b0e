import { Migration } from '@mikro-orm/migrations';

export class Migration20261126081500_notification_center extends Migration {

  override name = 'Migration20261126081500_notification_center';

  override up(): void | Promise<void> {
    this.addSql(`create index "notifications_user_id_created_at_id_index" on "notifications" ("user_id", "created_at", "id");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index "notifications_user_id_created_at_id_index";`);
  }

}
