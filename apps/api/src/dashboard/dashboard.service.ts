import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { AdminDashboard, VendorDashboard } from '@fixflow/contracts';
import type { Principal } from '../auth/principal.js';
import { usableZone } from '../orders/order-writes.js';

interface VendorCountsRow {
  today: string;
  total: string;
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
}

/**
 * The counts the home pages lead with, each one SQL statement of `count(*) filter (...)`.
 * "Today" and "this week" are the database clock read in the caller's timezone, the zone its
 * orders' slots are read in, so a visit at 23:30 local time counts on its own day.
 */
@Injectable()
export class DashboardService {
  constructor(private readonly em: EntityManager) {}

  /** Only ever the caller's own orders: the vendor id comes from the session, never the request. */
  async vendor(caller: Principal): Promise<VendorDashboard> {
    const [vendor] = await this.em.execute<{ timezone: string | null }[]>('select timezone from vendors where id = ?', [caller.vendorId]);
    const zone = usableZone(vendor?.timezone);
    const [row] = await this.em.execute<VendorCountsRow[]>(
      `with clock as (
         select (now() at time zone ?)::date as today, date_trunc('week', now() at time zone ?) at time zone ? as week_start
       )
       select to_char(c.today, 'YYYY-MM-DD') as today,
         count(o.id) as total,
         count(o.id) filter (where o.service_date = c.today and o.status <> 'cancelled') as today_count,
         count(o.id) filter (where o.status = 'pending' and o.technician_id is null) as unassigned,
         count(o.id) filter (where o.status in ('en_route', 'in_progress')) as in_progress,
         count(o.id) filter (where o.status = 'on_hold') as on_hold,
         count(o.id) filter (where o.status = 'completed') as awaiting_approval,
         count(o.id) filter (where o.status in ('completed', 'closed') and exists (
           select 1 from order_history h where h.order_id = o.id and h.to_status = 'completed' and h.at >= c.week_start
         )) as completed_this_week
       from clock c left join orders o on o.vendor_id = ?
       group by c.today`,
      [zone, zone, zone, caller.vendorId],
    );
    return {
      today: row.today,
      counts: {
        total: Number(row.total),
        today: Number(row.today_count),
        unassigned: Number(row.unassigned),
        in_progress: Number(row.in_progress),
        on_hold: Number(row.on_hold),
        awaiting_approval: Number(row.awaiting_approval),
        completed_this_week: Number(row.completed_this_week),
      },
    };
  }

  async admin(caller: Principal): Promise<AdminDashboard> {
    const [admin] = await this.em.execute<{ timezone: string | null }[]>('select timezone from admins where user_id = ?', [caller.userId]);
    const zone = usableZone(admin?.timezone);
    const [row] = await this.em.execute<AdminCountsRow[]>(
      `with clock as (select (now() at time zone ?)::date as today)
       select to_char(c.today, 'YYYY-MM-DD') as today,
         (select count(*) from vendors where status = 'pending') as pending,
         (select count(*) from vendors where status = 'active') as active,
         (select count(*) from vendors where status = 'suspended') as suspended,
         (select count(*) from technicians where status = 'active') as technicians,
         (select count(*) from orders o where o.service_date = c.today and o.status <> 'cancelled') as orders_today
       from clock c`,
      [zone],
    );
    return {
      today: row.today,
      vendors: { pending: Number(row.pending), active: Number(row.active), suspended: Number(row.suspended) },
      technicians: Number(row.technicians),
      orders_today: Number(row.orders_today),
    };
  }
}
