import { Injectable } from '@nestjs/common';
import { type Order, type OrderChangedEvent, REALTIME_EVENTS } from '@fixflow/contracts';
import { PushService } from '../push/push.service.js';
import { VendorsRepository } from '../vendors/vendors.repository.js';
import { RealtimeGateway } from './realtime.gateway.js';

/**
 * Every order change goes to its vendor's user and its technician (PRODUCT.md: "broadcast in real
 * time"), and to every admin (the admin board shows every vendor's orders); an assignment also
 * reaches the technician's phone as a Web Push, the app open or not.
 */
@Injectable()
export class OrderEvents {
  constructor(
    private readonly gateway: RealtimeGateway,
    private readonly vendors: VendorsRepository,
    private readonly push: PushService,
  ) {}

  /**
   * After the change is committed. `previousTechnicianId` also tells a technician an order left
   * them; `notified`, the users its notifications were written for (OrderNotices), rides along.
   */
  async changed(action: OrderChangedEvent['action'], order: Order, previousTechnicianId: string | null = null, notified: readonly string[] = []): Promise<void> {
    const vendorUser = order.vendor_id ? await this.vendors.userOf(order.vendor_id) : null;
    const event: OrderChangedEvent = notified.length ? { action, order, notified: [...new Set(notified)] } : { action, order };
    this.gateway.emitToUsers([vendorUser, order.technician_id, previousTechnicianId], REALTIME_EVENTS.orderChanged, event, { admins: true });
    if (action === 'assigned' && order.technician_id !== previousTechnicianId) await this.push.orderAssigned(order);
  }
}
