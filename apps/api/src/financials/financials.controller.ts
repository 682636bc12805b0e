import { Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { OrderFinancials } from '@fixflow/contracts';
import { ApiAccess } from '../access/api-access.decorator.js';
import { CurrentPrincipal } from '../auth/decorators.js';
import type { Principal } from '../auth/principal.js';
import { ApiErrors } from '../common/openapi/api-errors.decorator.js';
import { FinancialsService } from './financials.service.js';
import { OrderFinancialsView } from './financials.view.js';

@ApiTags('money')
@ApiBearerAuth()
@ApiErrors('NOT_AUTHENTICATED', 'ORDER_NOT_FOUND', 'ORDER_NOT_COMPLETED')
@Controller('orders')
export class FinancialsController {
  constructor(private readonly financials: FinancialsService) {}

  @Post(':id/financials')
  @HttpCode(200)
  @ApiOperation({ summary: 'SPEC.md §7 order-financials-full: calculate and store the order’s financials (idempotent)' })
  @ApiOkResponse({ type: OrderFinancialsView })
  @ApiAccess('financials.calculate')
  calculate(@CurrentPrincipal() caller: Principal, @Param('id') id: string): Promise<OrderFinancials> {
    return this.financials.calculate(caller, id);
  }

  @Get(':id/financials')
  @ApiOperation({ summary: 'The order’s financials line by line, with the rates used' })
  @ApiOkResponse({ type: OrderFinancialsView })
  @ApiAccess('financials.read')
  read(@CurrentPrincipal() caller: Principal, @Param('id') id: string): Promise<OrderFinancials> {
    return this.financials.read(caller, id);
  }
}
