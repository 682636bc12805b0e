import { Migration } from '@mikro-orm/migrations';

/**
 * Roster consent: a link becomes an invitation the technician answers. Every link made before
 * this migration was made with no say of the technician's, but it is how vendors work today, so
 * each one is taken as accepted (answered when it was made) instead of being cut off.
 */
export class Migration20261124130000_roster_invitations extends Migration {

  override name = 'Migration20261124130000_roster_invitations';

  override up(): void | Promise<void> {
    this.addSql(`alter table "vendor_technicians" add column "status" text not null default 'accepted', add column "invited_email" text null, add column "invited_at" timestamptz not null default now(), add column "answered_at" timestamptz null;`);
    this.addSql(`update "vendor_technicians" set "invited_at" = "created_at", "answered_at" = "created_at";`);
    this.addSql(`alter table "vendor_technicians" alter column "status" drop default;`);
    this.addSql(`alter table "vendor_technicians" alter column "technician_id" drop not null;`);
    this.addSql(`alter table "vendor_technicians" add constraint "vendor_technicians_status_check" check ("status" in ('invited', 'accepted', 'declined'));`);
    this.addSql(`alter table "vendor_technicians" add constraint "vendor_technicians_invitee_check" check (technician_id is not null or invited_email is not null);`);
    this.addSql(`alter table "vendor_technicians" add constraint "vendor_technicians_answered_check" check (status = 'invited' or (technician_id is not null and answered_at is not null));`);
    this.addSql(`alter table "vendor_technicians" add constraint "vendor_technicians_vendor_id_invited_email_unique" unique ("vendor_id", "invited_email");`);
    this.addSql(`create index "vendor_technicians_invited_email_index" on "vendor_technicians" ("invited_email");`);
  }

  override down(): void | Promise<void> {
    // Open and declined invitations were never roster links: they go, accepted links stay.
    this.addSql(`delete from "vendor_technicians" where "status" <> 'accepted';`);
    this.addSql(`drop index "vendor_technicians_invited_email_index";`);
    this.addSql(`alter table "vendor_technicians" drop constraint "vendor_technicians_vendor_id_invited_email_unique";`);
    this.addSql(`alter table "vendor_technicians" drop constraint "vendor_technicians_answered_check";`);
    this.addSql(`alter table "vendor_technicians" drop constraint "vendor_technicians_invitee_check";`);
    this.addSql(`alter table "vendor_technicians" drop constraint "vendor_technicians_status_check";`);
    this.addSql(`alter table "vendor_technicians" alter column "technician_id" set not null;`);
    this.addSql(`alter table "vendor_technicians" drop column "status", drop column "invited_email", drop column "invited_at", drop column "answered_at";`);
  }

}
