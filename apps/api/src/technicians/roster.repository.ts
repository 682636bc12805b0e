import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { RosterLinkStatus } from '@fixflow/contracts';

/** One vendor_technicians row with what either side's view of it needs. */
export interface RosterLinkRow {
  id: string;
  vendor_id: string;
  vendor_user_id: string;
  company_name: string;
  vendor_city: string | null;
  vendor_state: string | null;
  technician_id: string | null;
  technician_name: string | null;
  status: RosterLinkStatus;
  invited_email: string | null;
  commission_rate: string | null;
  /** timestamptz as PostgreSQL's text (see isoInstant). */
  invited_at: string;
  answered_at: string | null;
}

const LINK_COLUMNS = `vt.id, vt.vendor_id, v.user_id as vendor_user_id, v.company_name, v.city as vendor_city, v.state as vendor_state,
  vt.technician_id, t.full_name as technician_name, vt.status, vt.invited_email, vt.commission_rate, vt.invited_at, vt.answered_at`;
const LINK_FROM = 'vendor_technicians vt join vendors v on v.id = vt.vendor_id left join technicians t on t.id = vt.technician_id';

/**
 * An invitation addressed to technician `?`: to it by id, or to its email before it registered.
 * An email-only invitation from a vendor it already has a link with is left out: it would only
 * duplicate that link.
 */
const ADDRESSED_TO = `(vt.technician_id = me.id or (vt.technician_id is null and vt.invited_email = lower(me.email)
  and not exists (select 1 from vendor_technicians other where other.vendor_id = vt.vendor_id and other.technician_id = me.id)))`;

/**
 * All SQL on vendor_technicians: the roster (accepted links only) and the invitations around it.
 * Raw SQL (apps/api/README.md): the invitation insert is an upsert, and an invitation is addressed
 * by a join on the technician's email that an entity filter cannot say.
 */
@Injectable()
export class RosterRepository {
  constructor(private readonly em: EntityManager) {}

  /** The vendor's roster: accepted technician id → commission override. */
  async acceptedRates(vendorId: string): Promise<Map<string, string | null>> {
    const rows = await this.em.execute<{ technician_id: string; commission_rate: string | null }[]>(
      `select technician_id, commission_rate from vendor_technicians where vendor_id = ? and status = 'accepted'`,
      [vendorId],
    );
    return new Map(rows.map((row) => [row.technician_id, row.commission_rate]));
  }

  /** The vendor's link that an invitation to `email` (the technician `technicianId`, if one has it) would touch. */
  async linkFor(vendorId: string, email: string, technicianId: string | null): Promise<RosterLinkRow | null> {
    const [row] = await this.em.execute<RosterLinkRow[]>(
      `select ${LINK_COLUMNS} from ${LINK_FROM}
        where vt.vendor_id = ? and (vt.invited_email = ? or vt.technician_id = ?)
        order by (vt.technician_id is not null) desc limit 1`,
      [vendorId, email, technicianId],
    );
    return row ?? null;
  }

  /** A new open invitation; null when a concurrent one for the same email or technician won. */
  async insertInvitation(vendorId: string, email: string, technicianId: string | null, rate: string | null): Promise<string | null> {
    const [row] = await this.em.execute<{ id: string }[]>(
      `insert into vendor_technicians (id, vendor_id, technician_id, status, invited_email, commission_rate)
       values (?, ?, ?, 'invited', ?, ?) on conflict do nothing returning id`,
      [crypto.randomUUID(), vendorId, technicianId, email, rate],
    );
    return row?.id ?? null;
  }

  /** Opens an invitation again (after a decline's wait), or addresses an email-only one to the technician who now has that email. */
  async reopen(id: string, email: string, technicianId: string | null, rate: string | null): Promise<void> {
    await this.em.execute(
      `update vendor_technicians set status = 'invited', technician_id = coalesce(?, technician_id), invited_email = ?,
              commission_rate = ?, invited_at = now(), answered_at = null
        where id = ?`,
      [technicianId, email, rate, id],
    );
  }

