import { Body, Controller, Get, Put } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { VendorFinancialSettingsView } from '@fixflow/contracts';
import { ApiAccess } from '../access/api-access.decorator.js';
import { CurrentPrincipal } from '../auth/decorators.js';
import type { Principal } from '../auth/principal.js';
import { ApiErrors } from '../common/openapi/api-errors.decorator.js';
import { UpdateVendorSettingsDto } from './vendor-settings.dto.js';
import { VendorSettingsView } from './vendor-settings.view.js';
import { VendorSettingsService } from './vendor-settings.service.js';

@ApiTags('money')
@ApiBearerAuth()
@ApiErrors('NOT_AUTHENTICATED')
@Controller('vendor-settings')
export class VendorSettingsController {
  constructor(private readonly settings: VendorSettingsService) {}

  @Get()
  @ApiOperation({ summary: "The vendor's money settings in force (the defaults until it saves its own)" })
  @ApiOkResponse({ type: VendorSettingsView })
  @ApiErrors('VENDOR_NOT_FOUND')
  @ApiAccess('vendor-settings.read')
  get(@CurrentPrincipal() caller: Principal): Promise<VendorFinancialSettingsView> {
    return this.settings.get(caller);
  }

  @Put()
  @ApiOperation({ summary: 'Saves new settings (history kept); they apply to orders completed from now on' })
  @ApiOkResponse({ type: VendorSettingsView })
  @ApiErrors('VALIDATION_FAILED', 'VENDOR_NOT_FOUND')
  @ApiAccess('vendor-settings.write')
  put(@CurrentPrincipal() caller: Principal, @Body() dto: UpdateVendorSettingsDto): Promise<VendorFinancialSettingsView> {
    return this.settings.put(caller, dto);
  }
}
