import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { AdminDashboard, VendorDashboard } from '@fixflow/contracts';
import type { Principal } from '../auth/principal.js';
import { Admin } from '../admins/admin.entity.js';
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
           where h.to_status = 'completed' and h.at >= c.week_start and o.vendor_id = ? and o.status in ('completed', 'closed')) as completed_this_week
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

  async adminCounts(zone: string): Promise<AdminDashboard> {
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
}
