import { Migration } from '@mikro-orm/migrations';

export class Migration20261122042739_availability extends Migration {

  override name = 'Migration20261122042739_availability';

  override up(): void | Promise<void> {
    this.addSql(`create table "technician_time_off" ("id" uuid not null, "technician_id" uuid not null, "date" date not null, "time_slot" text not null, "time_range" tstzrange not null, "reason" text null, "created_at" timestamptz not null default now(), primary key ("id"));`);
    this.addSql(`create index "technician_time_off_technician_id_date_index" on "technician_time_off" ("technician_id", "date");`);

    this.addSql(`create table "technician_weekly_hours" ("id" uuid not null, "technician_id" uuid not null, "weekday" smallint not null, "start_minute" smallint not null, "end_minute" smallint not null, primary key ("id"));`);
    this.addSql(`alter table "technician_weekly_hours" add constraint "technician_weekly_hours_technician_id_weekday_unique" unique ("technician_id", "weekday");`);

    this.addSql(`alter table "technician_time_off" add constraint "technician_time_off_technician_id_foreign" foreign key ("technician_id") references "technicians" ("id") on delete cascade;`);

    this.addSql(`alter table "technician_weekly_hours" add constraint "technician_weekly_hours_technician_id_foreign" foreign key ("technician_id") references "technicians" ("id") on delete cascade;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "technician_time_off" cascade;`);
    this.addSql(`drop table if exists "technician_weekly_hours" cascade;`);
  }

}
