import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { AdminDashboard, AdminOrdersDayCount, OrderStatus, VendorDashboard } from '@fixflow/contracts';
import type { Principal } from '../auth/principal.js';
import { Admin } from '../admins/admin.entity.js';
import { JOBS_SCHEMA } from '../jobs/jobs.service.js';
import { Vendor } from '../vendors/vendor.entity.js';

interface VendorCountsRow {
  today: string;
  has_orders: boolean;
  today_count: string;
  unassigned: string;
  in_progress: string;
  on_hold: string;
  awaiting_approval: string;
  completed_this_week: string;
}

interface AdminCountsRow {
  today: string;
  pending: string;
  active: string;
  suspended: string;
  technicians: string;
  orders_today: string;
  unmatched_sms: string;
}

/**
 * The home pages' counts, each page's in one SQL statement of indexed subqueries (raw SQL: one
 * round trip, and each count reads its own index). "Today" and "this week" are the database
 * clock read in `zone`.
 */
@Injectable()
export class DashboardRepository {
  constructor(private readonly em: EntityManager) {}

  /** The timezone the caller set on its vendor or admin profile, if any. */
  async zoneOf(caller: Principal): Promise<string | null> {
    if (caller.role === 'vendor' && caller.vendorId) return (await this.em.findOne(Vendor, caller.vendorId, { fields: ['timezone'] }))?.timezone ?? null;
    if (caller.role === 'admin') return (await this.em.findOne(Admin, { userId: caller.userId }, { fields: ['timezone'] }))?.timezone ?? null;
    return null;
  }

  /**
   * Each count reads its own index (orders_service_date_vendor_id_index, the open-status partial
   * index, order_history_completed_at_index), so a vendor with years of closed orders waits no
   * longer than a new one; nothing counts every order.
   */
  async vendorCounts(vendorId: string | null, zone: string): Promise<VendorDashboard> {
    const [row] = await this.em.execute<VendorCountsRow[]>(
      `with clock as (
         select (now() at time zone ?)::date as today, date_trunc('week', now() at time zone ?) at time zone ? as week_start
       ),
       open_orders as (
         select o.status, o.technician_id from orders o
          where o.vendor_id = ? and o.status in ('pending', 'accepted', 'en_route', 'in_progress', 'on_hold', 'completed')
       )
       select to_char(c.today, 'YYYY-MM-DD') as today,
         exists (select 1 from orders o where o.vendor_id = ?) as has_orders,
         (select count(*) from orders o where o.service_date = c.today and o.vendor_id = ? and o.status <> 'cancelled') as today_count,
         (select count(*) from open_orders where status = 'pending' and technician_id is null) as unassigned,
         (select count(*) from open_orders where status in ('en_route', 'in_progress')) as in_progress,
         (select count(*) from open_orders where status = 'on_hold') as on_hold,
         (select count(*) from open_orders where status = 'completed') as awaiting_approval,
         (select count(distinct h.order_id) from order_history h join orders o on o.id = h.order_id
           where h.to_status = 'completed' and h.from_status is distinct from h.to_status and h.at >= c.week_start and o.vendor_id = ? and o.status in ('completed', 'closed')) as completed_this_week
       from clock c`,
      [zone, zone, zone, vendorId, vendorId, vendorId, vendorId],
    );
    return {
      today: row.today,
      has_orders: row.has_orders,
      counts: {
        today: Number(row.today_count),
        unassigned: Number(row.unassigned),
        in_progress: Number(row.in_progress),
        on_hold: Number(row.on_hold),
        awaiting_approval: Number(row.awaiting_approval),
        completed_this_week: Number(row.completed_this_week),
      },
    };
  }

  /** How many weeks the admin's completions chart covers, this one included. */
  static readonly WEEKS = 12;
  /** How many days the admin's orders chart covers, today included. */
  static readonly DAYS = 30;

