import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { PERSONAL_ORDER_SOURCE } from '@fixflow/contracts';
import type { Principal } from '../auth/principal.js';

/** A condition on one table alias, to AND into a query: how lists stay inside the caller's scope. */
export interface Scope {
  sql: string;
  params: unknown[];
}

const NOTHING: Scope = { sql: 'false', params: [] };
const EVERYTHING: Scope = { sql: 'true', params: [] };

/**
 * "On the vendor's roster", defined once: every check that a vendor may see, assign, notify or
 * take off a technician reads this: only an accepted invitation counts, a pending one never.
 */
const ROSTER_SQL = "select technician_id::text as id from vendor_technicians where vendor_id = ? and status = 'accepted'";

/**
 * Every relationship the access policy asks about — who owns an order, who is assigned to it,
 * whose roster a technician is on, whose customer, whose time off or notification — and nothing
 * else. Each check takes a set of ids and answers the subset the caller may reach (immich's
 * access repository), so one query serves one id or many. Ids must already be uuids.
 */
@Injectable()
export class AccessRepository {
  constructor(private readonly em: EntityManager) {}

  /**
   * Which orders a caller may see, as one condition on alias `o`: a vendor its orders, a
   * technician those assigned to it (its personal bookings included), an admin all.
   */
  orderScope(caller: Principal): Scope {
    switch (caller.role) {
      case 'admin':
        return EVERYTHING;
      case 'vendor':
        return caller.vendorId ? { sql: 'o.vendor_id = ?', params: [caller.vendorId] } : NOTHING;
      case 'technician':
        return { sql: 'o.technician_id = ?', params: [caller.userId] };
      default:
        return NOTHING;
    }
  }

  /** Which customers a caller may see, on alias `c`: a vendor its own, an admin every vendor's. */
  customerScope(caller: Principal): Scope {
    if (caller.role === 'admin') return EVERYTHING;
    return caller.role === 'vendor' && caller.vendorId ? { sql: 'c.vendor_id = ?', params: [caller.vendorId] } : NOTHING;
  }

  /** Which weekly statements a caller may see, on alias `s`: a vendor its own, a technician its own, an admin all. */
  settlementScope(caller: Principal): Scope {
    switch (caller.role) {
      case 'admin':
        return EVERYTHING;
      case 'vendor':
        return caller.vendorId ? { sql: 's.vendor_id = ?', params: [caller.vendorId] } : NOTHING;
      case 'technician':
        return { sql: 's.technician_id = ?', params: [caller.userId] };
      default:
        return NOTHING;
    }
  }

  async settlements(caller: Principal, ids: string[]): Promise<Set<string>> {
    const scope = this.settlementScope(caller);
    return this.ids(`select s.id::text as id from settlements s where s.id in (?) and (${scope.sql})`, [ids, ...scope.params], ids);
  }

  async orders(caller: Principal, ids: string[]): Promise<Set<string>> {
    const scope = this.orderScope(caller);
    return this.ids(`select o.id::text as id from orders o where o.id in (?) and (${scope.sql})`, [ids, ...scope.params], ids);
  }

  /** Orders the caller owns: its vendor's, or for a technician its own personal bookings; an admin owns all. */
  async ownedOrders(caller: Principal, ids: string[]): Promise<Set<string>> {
    if (caller.role === 'admin' || caller.role === 'vendor') return this.orders(caller, ids);
    if (caller.role !== 'technician') return new Set();
    return this.ids('select id::text as id from orders where id in (?) and technician_id = ? and order_source = ?', [ids, caller.userId, PERSONAL_ORDER_SOURCE], ids);
  }

  async customers(caller: Principal, ids: string[]): Promise<Set<string>> {
    const scope = this.customerScope(caller);
    return this.ids(`select c.id::text as id from customers c where c.id in (?) and (${scope.sql})`, [ids, ...scope.params], ids);
  }

  /** Customers in the caller's scope not merged into another (issue 18): those it may edit or merge. */
  async liveCustomers(caller: Principal, ids: string[]): Promise<Set<string>> {
    const scope = this.customerScope(caller);
    return this.ids(`select c.id::text as id from customers c where c.id in (?) and c.merged_into is null and (${scope.sql})`, [ids, ...scope.params], ids);
  }

  /**
   * Customers whose appliances a caller may read: its vendor's (an admin every vendor's); for a
   * technician those with an order assigned to it.
   */
  async applianceOwners(caller: Principal, ids: string[]): Promise<Set<string>> {
    if (caller.role !== 'technician') return this.customers(caller, ids);
    return this.ids('select distinct o.customer_id::text as id from orders o where o.customer_id in (?) and o.technician_id = ?', [ids, caller.userId], ids);
  }

