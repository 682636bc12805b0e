import { Body, Controller, Get, Param, Patch, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { VendorDetails, VendorList } from '@fixflow/contracts';
import { ApiAccess } from '../access/api-access.decorator.js';
import { CurrentPrincipal } from '../auth/decorators.js';
import type { Principal } from '../auth/principal.js';
import { ApiErrors } from '../common/openapi/api-errors.decorator.js';
import { ListVendorsQuery, UpdateVendorDto } from './dto/vendors.dto.js';
import { VendorDetailsView, VendorListView } from './dto/vendors.views.js';
import { VendorsService } from './vendors.service.js';

@ApiTags('vendors')
@ApiBearerAuth()
@ApiErrors('NOT_AUTHENTICATED')
@Controller('vendors')
export class VendorsController {
  constructor(private readonly vendors: VendorsService) {}

  @Get()
  @ApiOperation({ summary: 'Vendors, newest first, by part of name/email/phone and by status' })
  @ApiOkResponse({ type: VendorListView })
  @ApiErrors('VALIDATION_FAILED')
  @ApiAccess('vendor.manage')
  list(@CurrentPrincipal() caller: Principal, @Query() query: ListVendorsQuery): Promise<VendorList> {
    return this.vendors.list(caller, query);
  }

  @Get(':id')
  @ApiOperation({ summary: 'One vendor with its technician roster' })
  @ApiOkResponse({ type: VendorDetailsView })
  @ApiErrors('VENDOR_NOT_FOUND')
  @ApiAccess('vendor.manage')
  details(@CurrentPrincipal() caller: Principal, @Param('id') id: string): Promise<VendorDetails> {
    return this.vendors.details(caller, id);
  }

  @Patch(':id')
  @ApiOperation({ summary: 'Activate or suspend a vendor' })
  @ApiOkResponse({ type: VendorDetailsView })
  @ApiErrors('VALIDATION_FAILED', 'VENDOR_NOT_FOUND')
  @ApiAccess('vendor.manage')
  update(@CurrentPrincipal() caller: Principal, @Param('id') id: string, @Body() dto: UpdateVendorDto): Promise<VendorDetails> {
    return this.vendors.setStatus(caller, id, dto.status);
  }
}
