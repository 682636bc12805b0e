import { HttpStatus, Injectable } from '@nestjs/common';
import type { VendorFinancialSettingsView } from '@fixflow/contracts';
import { AccessService } from '../access/access.service.js';
import type { Principal } from '../auth/principal.js';
import { ApiException } from '../common/api-exception.js';
import type { UpdateVendorSettingsDto } from './vendor-settings.dto.js';
import { type SettingsInForce, VendorSettingsRepository } from './vendor-settings.repository.js';

const toView = ({ updated_at, ...settings }: SettingsInForce): VendorFinancialSettingsView => ({ ...settings, updated_at: updated_at?.toISOString() ?? null });

/** GET|PUT /api/vendor-settings: the signed-in vendor's own money settings. */
@Injectable()
export class VendorSettingsService {
  constructor(
    private readonly settings: VendorSettingsRepository,
    private readonly access: AccessService,
  ) {}

  async get(caller: Principal): Promise<VendorFinancialSettingsView> {
    await this.access.requireAccess(caller, 'vendor-settings.read');
    return toView(await this.settings.inForce(this.vendorOf(caller)));
  }

  /** A new row of history; orders completed from now on use it, those completed before keep theirs. */
  async put(caller: Principal, dto: UpdateVendorSettingsDto): Promise<VendorFinancialSettingsView> {
    await this.access.requireAccess(caller, 'vendor-settings.write');
    const vendorId = this.vendorOf(caller);
    // A client that does not know the recall window (issue 14) or the customer texts (issue 17) keeps those in force.
    const current = await this.settings.inForce(vendorId);
    await this.settings.save(
      vendorId,
      {
        ...dto,
        recall_window_days: dto.recall_window_days ?? current.recall_window_days,
        on_my_way_sms: dto.on_my_way_sms ?? current.on_my_way_sms,
        customer_language: dto.customer_language ?? current.customer_language,
      },
      caller.userId,
    );
    return toView(await this.settings.inForce(vendorId));
  }

  private vendorOf(caller: Principal): string {
    if (!caller.vendorId) throw new ApiException(HttpStatus.NOT_FOUND, 'VENDOR_NOT_FOUND');
    return caller.vendorId;
  }
}
