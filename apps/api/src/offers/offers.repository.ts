import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { Offer, OfferAudience, OfferStatus, OrderStatus } from '@fixflow/contracts';
import { isoInstant } from '../database/instant.js';

type Instant = Date | string;

interface OfferRow {
  id: string;
  order_id: string;
  vendor_id: string;
  vendor_name: string;
  vendor_user_id: string;
  audience: OfferAudience;
  status: OfferStatus;
  created_at: Instant;
  taken_at: Instant | null;
  taken_by: string | null;
  taken_by_name: string | null;
  invoice_number: string;
  service_date: string;
  time_slot: string;
  starts_at: Instant;
  ends_at: Instant;
  city: string | null;
  state: string | null;
  zip_code: string | null;
  appliance_type: string | null;
  issue_description: string | null;
  order_status: OrderStatus;
}

/** An offer as the wire spells it, with the vendor's user (whom its events and notification reach). */
export interface StoredOffer {
  offer: Offer;
  vendorUserId: string;
}

/** A technician of a vendor's roster where an offer's audience is reckoned: its place. */
export interface RosterPlace {
  id: string;
  city: string | null;
  state: string | null;
}

/** An open offer as its audience is reckoned: the order's place (and its status, for a history line). */
export interface OpenOffer {
  id: string;
  order_id: string;
  audience: OfferAudience;
  city: string | null;
  state: string | null;
  order_status: OrderStatus;
}

/** The offer (alias `f`) with its vendor, its taker and what the technician needs of the order (no customer contact). */
const OFFER_SELECT = `select f.id, f.order_id, f.vendor_id, v.company_name as vendor_name, v.user_id as vendor_user_id, f.audience, f.status,
    f.created_at, f.taken_at, f.taken_by, tt.full_name as taken_by_name,
    o.invoice_number, to_char(o.service_date, 'YYYY-MM-DD') as service_date, o.time_slot, lower(o.time_range) as starts_at, upper(o.time_range) as ends_at,
    o.city, o.state, o.zip_code, o.appliance_type, o.issue_description, o.status as order_status
  from order_offers f
  join orders o on o.id = f.order_id
  join vendors v on v.id = f.vendor_id
  left join technicians tt on tt.id = f.taken_by`;

/** How long a taken or withdrawn offer stays in the vendor's (and the admins') list. */
const RECENT_DAYS = 7;
const LIST_LIMIT = 200;

const toStored = (row: OfferRow): StoredOffer => ({
  vendorUserId: row.vendor_user_id,
  offer: {
    id: row.id,
    order_id: row.order_id,
    vendor_id: row.vendor_id,
    vendor_name: row.vendor_name,
    audience: row.audience,
    status: row.status,
    created_at: isoInstant(row.created_at),
    taken_at: row.taken_at === null ? null : isoInstant(row.taken_at),
    taken_by: row.taken_by === null ? null : { id: row.taken_by, full_name: row.taken_by_name },
    order: {
      invoice_number: row.invoice_number,
      service_date: row.service_date,
      time_slot: row.time_slot,
      starts_at: isoInstant(row.starts_at),
      ends_at: isoInstant(row.ends_at),
      city: row.city,
      state: row.state,
      zip_code: row.zip_code,
      appliance_type: row.appliance_type,
      issue_description: row.issue_description,
      status: row.order_status,
    },
  },
});

/**
 * Every statement on order_offers (issue 17). At most one open offer per order (the partial
 * unique index). Whatever writes an order and its offer together locks the order row first, then
 * the offer's (publishing, a manual assignment that withdraws it, a take), so they queue rather
 * than deadlock. Taking is a compare-and-set on `status = 'open'` in the caller's transaction (the
 * one that assigns the order): of any number of technicians taking at once, exactly one wins.
 */
@Injectable()
export class OffersRepository {
  constructor(private readonly em: EntityManager) {}

  async byId(id: string, em: EntityManager = this.em): Promise<StoredOffer | null> {
    const [row] = await em.execute<OfferRow[]>(`${OFFER_SELECT} where f.id = ?`, [id]);
    return row ? toStored(row) : null;
  }

  /**
   * Publishes the order to `audience`: a new open offer, or the open one with its audience replaced
   * (`previous` its audience before). Null when the order is no longer unassigned and pending: the
   * order row is locked and read again first, so an assignment committed meanwhile is seen. In the
   * caller's transaction (`em`), which writes the order's history line with it.
   */
  async publish(em: EntityManager, input: { vendorId: string; orderId: string; audience: OfferAudience; by: string }): Promise<{ id: string; previous: OfferAudience | null } | null> {
    const offerable = await em.execute(`select 1 from orders where id = ? and technician_id is null and status = 'pending' for update`, [input.orderId]);
    if (!offerable.length) return null;
    const [open] = await em.execute<{ id: string; audience: OfferAudience }[]>(`select id, audience from order_offers where order_id = ? and status = 'open'`, [
      input.orderId,
    ]);
    if (open) {
      if (open.audience !== input.audience) await em.execute('update order_offers set audience = ? where id = ?', [input.audience, open.id]);
      return { id: open.id, previous: open.audience };
    }
    const id = crypto.randomUUID();
    await em.execute(`insert into order_offers (id, order_id, vendor_id, audience, status, created_by) values (?, ?, ?, ?, 'open', ?)`, [
      id,
      input.orderId,
      input.vendorId,
      input.audience,
      input.by,
    ]);
    return { id, previous: null };
  }

