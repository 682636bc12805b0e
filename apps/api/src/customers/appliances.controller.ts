import { Body, Controller, Get, Param, Patch, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Appliance, ApplianceList } from '@fixflow/contracts';
import { ApiAccess } from '../access/api-access.decorator.js';
import { CurrentPrincipal } from '../auth/decorators.js';
import type { Principal } from '../auth/principal.js';
import { ApiErrors } from '../common/openapi/api-errors.decorator.js';
import { ApplianceListView, ApplianceView } from './appliance.views.js';
import { CreateApplianceDto, UpdateApplianceDto } from './appliances.dto.js';
import { AppliancesService } from './appliances.service.js';

@ApiTags('customers')
@ApiBearerAuth()
@ApiErrors('NOT_AUTHENTICATED')
@Controller()
export class AppliancesController {
  constructor(private readonly appliances: AppliancesService) {}

  @Get('customers/:id/appliances')
  @ApiOperation({ summary: "A customer's appliances, oldest first: its vendor, an admin, a technician assigned to one of its orders" })
  @ApiOkResponse({ type: ApplianceListView })
  @ApiErrors('CUSTOMER_NOT_FOUND')
  @ApiAccess('appliance.read')
  list(@CurrentPrincipal() caller: Principal, @Param('id') id: string): Promise<ApplianceList> {
    return this.appliances.list(caller, id);
  }

  @Post('customers/:id/appliances')
  @ApiOperation({ summary: 'Record an appliance of the customer (its vendor or an admin)' })
  @ApiCreatedResponse({ type: ApplianceView })
  @ApiErrors('VALIDATION_FAILED', 'CUSTOMER_NOT_FOUND')
  @ApiAccess('appliance.create')
  create(@CurrentPrincipal() caller: Principal, @Param('id') id: string, @Body() dto: CreateApplianceDto): Promise<Appliance> {
    return this.appliances.create(caller, id, dto);
  }

  @Patch('appliances/:id')
  @ApiOperation({ summary: 'The vendor edits any field; the technician of an open order for the appliance sets brand, model and serial only' })
  @ApiOkResponse({ type: ApplianceView })
  @ApiErrors('VALIDATION_FAILED', 'APPLIANCE_NOT_FOUND')
  @ApiAccess('appliance.write')
  update(@CurrentPrincipal() caller: Principal, @Param('id') id: string, @Body() dto: UpdateApplianceDto): Promise<Appliance> {
    return this.appliances.update(caller, id, dto);
  }
}
