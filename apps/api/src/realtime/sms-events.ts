import { Injectable } from '@nestjs/common';
import { REALTIME_EVENTS, type SmsChangedEvent } from '@fixflow/contracts';
import { VendorsRepository } from '../vendors/vendors.repository.js';
import { RealtimeGateway } from './realtime.gateway.js';

/**
 * A text's change (received, sent, a delivery status) goes to its vendor's user, whose thread and
 * badge follow live; a text nobody's (the Unknown SMS queue) goes to the admins named.
 */
@Injectable()
export class SmsEvents {
  constructor(
    private readonly gateway: RealtimeGateway,
    private readonly vendors: VendorsRepository,
  ) {}

  /** After the change is committed. */
  async toVendor(vendorId: string, event: SmsChangedEvent): Promise<void> {
    const user = await this.vendors.userOf(vendorId);
    this.gateway.emitToUsers([user], REALTIME_EVENTS.smsChanged, event);
  }

  toUsers(userIds: string[], event: SmsChangedEvent): void {
    this.gateway.emitToUsers(userIds, REALTIME_EVENTS.smsChanged, event);
  }
}
