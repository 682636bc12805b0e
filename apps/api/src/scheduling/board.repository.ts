import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { type BoardBusyRange, type BoardOffer, type BoardTechnician, type OfferAudience, type Order, PERSONAL_ORDER_SOURCE } from '@fixflow/contracts';
import type { Scope } from '../access/access.repository.js';
import { isoInstant } from '../database/instant.js';
import { pgArray } from '../metrics/metrics.repository.js';
import { ORDER_COLUMNS, ORDER_FROM, type OrderRow, toOrder } from '../orders/order-read-model.js';
import type { WeeklyHoursRow } from './scheduling.repository.js';
import { technicianZone, toWeeklyHours } from './weekly-hours.js';

/** Whose board: one vendor's, or (null, an admin without a filter) every vendor's, with its roster links (alias `vt`). */
export interface BoardScope {
  vendorId: string | null;
  roster: Scope;
}

/** The board's days as yyyy-mm-dd (both included) and the instants they span on the board's clock. */
export interface BoardRange {
  start: string;
  end: string;
  from: Date;
  to: Date;
  zone: string;
}

interface TechnicianRow {
  id: string;
  full_name: string | null;
  city: string | null;
  state: string | null;
  own_zone: string | null;
  vendor_zone: string | null;
  vendor_ids: string[];
  hours: WeeklyHoursRow[] | null;
}

interface BusyRow {
  technician_id: string;
  kind: 'order' | 'time_off';
  order_source: string | null;
  reason: string | null;
  date: string;
  start: Date | string;
  end: Date | string;
}

interface OfferRow {
  id: string;
  order_id: string;
  audience: OfferAudience;
  created_at: Date | string;
}

/** The states an order holds its slot in (orders_vendor_id_open_status_index's list): the tray's and the cards'. */
const LIVE = `('pending', 'accepted', 'en_route', 'in_progress', 'on_hold', 'completed')`;

/** One statement: `?` placeholders, arrays as one text parameter (pgArray). */
export interface Statement {
  sql: string;
  params: unknown[];
}

/** The condition on an order's vendor (alias `o`): the board's vendor, or any vendor (never a personal booking). */
const vendorOf = (scope: BoardScope): Scope => (scope.vendorId ? { sql: 'o.vendor_id = ?', params: [scope.vendorId] } : { sql: 'o.vendor_id is not null', params: [] });

/**
 * The dispatch board's statements: five for the whole board whatever its size (its rows, their
 * cards, the tray, the busy time that is not a card, the open offers), never one per technician.
 * Exported for tools/bench/board.bench.mjs, which runs these very statements bare beside the API.
 */
export const BOARD_SQL = {
  /** Active technicians on the scope's rosters, with their weekly hours and the zones they may be read in. */
  technicians: (scope: BoardScope): Statement => ({
    sql: `select t.id, t.full_name, t.city, t.state, t.timezone as own_zone,
                 array_agg(v.id::text order by v.created_at, v.id) as vendor_ids,
                 (array_agg(v.timezone order by v.created_at, v.id))[1] as vendor_zone,
                 (select json_agg(json_build_object('weekday', h.weekday, 'start_minute', h.start_minute, 'end_minute', h.end_minute) order by h.weekday)
                    from technician_weekly_hours h where h.technician_id = t.id) as hours
            from vendor_technicians vt
            join vendors v on v.id = vt.vendor_id
            join technicians t on t.id = vt.technician_id
           where (${scope.roster.sql}) and t.status = 'active'
           group by t.id
           order by t.full_name nulls last, t.id`,
    params: scope.roster.params,
  }),

  /** The scope's live orders assigned to these technicians, dated in the range (served by (technician_id, service_date)). */
  cards: (scope: BoardScope, technicianIds: readonly string[], range: BoardRange): Statement => {
    const vendor = vendorOf(scope);
    return {
      sql: `select ${ORDER_COLUMNS} from ${ORDER_FROM}
             where o.technician_id = any(?::uuid[]) and o.service_date between ?::date and ?::date and o.status <> 'cancelled' and (${vendor.sql})
             order by o.time_range, o.id`,
      params: [pgArray(technicianIds), range.start, range.end, ...vendor.params],
    };
  },

  /** The tray: the scope's live orders with no technician, and those on hold, oldest date first. */
  tray: (scope: BoardScope, limit: number): Statement => {
    const vendor = vendorOf(scope);
    return {
      sql: `select ${ORDER_COLUMNS} from ${ORDER_FROM}
             where (${vendor.sql}) and o.status in ${LIVE} and (o.technician_id is null or o.status = 'on_hold')
             order by o.service_date, lower(o.time_range), o.created_at, o.id
             limit ?`,
      params: [...vendor.params, limit],
    };
  },

  /**
   * What else holds these technicians' time in the range, from technician_busy_ranges (every
   * order's and time off's range): personal bookings, time off, and orders of vendors outside the scope.
   */
  busy: (scope: BoardScope, technicianIds: readonly string[], range: BoardRange): Statement => {
    const outside = scope.vendorId ? { sql: 'o.vendor_id <> ?', params: [scope.vendorId] } : { sql: 'false', params: [] };
    return {
      sql: `select b.technician_id::text as technician_id, b.kind, o.order_source, f.reason,
                   to_char(lower(b.time_range) at time zone ?, 'YYYY-MM-DD') as date, lower(b.time_range) as start, upper(b.time_range) as "end"
              from technician_busy_ranges b
              left join orders o on o.id = b.order_id
              left join technician_time_off f on f.id = b.time_off_id
             where b.technician_id = any(?::uuid[]) and b.time_range && tstzrange(?::timestamptz, ?::timestamptz)
               and (b.kind = 'time_off' or o.order_source = ? or ${outside.sql})
             order by b.technician_id, lower(b.time_range)`,
      params: [range.zone, pgArray(technicianIds), range.from.toISOString(), range.to.toISOString(), PERSONAL_ORDER_SOURCE, ...outside.params],
    };
  },

  /** The open offers of the scope's orders. */
  offers: (scope: BoardScope): Statement => {
    const vendor = scope.vendorId ? { sql: 'f.vendor_id = ?', params: [scope.vendorId] } : { sql: 'true', params: [] };
    return {
      sql: `select f.id::text as id, f.order_id::text as order_id, f.audience, f.created_at from order_offers f
             where f.status = 'open' and (${vendor.sql}) order by f.created_at, f.id`,
      params: vendor.params,
    };
  },
};

