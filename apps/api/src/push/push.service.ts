import { EntityManager } from '@mikro-orm/postgresql';
import { HttpStatus, Inject, Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import type { Order, PushNotifyResult, PushPublicKey, PushSubscriptionSaved } from '@fixflow/contracts';
import type { Principal } from '../auth/principal.js';
import { ApiException } from '../common/api-exception.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import type { Language } from '../i18n/language.js';
import type { NotifyCommand } from './notify-body.pipe.js';
import { endpointProblem } from './push-endpoint.js';
import { PushDelivery } from './push-delivery.js';
import { orderAssignedMessage } from './push-messages.js';
import type { PushSubscriptionDto } from './push.dto.js';
import { VapidKeys } from './vapid-keys.js';

/**
 * PRODUCT.md: "new offers and assignments reach technicians through Web Push (VAPID)". Browsers
 * subscribe here; vendors and admins notify technicians; the order flow announces assignments.
 */
@Injectable()
export class PushService implements OnModuleDestroy {
  private readonly logger = new Logger(PushService.name);
  /** Background sends still running, awaited at shutdown so none is cut off halfway. */
  private readonly inFlight = new Set<Promise<void>>();

  constructor(
    private readonly em: EntityManager,
    private readonly vapid: VapidKeys,
    private readonly delivery: PushDelivery,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async publicKey(): Promise<PushPublicKey> {
    return { publicKey: (await this.vapid.details()).publicKey };
  }

  /** Upsert on the endpoint: a browser subscribed again, or by another user, keeps one row, now the caller's. */
  async subscribe(caller: Principal, dto: PushSubscriptionDto, language: Language): Promise<PushSubscriptionSaved> {
    const problem = endpointProblem(dto.endpoint, this.config.nodeEnv !== 'production');
    if (problem) throw new ApiException(HttpStatus.BAD_REQUEST, 'VALIDATION_FAILED', {}, [{ field: 'endpoint', message: problem }]);
    await this.em.execute(
      `insert into push_subscriptions (id, user_id, endpoint, p256dh, auth, language) values (?, ?, ?, ?, ?, ?)
       on conflict (endpoint) do update
         set user_id = excluded.user_id, p256dh = excluded.p256dh, auth = excluded.auth, language = excluded.language, updated_at = now()`,
      [crypto.randomUUID(), caller.userId, dto.endpoint, dto.keys.p256dh, dto.keys.auth, language],
    );
    return { endpoint: dto.endpoint };
  }

  /** Idempotent, like the browser's own unsubscribe; another user's subscription is left alone. */
  async unsubscribe(caller: Principal, endpoint: string): Promise<void> {
    await this.em.execute('delete from push_subscriptions where endpoint = ? and user_id = ?', [endpoint, caller.userId]);
  }

  /**
   * SPEC.md §7 push-notify. An admin may notify any technician, a vendor those on its roster;
   * when any id is outside that, nothing is sent and the answer is "not found", as for assignment.
   */
  async notify(caller: Principal, command: NotifyCommand): Promise<PushNotifyResult> {
    const ids = [...new Set(command.technicianIds.map((id) => id.toLowerCase()))];
    const reachable =
      caller.role === 'admin'
        ? await this.em.execute<{ id: string }[]>('select id from technicians where id in (?)', [ids])
        : caller.role === 'vendor' && caller.vendorId
          ? await this.em.execute<{ id: string }[]>('select technician_id as id from vendor_technicians where vendor_id = ? and technician_id in (?)', [
              caller.vendorId,
              ids,
            ])
          : [];
    if (reachable.length !== ids.length) throw new ApiException(HttpStatus.NOT_FOUND, 'TECHNICIAN_NOT_FOUND');
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
   * Tells the technician an order was assigned to it. Runs in the background: the assignment is
   * already committed and answered, and a slow or failing push service must not change that.
   */
  orderAssigned(order: Order): void {
    const technicianId = order.technician_id;
    if (!technicianId) return;
    const task = this.delivery.toUsers([technicianId], (language) => orderAssignedMessage(order, language)).then(
      (result) => this.logger.debug(`Order ${order.id} assigned: push sent ${result.sent}, failed ${result.failed}, removed ${result.removed}`),
      (error: unknown) => this.logger.error(`Order ${order.id} assigned: push not sent: ${error instanceof Error ? error.message : String(error)}`),
    );
    this.inFlight.add(task);
    void task.finally(() => this.inFlight.delete(task));
  }

  async onModuleDestroy(): Promise<void> {
    await Promise.allSettled([...this.inFlight]);
  }
}
