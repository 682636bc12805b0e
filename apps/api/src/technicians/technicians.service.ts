import { EntityManager } from '@mikro-orm/postgresql';
import { HttpStatus, Injectable } from '@nestjs/common';
import type { TechnicianSummary } from '@fixflow/contracts';
import type { AddRosterTechnicianDto } from './roster.dto.js';
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

  /** SPEC.md §7 "Check whether an email exists": a technician found by email joins the roster. */
  async addToRoster(caller: Principal, dto: AddRosterTechnicianDto): Promise<TechnicianSummary> {
    const technician = await this.em.findOne(Technician, { email: dto.email });
    if (!technician) throw new ApiException(HttpStatus.NOT_FOUND, 'TECHNICIAN_EMAIL_NOT_FOUND');
    const rate = dto.commission_rate === undefined || dto.commission_rate === null ? null : String(dto.commission_rate);
    const [inserted] = await this.em.execute<{ id: string }[]>(
      `insert into vendor_technicians (id, vendor_id, technician_id, commission_rate) values (?, ?, ?, ?)
       on conflict (vendor_id, technician_id) do nothing returning id`,
      [crypto.randomUUID(), caller.vendorId, technician.id, rate],
    );
    if (!inserted) throw new ApiException(HttpStatus.CONFLICT, 'ALREADY_ON_ROSTER');
    return toTechnicianSummary(technician, rate);
  }

  /** Orders already assigned keep their technician; the vendor just cannot assign it any more. */
  async removeFromRoster(caller: Principal, technicianId: string): Promise<void> {
    const removed = isUuid(technicianId)
      ? await this.em.execute<{ id: string }[]>('delete from vendor_technicians where vendor_id = ? and technician_id = ? returning id', [
          caller.vendorId,
          technicianId,
        ])
      : [];
    if (!removed.length) throw new ApiException(HttpStatus.NOT_FOUND, 'TECHNICIAN_NOT_FOUND');
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
