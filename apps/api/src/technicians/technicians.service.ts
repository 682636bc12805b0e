import { EntityManager } from '@mikro-orm/postgresql';
import { HttpStatus, Injectable } from '@nestjs/common';
import type { TechnicianSummary } from '@fixflow/contracts';
import type { Principal } from '../auth/principal.js';
import { isUuid } from '../auth/principals.service.js';
import { ApiException } from '../common/api-exception.js';
import { VendorTechnician } from '../vendors/vendor-technician.entity.js';
import { Technician } from './technician.entity.js';

/**
 * Technicians as a caller may see them: an admin sees all, a vendor only its roster. A technician
 * off the roster is "not found", the same as one that does not exist, so ids cannot be probed.
 */
@Injectable()
export class TechniciansService {
  constructor(private readonly em: EntityManager) {}

  async list(caller: Principal): Promise<TechnicianSummary[]> {
    const rates = await this.rosterRates(caller);
    const where = rates ? { id: { $in: [...rates.keys()] } } : {};
    const technicians = await this.em.find(Technician, where, { orderBy: { fullName: 'asc', id: 'asc' } });
    return technicians.map((technician) => toTechnicianSummary(technician, rates?.get(technician.id) ?? null));
  }

  async details(caller: Principal, id: string): Promise<TechnicianSummary> {
    const rates = await this.rosterRates(caller);
    const technician = isUuid(id) && (!rates || rates.has(id)) ? await this.em.findOne(Technician, id) : null;
    if (!technician) throw new ApiException(HttpStatus.NOT_FOUND, 'NOT_FOUND');
    return toTechnicianSummary(technician, rates?.get(id) ?? null);
  }

  /** The vendor's roster (technician id → commission override); null for an admin, who is not limited to one. */
  private async rosterRates(caller: Principal): Promise<Map<string, string | null> | null> {
    if (caller.role === 'admin') return null;
    const roster = await this.em.find(VendorTechnician, { vendorId: caller.vendorId ?? '' });
    return new Map(roster.map((entry) => [entry.technicianId, entry.commissionRate]));
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
