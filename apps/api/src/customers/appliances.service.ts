import { EntityManager } from '@mikro-orm/postgresql';
import { HttpStatus, Injectable } from '@nestjs/common';
import type { Appliance, ApplianceList } from '@fixflow/contracts';
import { AccessService } from '../access/access.service.js';
import type { Principal } from '../auth/principal.js';
import { ApiException } from '../common/api-exception.js';
import { usableZone } from '../common/time-zone.js';
import { VendorsRepository } from '../vendors/vendors.repository.js';
import { type CreateApplianceDto, TECHNICIAN_APPLIANCE_FIELDS, type UpdateApplianceDto, applianceInput, refuseFutureInstall } from './appliances.dto.js';
import { AppliancesRepository } from './appliances.repository.js';
import { CustomersRepository } from './customers.repository.js';

/**
 * A customer's appliances (issue 14): its vendor (an admin) records and edits them; a technician
 * assigned to one of the customer's orders reads them and, on an open order for the appliance,
 * fills brand, model and serial from the plate. Another vendor's are not found.
 */
@Injectable()
export class AppliancesService {
  constructor(
    private readonly em: EntityManager,
    private readonly appliances: AppliancesRepository,
    private readonly customers: CustomersRepository,
    private readonly vendors: VendorsRepository,
    private readonly access: AccessService,
  ) {}

  async list(caller: Principal, customerId: string): Promise<ApplianceList> {
    await this.access.requireAccess(caller, 'appliance.read', [customerId]);
    return { items: await this.appliances.ofCustomer(customerId) };
  }

  async create(caller: Principal, customerId: string, dto: CreateApplianceDto): Promise<Appliance> {
    await this.access.requireAccess(caller, 'appliance.create', [customerId]);
    const customer = await this.customers.byId(customerId);
    refuseFutureInstall(dto.install_date, usableZone(await this.vendors.timezone(customer.vendor_id)));
    const id = await this.appliances.insert(this.em, customer.vendor_id, customer.id, applianceInput(dto));
    return this.appliances.byId(id);
  }

  async update(caller: Principal, id: string, dto: UpdateApplianceDto): Promise<Appliance> {
    await this.access.requireAccess(caller, 'appliance.write', [id]);
    const allowed: readonly string[] = TECHNICIAN_APPLIANCE_FIELDS;
    if (caller.role === 'technician' && Object.entries(dto).some(([field, value]) => value !== undefined && !allowed.includes(field))) {
      throw new ApiException(HttpStatus.FORBIDDEN, 'FORBIDDEN');
    }
    if (dto.install_date) refuseFutureInstall(dto.install_date, usableZone(await this.vendors.timezone(await this.appliances.vendorOf(id))));
    await this.appliances.edit(id, { ...dto, type: dto.type?.trim() });
    return this.appliances.byId(id);
  }
}
