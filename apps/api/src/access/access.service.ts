import { HttpStatus, Injectable } from '@nestjs/common';
import type { Principal } from '../auth/principal.js';
import { ApiException } from '../common/api-exception.js';
import { isUuid } from '../common/uuid.js';
import { standingRefusal } from './account-standing.js';
import { AccessRepository } from './access.repository.js';
import { type Permission, PERMISSIONS } from './permission.js';

/**
 * The one place that decides whether a caller may do something (immich's `requireAccess`):
 *
 * 1. its role: a role that may never do it gets 403 FORBIDDEN;
 * 2. its account status: a pending or suspended vendor gets 403 VENDOR_NOT_ACTIVE (the web's
 *    Account Not Activated), an inactive technician or admin 403 ACCOUNT_INACTIVE — except for
 *    what such an account still needs (its profile, sign-out, password, push subscription);
 * 3. the rows: every id must be in the caller's reach, else 404 with the resource's code, the
 *    same as for an id that does not exist, so ids cannot be probed.
 *
 * Services call it in their first line; list queries AND the repository's scopes into their SQL.
 */
@Injectable()
export class AccessService {
  constructor(readonly repository: AccessRepository) {}

  async requireAccess(caller: Principal, permission: Permission, ids: readonly string[] = []): Promise<void> {
    const rule = PERMISSIONS[permission];
    if (rule.roles !== 'any' && (caller.role === null || !rule.roles.includes(caller.role))) {
      throw new ApiException(rule.refused?.status ?? HttpStatus.FORBIDDEN, rule.refused?.code ?? 'FORBIDDEN');
    }
    const standing = rule.anyStatus ? null : standingRefusal(caller);
    if (standing) throw new ApiException(HttpStatus.FORBIDDEN, standing);
    if (!ids.length) return;
    const asked = ids.map((id) => (isUuid(id) ? id.toLowerCase() : id));
    const valid = [...new Set(asked.filter(isUuid))];
    const allowed = await this.reachable(caller, permission, valid);
    const outside = ids.find((_id, index) => !allowed.has(asked[index]));
    if (outside !== undefined) throw this.notFound(permission, outside);
    // The assigned technician sees the order but does not edit the vendor's record of it.
    if (permission === 'order.write') {
      const owned = await this.repository.ownedOrders(caller, valid);
      if (valid.some((id) => !owned.has(id))) throw new ApiException(HttpStatus.FORBIDDEN, 'FORBIDDEN');
    }
  }

  /** Assigning needs the technician on the order's vendor's roster (an admin's too); else it is not found. */
  async requireOnRoster(vendorId: string | null, technicianId: string): Promise<void> {
    const id = technicianId.toLowerCase();
    const onRoster = vendorId && isUuid(id) ? await this.repository.onRoster(vendorId, [id]) : new Set<string>();
    if (!onRoster.has(id)) throw new ApiException(HttpStatus.NOT_FOUND, 'TECHNICIAN_NOT_FOUND');
  }

  private reachable(caller: Principal, permission: Permission, ids: string[]): Promise<Set<string>> {
    switch (permission) {
      case 'order.read':
      case 'order.write':
      case 'order.transition':
      case 'order.assign':
      case 'order.decline':
      case 'financials.read':
      case 'financials.calculate':
      case 'payment.record':
      case 'order.recall':
      case 'order.rating':
      case 'chat.open':
      case 'offer.manage':
        return this.repository.orders(caller, ids);
      case 'offer.take':
        return this.repository.offers(caller, ids);
      case 'chat.read':
      case 'chat.write':
        return this.repository.conversations(caller, ids);
      case 'customer.read':
      case 'appliance.create':
      case 'sms.read':
      case 'sms.send':
        return this.repository.customers(caller, ids);
      case 'customer.write':
      case 'customer.merge':
        return this.repository.liveCustomers(caller, ids);
      case 'appliance.read':
        return this.repository.applianceOwners(caller, ids);
      case 'appliance.write':
        return this.repository.appliances(caller, ids);
      case 'settlement.read':
      case 'settlement.manage':
        return this.repository.settlements(caller, ids);
      case 'technician.read':
      case 'availability.read':
      case 'busy-slots.read':
      case 'push.notify':
      case 'metrics.read':
      case 'metrics.calculate':
        return this.repository.technicians(caller, ids);
      case 'roster.manage':
      case 'roster.commission':
        return caller.vendorId ? this.repository.onRoster(caller.vendorId, ids) : Promise.resolve(new Set());
      case 'availability.write':
        return this.repository.ownTimeOff(caller.userId, ids);
      case 'notification.write':
        return this.repository.ownNotifications(caller.userId, ids);
      default:
        throw new Error(`${permission} is not checked against rows`);
    }
  }

  private notFound(permission: Permission, id: string): ApiException {
    const code = PERMISSIONS[permission].notFound ?? 'NOT_FOUND';
    return new ApiException(HttpStatus.NOT_FOUND, code, code === 'ORDER_NOT_FOUND' ? { id } : {});
  }
}