/**
 * The dispatch board's reads (BOARD_SQL). The rows come from the roster links the access policy
 * names; the cards and the tray from the vendor's orders; the busy time from
 * technician_busy_ranges, so a vendor sees another vendor's job on a shared technician as time,
 * never as an order. Measured by tools/bench/board.bench.mjs.
 */
@Injectable()
export class BoardRepository {
  constructor(private readonly em: EntityManager) {}

  /** Straight through the driver: reads in no transaction, with no request fork. */
  private rows<T>({ sql, params }: Statement): Promise<T[]> {
    return this.em.getDriver().execute<T[]>(sql, params);
  }

  async technicians(scope: BoardScope): Promise<BoardTechnician[]> {
    const rows = await this.rows<TechnicianRow>(BOARD_SQL.technicians(scope));
    return rows.map((row) => ({
      id: row.id,
      full_name: row.full_name,
      city: row.city,
      state: row.state,
      timezone: technicianZone(row.own_zone, row.vendor_zone),
      weekly_hours: toWeeklyHours(row.hours ?? []),
      vendor_ids: row.vendor_ids,
    }));
  }

  async cards(scope: BoardScope, technicianIds: string[], range: BoardRange): Promise<Order[]> {
    if (!technicianIds.length) return [];
    return (await this.rows<OrderRow>(BOARD_SQL.cards(scope, technicianIds, range))).map(toOrder);
  }

  async tray(scope: BoardScope, limit: number): Promise<Order[]> {
    return (await this.rows<OrderRow>(BOARD_SQL.tray(scope, limit))).map(toOrder);
  }

  /** Busy time that is not a card: another vendor's order is only `other` time, no id, no detail. */
  async busy(scope: BoardScope, technicianIds: string[], range: BoardRange): Promise<BoardBusyRange[]> {
    if (!technicianIds.length) return [];
    const rows = await this.rows<BusyRow>(BOARD_SQL.busy(scope, technicianIds, range));
    return rows.map((row) => ({
      technician_id: row.technician_id,
      kind: row.kind === 'time_off' ? 'time_off' : row.order_source === PERSONAL_ORDER_SOURCE ? 'personal' : 'other',
      date: row.date,
      start: isoInstant(row.start),
      end: isoInstant(row.end),
      reason: row.kind === 'time_off' ? row.reason : null,
    }));
  }

  async offers(scope: BoardScope): Promise<BoardOffer[]> {
    const rows = await this.rows<OfferRow>(BOARD_SQL.offers(scope));
    return rows.map((row) => ({ id: row.id, order_id: row.order_id, audience: row.audience, created_at: isoInstant(row.created_at) }));
  }
}
