import { Injectable } from '@nestjs/common';
import { REALTIME_EVENTS, type RosterChangedEvent } from '@fixflow/contracts';
import { RealtimeGateway } from './realtime.gateway.js';

/** A roster change goes to the vendor's user and the technician concerned: both lists read again. */
@Injectable()
export class RosterEvents {
  constructor(private readonly gateway: RealtimeGateway) {}

  /** After the change is committed; a technician not yet registered (null) has no room. */
  changed(vendorUserId: string, technicianId: string | null, event: RosterChangedEvent): void {
    this.gateway.emitToUsers([vendorUserId, technicianId], REALTIME_EVENTS.rosterChanged, event);
  }
}
