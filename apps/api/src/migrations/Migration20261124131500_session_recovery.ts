import { Migration } from '@mikro-orm/migrations';

export class Migration20261124131500_session_recovery extends Migration {

  override name = 'Migration20261124131500_session_recovery';

  override up(): void | Promise<void> {
    this.addSql(`alter table "auth_sessions" add column "recovered_at" timestamptz null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "auth_sessions" drop column "recovered_at";`);
  }

}
