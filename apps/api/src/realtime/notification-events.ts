import { Injectable } from '@nestjs/common';
import { type NotificationChangedEvent, REALTIME_EVENTS } from '@fixflow/contracts';
import { RealtimeGateway } from './realtime.gateway.js';

/** A notification's change goes to its own user's room only: the badge of that user refetches. */
@Injectable()
export class NotificationEvents {
  constructor(private readonly gateway: RealtimeGateway) {}

  /** After the change is committed. */
  changed(userId: string, event: NotificationChangedEvent): void {
    this.gateway.emitToUsers([userId], REALTIME_EVENTS.notificationChanged, event);
  }
}
