import { Body, Controller, Get, Param, Patch, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiForbiddenResponse, ApiNotFoundResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { VendorDetails, VendorList } from '@fixflow/contracts';
import { Roles } from '../auth/decorators.js';
import { ListVendorsQuery, UpdateVendorDto } from './dto/vendors.dto.js';
import { VendorsService } from './vendors.service.js';

@ApiTags('vendors')
@ApiBearerAuth()
@ApiForbiddenResponse({ description: 'FORBIDDEN: admins only' })
@Roles('admin')
@Controller('vendors')
export class VendorsController {
  constructor(private readonly vendors: VendorsService) {}

  @Get()
  @ApiOperation({ summary: 'Vendors, newest first, by part of name/email/phone and by status' })
  list(@Query() query: ListVendorsQuery): Promise<VendorList> {
    return this.vendors.list(query);
  }

  @Get(':id')
  @ApiOperation({ summary: 'One vendor with its technician roster' })
  @ApiNotFoundResponse({ description: 'VENDOR_NOT_FOUND' })
  details(@Param('id') id: string): Promise<VendorDetails> {
    return this.vendors.details(id);
  }

  @Patch(':id')
  @ApiOperation({ summary: 'Activate or suspend a vendor' })
  @ApiNotFoundResponse({ description: 'VENDOR_NOT_FOUND' })
  update(@Param('id') id: string, @Body() dto: UpdateVendorDto): Promise<VendorDetails> {
    return this.vendors.setStatus(id, dto.status);
  }
}
