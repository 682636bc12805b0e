import { HttpStatus, Inject, Injectable } from '@nestjs/common';
import type { ChatMessage, Offer, Order, PushNotifyResult, PushPublicKey, PushSubscriptionSaved } from '@fixflow/contracts';
import { AccessService } from '../access/access.service.js';
import type { Principal } from '../auth/principal.js';
import { ApiException } from '../common/api-exception.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import type { Language } from '../i18n/language.js';
import type { NotifyCommand } from './notify-body.pipe.js';
import { endpointProblem } from './push-endpoint.js';
import { PushDelivery } from './push-delivery.js';
import { PushRepository } from './push.repository.js';
import { TechnicianPushes } from './technician-pushes.js';
import { chatMessageMessage, orderAssignedMessage, orderOfferedMessage, rosterInvitationMessage } from './push-messages.js';
import type { PushSubscriptionDto } from './push.dto.js';
import { VapidKeys } from './vapid-keys.js';

/**
 * PRODUCT.md: "new offers and assignments reach technicians through Web Push (VAPID)". Browsers
 * subscribe here; vendors and admins notify technicians; the order flow announces assignments.
 */
@Injectable()
export class PushService {
  constructor(
    private readonly subscriptions: PushRepository,
    private readonly vapid: VapidKeys,
    private readonly delivery: PushDelivery,
    private readonly technicianPushes: TechnicianPushes,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly access: AccessService,
  ) {}

  async publicKey(caller: Principal): Promise<PushPublicKey> {
    await this.access.requireAccess(caller, 'push.subscription');
    return { publicKey: (await this.vapid.details()).publicKey };
  }

  /** Upsert on the endpoint: a browser subscribed again, or by another user, keeps one row, now the caller's. */
  async subscribe(caller: Principal, dto: PushSubscriptionDto, language: Language): Promise<PushSubscriptionSaved> {
    await this.access.requireAccess(caller, 'push.subscription');
    const problem = endpointProblem(dto.endpoint, this.config.nodeEnv !== 'production');
    if (problem) throw new ApiException(HttpStatus.BAD_REQUEST, 'VALIDATION_FAILED', {}, [{ field: 'endpoint', message: problem }]);
    await this.subscriptions.saveSubscription(caller.userId, { endpoint: dto.endpoint, p256dh: dto.keys.p256dh, auth: dto.keys.auth, language });
    return { endpoint: dto.endpoint };
  }

  /** Idempotent, like the browser's own unsubscribe; another user's subscription is left alone. */
  async unsubscribe(caller: Principal, endpoint: string): Promise<void> {
    await this.access.requireAccess(caller, 'push.subscription');
    await this.subscriptions.removeSubscription(caller.userId, endpoint);
  }

  /**
   * SPEC.md §7 push-notify. An admin may notify any technician, a vendor those on its roster;
   * when any id is outside that, nothing is sent and the answer is "not found", as for assignment.
   */
  async notify(caller: Principal, command: NotifyCommand): Promise<PushNotifyResult> {
    await this.access.requireAccess(caller, 'push.notify', command.technicianIds);
    const ids = [...new Set(command.technicianIds.map((id) => id.toLowerCase()))];
    const message = {
      title: command.title,
      body: command.body,
      ...(command.url === undefined ? {} : { url: command.url }),
      ...(Object.keys(command.extra).length ? { data: command.extra } : {}),
    };
    // A technician's id is its user's id (SPEC.md §3).
    return this.delivery.toUsers(ids, () => message);
  }

  /**
   * Tells the technician an order was assigned to it, through background jobs (TechnicianPushes):
   * the assignment is already committed, and a slow or failing push service must not change that.
   */
  orderAssigned(order: Order): Promise<void> {
    const technicianId = order.technician_id;
    if (!technicianId) return Promise.resolve();
    return this.technicianPushes.enqueue(`Order ${order.id} assigned`, technicianId, (language) => orderAssignedMessage(order, language));
  }

  /** Tells the technicians an offer went to (issue 17) that it is there to take; through background jobs, like orderAssigned. */
  orderOffered(technicianIds: readonly string[], offer: Offer): Promise<void> {
    if (!technicianIds.length) return Promise.resolve();
    return this.technicianPushes.enqueue(`Offer ${offer.id}`, technicianIds, (language) => orderOfferedMessage(offer, language));
  }

  /** Tells the technician a vendor invited it to its roster; through background jobs, like orderAssigned. */
  rosterInvited(technicianId: string, invitation: { id: string; company_name: string }): Promise<void> {
    return this.technicianPushes.enqueue(`Roster invitation ${invitation.id}`, technicianId, (language) => rosterInvitationMessage(invitation, language));
  }

  /** Tells the technician of a new chat message for it (issue 15); through background jobs, like orderAssigned. */
  chatMessage(technicianId: string, message: ChatMessage, invoiceNumber: string | null): Promise<void> {
    return this.technicianPushes.enqueue(`Chat message ${message.id}`, technicianId, (language) => chatMessageMessage(message, invoiceNumber, language));
  }
}
