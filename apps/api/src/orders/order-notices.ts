import { Injectable, Logger } from '@nestjs/common';
import type { NotificationType, Order, OrderNotificationData } from '@fixflow/contracts';
import type { Principal } from '../auth/principal.js';
import { NotificationsService } from '../notifications/notifications.service.js';
import { VendorsRepository } from '../vendors/vendors.repository.js';

/**
 * The notification center's order notifications (issue 18), written after the change is committed
 * and never failing it (a failure is logged): `order_assigned` to the technician an order was given
 * to, `order_changed` to the other party when someone else moved, edited, rescheduled or cancelled
 * an order — the technician when the vendor (or an admin) did it, the vendor when the technician
 * (or an admin) did. Declines, taken offers and completions have their own notifications.
 *
 * Written before the change's order.changed, which names the users notified (`notified`): their
 * bells read again on that one event, rather than on a notification.changed beside it (issue 20:
 * one message per socket per change). So each method answers the users it wrote for.
 */
@Injectable()
export class OrderNotices {
  private readonly logger = new Logger(OrderNotices.name);

  constructor(
    private readonly notifications: NotificationsService,
    private readonly vendors: VendorsRepository,
  ) {}

  /** The order was given to `order.technician_id` by `caller` (not taken by the technician itself). */
  async assigned(caller: Principal, order: Order): Promise<string[]> {
    if (!order.technician_id || order.technician_id === caller.userId) return [];
    return this.tell([order.technician_id], 'order_assigned', await this.dataOf(caller, order, []), order.id);
  }

  /**
   * `what` (history kinds: status, edited, rescheduled, hours_override, assigned…) changed on the
   * order; the parties who did not do it are told. `previousTechnicianId`: a technician the order
   * left is told too (it is no longer the order's); `skipTechnician`: the order's technician heard
   * of it otherwise (its order_assigned).
   */
  async changed(caller: Principal, order: Order, what: readonly string[], options: { previousTechnicianId?: string | null; skipTechnician?: boolean } = {}): Promise<string[]> {
    if (!what.length) return [];
    const { previousTechnicianId = null, skipTechnician = false } = options;
    const told: string[] = [];
    try {
      const vendorUser = order.vendor_id ? await this.vendors.userOf(order.vendor_id) : null;
      const technician = skipTechnician ? null : order.technician_id;
      const parties = caller.role === 'admin' ? [vendorUser, technician] : caller.role === 'technician' ? [vendorUser] : [technician];
      const recipients = parties.filter((user): user is string => !!user && user !== caller.userId);
      if (recipients.length) told.push(...(await this.tell(recipients, 'order_changed', await this.dataOf(caller, order, what), order.id)));
    } catch (error) {
      this.failed(order.id, error);
    }
    if (previousTechnicianId && previousTechnicianId !== order.technician_id && previousTechnicianId !== caller.userId) {
      told.push(...(await this.tell([previousTechnicianId], 'order_changed', await this.dataOf(caller, order, ['unassigned']), order.id)));
    }
    return told;
  }

  /** Who acted, as the recipient may see them: the vendor's company, the technician's name; an admin (or the system) unnamed. */
  private async dataOf(caller: Principal, order: Order, what: readonly string[]): Promise<OrderNotificationData> {
    let actor: string | null = null;
    try {
      if (caller.role === 'vendor' && caller.vendorId) actor = (await this.vendors.byId(caller.vendorId))?.companyName ?? null;
      if (caller.role === 'technician' && caller.userId === order.technician_id) actor = order.technician?.full_name ?? null;
    } catch (error) {
      this.failed(order.id, error);
    }
    return {
      order_id: order.id,
      invoice_number: order.invoice_number,
      actor_name: actor,
      ...(what.length ? { what: [...what] } : {}),
      status: order.status,
    };
  }

  /** Writes the notification for each user, unannounced (the order's event names them); answers those written. */
  private async tell(users: readonly string[], type: NotificationType, data: OrderNotificationData, orderId: string): Promise<string[]> {
    const told: string[] = [];
    for (const user of users) {
      try {
        await this.notifications.create(user, type, { ...data }, { announce: false });
        told.push(user);
      } catch (error) {
        this.failed(orderId, error);
      }
    }
    return told;
  }

  private failed(orderId: string, error: unknown): void {
    this.logger.error(`order ${orderId}: notification not written: ${error instanceof Error ? error.message : String(error)}`);
  }
}
