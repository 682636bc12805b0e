import { Injectable } from '@nestjs/common';
import { type OfferChangedEvent, REALTIME_EVENTS } from '@fixflow/contracts';
import { RealtimeGateway } from './realtime.gateway.js';

/**
 * An offer's change (offered, taken, withdrawn; issue 17) goes to the vendor's user, every
 * technician it went to (their Offers lists refetch, and the others see "already taken"), and
 * every admin (the board of every vendor).
 */
@Injectable()
export class OfferEvents {
  constructor(private readonly gateway: RealtimeGateway) {}

  /** After the change is committed. */
  changed(event: OfferChangedEvent, userIds: (string | null)[]): void {
    this.gateway.emitToUsers(userIds, REALTIME_EVENTS.offerChanged, event, { admins: true });
  }
}
