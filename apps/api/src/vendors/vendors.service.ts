import { HttpStatus, Injectable } from '@nestjs/common';
import type { VendorDetails, VendorList, VendorStatus } from '@fixflow/contracts';
import { AccessService } from '../access/access.service.js';
import type { Principal } from '../auth/principal.js';
import { PrincipalCache } from '../auth/principal-cache.js';
import { ApiException } from '../common/api-exception.js';
import { isUuid } from '../common/uuid.js';
import type { ListVendorsQuery } from './dto/vendors.dto.js';
import type { Vendor } from './vendor.entity.js';
import { toVendorSummary, VendorsRepository } from './vendors.repository.js';

/** Vendor moderation for admins: list, look at, activate or suspend. */
@Injectable()
export class VendorsService {
  constructor(
    private readonly vendors: VendorsRepository,
    private readonly principals: PrincipalCache,
    private readonly access: AccessService,
  ) {}

  async list(caller: Principal, query: ListVendorsQuery): Promise<VendorList> {
    await this.access.requireAccess(caller, 'vendor.manage');
    return this.vendors.list(query);
  }

  async details(caller: Principal, id: string): Promise<VendorDetails> {
    await this.access.requireAccess(caller, 'vendor.manage');
    const vendor = await this.find(id);
    return { ...toVendorSummary(vendor), technicians: await this.vendors.roster(vendor.id) };
  }

  async setStatus(caller: Principal, id: string, status: VendorStatus): Promise<VendorDetails> {
    await this.access.requireAccess(caller, 'vendor.manage');
    const vendor = await this.find(id);
    await this.vendors.setStatus(vendor, status);
    // Activation and suspension apply to the vendor's next request, on every API process.
    await this.principals.forgetUser(vendor.userId);
    return this.details(caller, vendor.id);
  }

  private async find(id: string): Promise<Vendor> {
    const vendor = isUuid(id) ? await this.vendors.byId(id) : null;
    if (!vendor) throw new ApiException(HttpStatus.NOT_FOUND, 'VENDOR_NOT_FOUND');
    return vendor;
  }
}