  /** The override of an accepted link (its access was required first); null: the vendor's default applies. */
  async setCommission(vendorId: string, technicianId: string, commissionPct: string | null): Promise<void> {
    await this.em.execute(`update vendor_technicians set commission_rate = ? where vendor_id = ? and technician_id = ? and status = 'accepted'`, [
      commissionPct,
      vendorId,
      technicianId,
    ]);
  }

  /** The commission for a completion: the link's override, else null (the caller takes the vendor's default). */
  async commissionOf(vendorId: string, technicianId: string, em: EntityManager = this.em): Promise<string | null> {
    const [row] = await em.execute<{ commission_rate: string | null }[]>(
      `select commission_rate from vendor_technicians where vendor_id = ? and technician_id = ? and status = 'accepted'`,
      [vendorId, technicianId],
    );
    return row?.commission_rate ?? null;
  }

  async byId(id: string): Promise<RosterLinkRow | null> {
    const [row] = await this.em.execute<RosterLinkRow[]>(`select ${LINK_COLUMNS} from ${LINK_FROM} where vt.id = ?`, [id]);
    return row ?? null;
  }

  /** The vendor's invitations still open or declined, newest first. */
  async invitationsOfVendor(vendorId: string): Promise<RosterLinkRow[]> {
    return this.em.execute<RosterLinkRow[]>(
      `select ${LINK_COLUMNS} from ${LINK_FROM} where vt.vendor_id = ? and vt.status <> 'accepted' order by vt.invited_at desc, vt.id`,
      [vendorId],
    );
  }

  /** Withdraws one of the vendor's open invitations; null when it has none open by that id. */
  async deleteOpenInvitation(vendorId: string, id: string): Promise<{ technician_id: string | null } | null> {
    const [row] = await this.em.execute<{ technician_id: string | null }[]>(
      `delete from vendor_technicians where id = ? and vendor_id = ? and status = 'invited' returning technician_id`,
      [id, vendorId],
    );
    return row ?? null;
  }

  /** Takes an accepted technician off the vendor's roster; false when it was not on it. */
  async deleteAccepted(vendorId: string, technicianId: string, em: EntityManager = this.em): Promise<{ id: string } | null> {
    const [row] = await em.execute<{ id: string }[]>(
      `delete from vendor_technicians where vendor_id = ? and technician_id = ? and status = 'accepted' returning id`,
      [vendorId, technicianId],
    );
    return row ?? null;
  }

  /** The technician's open invitations, newest first. */
  async openInvitationsOf(technicianId: string): Promise<RosterLinkRow[]> {
    return this.em.execute<RosterLinkRow[]>(
      `select ${LINK_COLUMNS} from ${LINK_FROM} join technicians me on me.id = ?
        where vt.status = 'invited' and ${ADDRESSED_TO} order by vt.invited_at desc, vt.id`,
      [technicianId],
    );
  }

  /** One invitation addressed to the technician, in any state; null for anyone else's. */
  async invitationOf(technicianId: string, id: string): Promise<RosterLinkRow | null> {
    const [row] = await this.em.execute<RosterLinkRow[]>(
      `select ${LINK_COLUMNS} from ${LINK_FROM} join technicians me on me.id = ? where vt.id = ? and ${ADDRESSED_TO}`,
      [technicianId, id],
    );
    return row ?? null;
  }

  /** Records the technician's answer to an open invitation; false when it was answered meanwhile. */
  async answer(id: string, technicianId: string, status: 'accepted' | 'declined'): Promise<boolean> {
    const rows = await this.em.execute<{ id: string }[]>(
      `update vendor_technicians set status = ?, technician_id = ?, answered_at = now() where id = ? and status = 'invited' returning id`,
      [status, technicianId, id],
    );
    return rows.length > 0;
  }
}