  /**
   * Appliances a caller may edit: its vendor's (an admin all); for a technician those of an open
   * order (not closed or cancelled) assigned to it, whose model and serial it fills on site.
   */
  async appliances(caller: Principal, ids: string[]): Promise<Set<string>> {
    switch (caller.role) {
      case 'admin':
        return this.ids('select id::text as id from appliances where id in (?)', [ids], ids);
      case 'vendor':
        return caller.vendorId ? this.ids('select id::text as id from appliances where id in (?) and vendor_id = ?', [ids, caller.vendorId], ids) : new Set();
      case 'technician':
        return this.ids(
          "select distinct o.appliance_id::text as id from orders o where o.appliance_id in (?) and o.technician_id = ? and o.status not in ('closed', 'cancelled')",
          [ids, caller.userId],
          ids,
        );
      default:
        return new Set();
    }
  }

  /** Technicians a caller may look at: an admin any, a vendor those on its roster, a technician itself. */
  async technicians(caller: Principal, ids: string[]): Promise<Set<string>> {
    switch (caller.role) {
      case 'admin':
        return this.ids('select id::text as id from technicians where id in (?)', [ids], ids);
      case 'vendor':
        return caller.vendorId ? this.onRoster(caller.vendorId, ids) : new Set();
      case 'technician':
        return new Set(ids.filter((id) => id === caller.userId));
      default:
        return new Set();
    }
  }

  async onRoster(vendorId: string, ids: string[]): Promise<Set<string>> {
    return this.ids(`${ROSTER_SQL} and technician_id in (?)`, [vendorId, ids], ids);
  }

  /**
   * The roster links of one vendor (or, null, of every vendor) as one condition on alias `vt`
   * (vendor_technicians): accepted invitations only, as ROSTER_SQL. The dispatch board lists its
   * rows by it, for every vendor at once.
   */
  rosterLinks(vendorId: string | null): Scope {
    return vendorId ? { sql: "vt.status = 'accepted' and vt.vendor_id = ?", params: [vendorId] } : { sql: "vt.status = 'accepted'", params: [] };
  }

  /** The whole roster of a vendor, for listing it. */
  async rosterOf(vendorId: string): Promise<string[]> {
    const rows = await this.em.execute<{ id: string }[]>(ROSTER_SQL, [vendorId]);
    return rows.map((row) => row.id);
  }

  /**
   * Conversations a caller is a member of (issue 15), as one condition on alias `cv`: about an
   * order in its order scope (members follow the assignment: never stored), or its own support
   * conversation; an admin every one.
   */
  conversationScope(caller: Principal): Scope {
    if (caller.role === 'admin') return EVERYTHING;
    if (caller.role !== 'vendor' && caller.role !== 'technician') return NOTHING;
    const orders = this.orderScope(caller);
    return {
      sql: `(cv.kind = 'order' and exists (select 1 from orders o where o.id = cv.order_id and (${orders.sql})) or cv.kind = 'support' and cv.subject_user_id = ?)`,
      params: [...orders.params, caller.userId],
    };
  }

  async conversations(caller: Principal, ids: string[]): Promise<Set<string>> {
    const scope = this.conversationScope(caller);
    return this.ids(`select cv.id::text as id from conversations cv where cv.id in (?) and (${scope.sql})`, [ids, ...scope.params], ids);
  }

  /**
   * Offers a technician may take (issue 17): those of the vendors whose roster holds it (accepted).
   * Whether it is in the offer's audience (its city and state for `area`) is the contracts' rule,
   * inOfferAudience, which the offers service asks next.
   */
  async offers(caller: Principal, ids: string[]): Promise<Set<string>> {
    if (caller.role !== 'technician') return new Set();
    return this.ids(
      `select f.id::text as id from order_offers f where f.id in (?)
          and exists (select 1 from vendor_technicians vt where vt.vendor_id = f.vendor_id and vt.technician_id = ? and vt.status = 'accepted')`,
      [ids, caller.userId],
      ids,
    );
  }

  async ownTimeOff(technicianId: string, ids: string[]): Promise<Set<string>> {
    return this.ids('select id::text as id from technician_time_off where id in (?) and technician_id = ?', [ids, technicianId], ids);
  }

  async ownNotifications(userId: string, ids: string[]): Promise<Set<string>> {
    return this.ids('select id::text as id from notifications where id in (?) and user_id = ?', [ids, userId], ids);
  }

  private async ids(sql: string, params: unknown[], asked: string[]): Promise<Set<string>> {
    if (!asked.length) return new Set();
    const rows = await this.em.execute<{ id: string }[]>(sql, params);
    return new Set(rows.map((row) => row.id));
  }
}
