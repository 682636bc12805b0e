import { EntityManager } from '@mikro-orm/postgresql';
import { HttpStatus, Injectable } from '@nestjs/common';
import type { VendorDetails, VendorList, VendorStatus, VendorSummary } from '@fixflow/contracts';
import { PrincipalCache } from '../auth/principal-cache.js';
import { isUuid } from '../auth/principals.service.js';
import { ApiException } from '../common/api-exception.js';
import { Technician } from '../technicians/technician.entity.js';
import { VendorTechnician } from './vendor-technician.entity.js';
import { Vendor } from './vendor.entity.js';

/** Vendor moderation for admins: list, look at, activate or suspend. */
@Injectable()
export class VendorsService {
  constructor(
    private readonly em: EntityManager,
    private readonly principals: PrincipalCache,
  ) {}

  async list(filter: { search?: string; status?: VendorStatus; limit?: number; offset?: number }): Promise<VendorList> {
    const search = filter.search?.trim();
    const pattern = search ? `%${search.replace(/[\\%_]/g, (char) => `\\${char}`)}%` : undefined;
    const [rows, total] = await this.em.findAndCount(
      Vendor,
      {
        ...(filter.status ? { status: filter.status } : {}),
        ...(pattern ? { $or: [{ companyName: { $ilike: pattern } }, { email: { $ilike: pattern } }, { phone: { $ilike: pattern } }] } : {}),
      },
      { orderBy: { createdAt: 'desc', id: 'asc' }, limit: filter.limit ?? 50, offset: filter.offset ?? 0 },
    );
    return { items: rows.map(toVendorSummary), total };
  }

  async details(id: string): Promise<VendorDetails> {
    const vendor = await this.find(id);
    const roster = await this.em.find(VendorTechnician, { vendorId: vendor.id }, { orderBy: { createdAt: 'asc' } });
    const technicians = await this.em.find(Technician, { id: { $in: roster.map((entry) => entry.technicianId) } });
    const byId = new Map(technicians.map((technician) => [technician.id, technician]));
    return {
      ...toVendorSummary(vendor),
      technicians: roster.map((entry) => {
        const technician = byId.get(entry.technicianId);
        return {
          technician_id: entry.technicianId,
          full_name: technician?.fullName ?? null,
          email: technician?.email ?? null,
          phone: technician?.phone ?? null,
          commission_rate: entry.commissionRate === null ? null : Number(entry.commissionRate),
        };
      }),
    };
  }

  async setStatus(id: string, status: VendorStatus): Promise<VendorDetails> {
    const vendor = await this.find(id);
    vendor.status = status;
    await this.em.flush();
    // Activation and suspension apply to the vendor's next request, on every API process.
    await this.principals.forgetUser(vendor.userId);
    return this.details(vendor.id);
  }

  private async find(id: string): Promise<Vendor> {
    const vendor = isUuid(id) ? await this.em.findOne(Vendor, id) : null;
    if (!vendor) throw new ApiException(HttpStatus.NOT_FOUND, 'VENDOR_NOT_FOUND');
    return vendor;
  }
}

export function toVendorSummary(vendor: Vendor): VendorSummary {
  return {
    id: vendor.id,
    user_id: vendor.userId,
    company_name: vendor.companyName,
    email: vendor.email,
    phone: vendor.phone,
    city: vendor.city,
    state: vendor.state,
    status: vendor.status,
    timezone: vendor.timezone,
    created_at: vendor.createdAt.toISOString(),
  };
}