  /** Withdraws the order's open offer, if any (in the caller's transaction when given); its id, or null when none was open. */
  async withdrawOpen(orderId: string, em: EntityManager = this.em): Promise<string | null> {
    const [row] = await em.execute<{ id: string }[]>(
      `update order_offers set status = 'withdrawn', closed_at = now() where order_id = ? and status = 'open' returning id`,
      [orderId],
    );
    return row?.id ?? null;
  }

  /** The order's newest offer and its status (null: never offered). */
  async latestOf(orderId: string): Promise<{ id: string; status: OfferStatus } | null> {
    const [row] = await this.em.execute<{ id: string; status: OfferStatus }[]>(
      'select id, status from order_offers where order_id = ? order by created_at desc, id desc limit 1',
      [orderId],
    );
    return row ?? null;
  }

  /**
   * The compare-and-set that decides who gets the order: true for the one caller whose update found
   * the offer still open; any other waits for that transaction and finds it taken (or withdrawn).
   */
  /**
   * In a take's transaction, before it writes: whether the technician is still active and on the
   * offer's vendor's roster, holding both rows (FOR SHARE) until the take commits. A roster removal
   * (its delete) or a deactivation (its row lock) under way is waited for and then seen, so a take
   * racing one either lands before it (and its withdrawal sees the offer taken) or is refused.
   */
  async stillReaches(em: EntityManager, offerId: string, technicianId: string): Promise<boolean> {
    const rows = await em.execute<{ one: number }[]>(
      `select 1 as one
         from order_offers f
         join vendor_technicians vt on vt.vendor_id = f.vendor_id and vt.technician_id = ? and vt.status = 'accepted'
         join technicians t on t.id = vt.technician_id and t.status = 'active'
        where f.id = ?
          for share of vt, t`,
      [technicianId, offerId],
    );
    return rows.length > 0;
  }

  async take(em: EntityManager, id: string, technicianId: string): Promise<boolean> {
    const taken = await em.execute<{ id: string }[]>(
      `update order_offers set status = 'taken', taken_by = ?, taken_at = now(), closed_at = now() where id = ? and status = 'open' returning id`,
      [technicianId, id],
    );
    return taken.length > 0;
  }

  async statusOf(id: string, em: EntityManager = this.em): Promise<OfferStatus | null> {
    const [row] = await em.execute<{ status: OfferStatus }[]>('select status from order_offers where id = ?', [id]);
    return row?.status ?? null;
  }

  /**
   * The active technicians of the vendor's roster (accepted links) and where they work: an offer's
   * audience is drawn from them. Read in `em` when given (a roster change not yet committed counts).
   */
  roster(vendorId: string, em: EntityManager = this.em): Promise<RosterPlace[]> {
    return em.execute<RosterPlace[]>(
      `select t.id::text as id, t.city, t.state from vendor_technicians vt join technicians t on t.id = vt.technician_id
        where vt.vendor_id = ? and vt.status = 'accepted' and t.status = 'active'`,
      [vendorId],
    );
  }

  /** The vendors whose roster holds the technician (accepted links), read in `em`. */
  async vendorsOf(technicianId: string, em: EntityManager = this.em): Promise<string[]> {
    const rows = await em.execute<{ vendor_id: string }[]>(`select vendor_id::text as vendor_id from vendor_technicians where technician_id = ? and status = 'accepted'`, [technicianId]);
    return rows.map((row) => row.vendor_id);
  }

  /** The vendor's open offers with what their audience is reckoned on (the order's place) and the order's status, in the caller's transaction. */
  openOf(em: EntityManager, vendorId: string): Promise<OpenOffer[]> {
    return em.execute<OpenOffer[]>(
      `select f.id, f.order_id, f.audience, o.city, o.state, o.status as order_status
         from order_offers f join orders o on o.id = f.order_id
        where f.vendor_id = ? and f.status = 'open'`,
      [vendorId],
    );
  }

  /** Where a technician works (its profile's city and state). */
  async placeOf(technicianId: string): Promise<RosterPlace | null> {
    const [row] = await this.em.execute<RosterPlace[]>('select id::text as id, city, state from technicians where id = ?', [technicianId]);
    return row ?? null;
  }

  /**
   * Open offers of every vendor whose roster holds the technician (accepted), soonest first; the
   * audience (city and state for `area`) is the contracts' rule, asked by the caller.
   */
  async openFor(technicianId: string): Promise<Offer[]> {
    const rows = await this.em.execute<OfferRow[]>(
      `${OFFER_SELECT}
        where f.status = 'open'
          and exists (select 1 from vendor_technicians vt where vt.vendor_id = f.vendor_id and vt.technician_id = ? and vt.status = 'accepted')
        order by o.time_range, f.id
        limit ${LIST_LIMIT}`,
      [technicianId],
    );
    return rows.map((row) => toStored(row).offer);
  }

  /** A vendor's offers (null: every vendor's), open ones and those taken or withdrawn in the last week, newest first. */
  async ofVendor(vendorId: string | null): Promise<Offer[]> {
    const rows = await this.em.execute<OfferRow[]>(
      `${OFFER_SELECT}
        where (?::uuid is null or f.vendor_id = ?::uuid)
          and (f.status = 'open' or f.closed_at > now() - interval '${RECENT_DAYS} days')
        order by f.created_at desc, f.id desc
        limit ${LIST_LIMIT}`,
      [vendorId, vendorId],
    );
    return rows.map((row) => toStored(row).offer);
  }
}