  async adminCounts(zone: string): Promise<Omit<AdminDashboard, 'orders_by_day' | 'weeks' | 'failed_jobs'>> {
    const [row] = await this.em.execute<AdminCountsRow[]>(
      `with clock as (select (now() at time zone ?)::date as today)
       select to_char(c.today, 'YYYY-MM-DD') as today,
         (select count(*) from vendors where status = 'pending') as pending,
         (select count(*) from vendors where status = 'active') as active,
         (select count(*) from vendors where status = 'suspended') as suspended,
         (select count(*) from technicians where status = 'active') as technicians,
         (select count(*) from orders o where o.service_date = c.today and o.status <> 'cancelled') as orders_today,
         (select count(*) from sms_messages m where m.direction = 'in' and m.customer_id is null and m.resolution is null) as unmatched_sms
       from clock c`,
      [zone],
    );
    return {
      today: row.today,
      vendors: { pending: Number(row.pending), active: Number(row.active), suspended: Number(row.suspended) },
      technicians: Number(row.technicians),
      orders_today: Number(row.orders_today),
      unmatched_sms: Number(row.unmatched_sms),
    };
  }

  /**
   * Orders per service date and status over the last DAYS days up to today: a range read of
   * orders_service_date_vendor_id_index (only those days' orders are visited, whatever the history).
   */
  async ordersByDay(zone: string): Promise<{ today: string; rows: AdminOrdersDayCount[] }> {
    const rows = await this.em.execute<{ today: string; date: string | null; status: OrderStatus | null; count: string | null }[]>(
      `with clock as (select (now() at time zone ?)::date as today)
       select to_char(c.today, 'YYYY-MM-DD') as today, to_char(d.service_date, 'YYYY-MM-DD') as date, d.status, d.count
         from clock c
         left join lateral (
           select o.service_date, o.status, count(*) as count from orders o
            where o.service_date between c.today - ${DashboardRepository.DAYS - 1} and c.today
            group by o.service_date, o.status
         ) d on true
        order by d.service_date, d.status`,
      [zone],
    );
    return {
      today: rows[0].today,
      rows: rows.filter((row) => row.date !== null).map((row) => ({ date: row.date!, status: row.status!, count: Number(row.count) })),
    };
  }

  /**
   * Completions and revenue per week over the last WEEKS weeks (Monday on, in `zone`): each
   * order once, in the week of its latest move to completed, read from
   * order_history_completed_at_index; its newest completion by (order_id, completed_at) and that
   * completion's financials by their key. Weeks with nothing are absent (the service fills them).
   */
  async weeks(zone: string): Promise<{ week_start: string; completed: number; revenue: number }[]> {
    const rows = await this.em.execute<{ week_start: string; completed: string; revenue: string }[]>(
      `with clock as (
         select (date_trunc('week', now() at time zone ?) - interval '${DashboardRepository.WEEKS - 1} weeks') at time zone ? as since
       ),
       done as (
         select distinct on (h.order_id) h.order_id, h.at from order_history h, clock c
          where h.to_status = 'completed' and h.from_status is distinct from h.to_status and h.at >= c.since
          order by h.order_id, h.at desc
       )
       select to_char(date_trunc('week', d.at at time zone ?), 'YYYY-MM-DD') as week_start, count(*) as completed,
              coalesce(sum(coalesce(f.total, oc.labor + oc.parts_price)), 0) as revenue
         from done d
         join orders o on o.id = d.order_id and o.status in ('completed', 'closed')
         left join lateral (
           select x.id, x.labor, x.parts_price from order_completions x where x.order_id = d.order_id order by x.completed_at desc, x.id desc limit 1
         ) oc on true
         left join order_financials f on f.completion_id = oc.id
        group by 1 order by 1`,
      [zone, zone, zone],
    );
    return rows.map((row) => ({ week_start: row.week_start, completed: Number(row.completed), revenue: Number(row.revenue) }));
  }

  /**
   * Jobs pg-boss keeps as failed (out of retries), over its partial index of live jobs (job_i14:
   * created, retry, active, failed), so completed history is never read. 0 before pg-boss has
   * made its tables.
   */
  async failedJobs(): Promise<number> {
    const [table] = await this.em.execute<{ present: boolean }[]>(`select to_regclass(?) is not null as present`, [`${JOBS_SCHEMA}.job`]);
    if (!table.present) return 0;
    const [row] = await this.em.execute<{ count: string }[]>(`select count(*) as count from ${JOBS_SCHEMA}.job where state = 'failed'`);
    return Number(row.count);
  }
}
