import { EntityManager } from '@mikro-orm/postgresql';
import { HttpStatus, Injectable } from '@nestjs/common';
import type { TechnicianSummary } from '@fixflow/contracts';
import { AccessService } from '../access/access.service.js';
import type { Principal } from '../auth/principal.js';
import { ApiException } from '../common/api-exception.js';
import { OfferWithdrawals } from '../offers/offer-withdrawals.js';
import { RosterEvents } from '../realtime/roster-events.js';
import { RosterRepository } from './roster.repository.js';
import type { Technician } from './technician.entity.js';
import { TechniciansRepository } from './technicians.repository.js';

/**
 * Technicians as a caller may see them: an admin sees all, a vendor only its roster (accepted
 * links). A technician off the roster — or only invited to it — is "not found", the same as one
 * that does not exist, so ids cannot be probed. Invitations: roster-invitations.service.ts.
 */
@Injectable()
export class TechniciansService {
  constructor(
    private readonly technicians: TechniciansRepository,
    private readonly roster: RosterRepository,
    private readonly events: RosterEvents,
    private readonly access: AccessService,
    private readonly withdrawals: OfferWithdrawals,
    private readonly em: EntityManager,
  ) {}

  async list(caller: Principal): Promise<TechnicianSummary[]> {
    await this.access.requireAccess(caller, 'technician.read');
    const rates = await this.rosterRates(caller);
    const technicians = await this.technicians.list(rates ? [...rates.keys()] : undefined);
    return technicians.map((technician) => toTechnicianSummary(technician, rates?.get(technician.id) ?? null));
  }

  async details(caller: Principal, id: string): Promise<TechnicianSummary> {
    await this.access.requireAccess(caller, 'technician.read', [id]);
    const technician = await this.technicians.byId(id);
    const rates = await this.rosterRates(caller);
    return toTechnicianSummary(technician, rates?.get(technician.id) ?? null);
  }

  /** Orders already assigned keep their technician; the vendor just cannot assign it any more. */
  async setCommission(caller: Principal, technicianId: string, commissionPct: string | null): Promise<TechnicianSummary> {
    await this.access.requireAccess(caller, 'roster.commission', [technicianId]);
    await this.roster.setCommission(caller.vendorId ?? '', technicianId, commissionPct);
    return this.details(caller, technicianId);
  }

  /**
   * Off the roster: it no longer reaches the vendor's open offers (nor may take them). An offer it
   * was the last of its audience to reach is withdrawn in the same transaction (OfferWithdrawals);
   * the technician's lists read again.
   */
  async removeFromRoster(caller: Principal, technicianId: string): Promise<void> {
    await this.access.requireAccess(caller, 'roster.manage', [technicianId]);
    const vendorId = caller.vendorId;
    const id = technicianId.toLowerCase();
    const result = vendorId
      ? await this.em.transactional(async (em) => {
          const removed = await this.roster.deleteAccepted(vendorId, id, em);
          if (!removed) return null;
          const withdrawn = await this.withdrawals.withdrawUnreached(em, vendorId, caller);
          return { removed, withdrawn };
        })
      : null;
    if (!result) throw new ApiException(HttpStatus.NOT_FOUND, 'TECHNICIAN_NOT_FOUND');
    this.events.changed(caller.userId, id, { action: 'removed', invitation_id: result.removed.id });
    await this.withdrawals.announce(result.withdrawn, [id]);
  }

  /** The vendor's roster (accepted technician id → commission override); null for an admin, who is not limited to one. */
  private async rosterRates(caller: Principal): Promise<Map<string, string | null> | null> {
    if (caller.role === 'admin') return null;
    return this.roster.acceptedRates(caller.vendorId ?? '');
  }
}

export function toTechnicianSummary(technician: Technician, commissionRate: string | null): TechnicianSummary {
  return {
    id: technician.id,
    full_name: technician.fullName,
    email: technician.email,
    phone: technician.phone,
    role: technician.role,
    state: technician.state,
    city: technician.city,
    status: technician.status,
    completed_orders: technician.completedOrders,
    rating: technician.rating === null ? null : Number(technician.rating),
    timezone: technician.timezone,
    commission_rate: commissionRate === null ? null : Number(commissionRate),
  };
}
