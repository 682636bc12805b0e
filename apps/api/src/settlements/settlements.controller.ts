import { Body, Controller, Get, HttpCode, Param, Post, Query, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import type { SettlementDetails, SettlementList } from '@fixflow/contracts';
import { ApiAccess } from '../access/api-access.decorator.js';
import { CurrentPrincipal } from '../auth/decorators.js';
import type { Principal } from '../auth/principal.js';
import { ApiErrors } from '../common/openapi/api-errors.decorator.js';
import { AddAdjustmentDto, ListSettlementsQuery, RecordPayoutDto } from './settlements.dto.js';
import { SettlementDetailsView, SettlementListView } from './settlements.views.js';
import { SettlementsService } from './settlements.service.js';

@ApiTags('money')
@ApiBearerAuth()
@ApiErrors('NOT_AUTHENTICATED')
@Controller('settlements')
export class SettlementsController {
  constructor(private readonly settlements: SettlementsService) {}

  @Get()
  @ApiOperation({ summary: 'Weekly statements, newest week first: the vendor’s, the technician’s own, all for an admin' })
  @ApiOkResponse({ type: SettlementListView })
  @ApiErrors('VALIDATION_FAILED')
  @ApiAccess('settlement.read')
  list(@CurrentPrincipal() caller: Principal, @Query() query: ListSettlementsQuery): Promise<SettlementList> {
    return this.settlements.list(caller, query);
  }

  @Get(':id')
  @ApiOperation({ summary: 'One statement with its lines (each order’s balance, adjustments) and payouts' })
  @ApiOkResponse({ type: SettlementDetailsView })
  @ApiErrors('SETTLEMENT_NOT_FOUND')
  @ApiAccess('settlement.read')
  details(@CurrentPrincipal() caller: Principal, @Param('id') id: string): Promise<SettlementDetails> {
    return this.settlements.details(caller, id);
  }

  @Get(':id/export.csv')
  @ApiOperation({ summary: 'The statement as CSV' })
  @ApiOkResponse({ description: 'CSV, one row per line, then totals and payouts', content: { 'text/csv': { schema: { type: 'string' } } } })
  @ApiErrors('SETTLEMENT_NOT_FOUND')
  @ApiAccess('settlement.read')
  async csv(@CurrentPrincipal() caller: Principal, @Param('id') id: string, @Res() response: Response): Promise<void> {
    const { filename, body } = await this.settlements.csv(caller, id);
    response.setHeader('Content-Type', 'text/csv; charset=utf-8');
    response.setHeader('Content-Disposition', `attachment; filename="${filename}"`);
    response.send(body);
  }

  @Post(':id/finalize')
  @HttpCode(200)
  @ApiOperation({ summary: 'open → finalized (paid at once when nothing is owed); never edited after' })
  @ApiOkResponse({ type: SettlementDetailsView })
  @ApiErrors('SETTLEMENT_NOT_FOUND', 'SETTLEMENT_NOT_OPEN')
  @ApiAccess('settlement.manage')
  finalize(@CurrentPrincipal() caller: Principal, @Param('id') id: string): Promise<SettlementDetails> {
    return this.settlements.finalize(caller, id);
  }

  @Post(':id/payouts')
  @HttpCode(200)
  @ApiOperation({ summary: 'Record money changing hands, in full or in part; paid once nothing is outstanding' })
  @ApiOkResponse({ type: SettlementDetailsView })
  @ApiErrors('VALIDATION_FAILED', 'SETTLEMENT_NOT_FOUND', 'SETTLEMENT_NOT_FINALIZED', 'PAYOUT_TOO_LARGE')
  @ApiAccess('settlement.manage')
  payout(@CurrentPrincipal() caller: Principal, @Param('id') id: string, @Body() dto: RecordPayoutDto): Promise<SettlementDetails> {
    return this.settlements.payout(caller, id, dto);
  }

  @Post(':id/adjustments')
  @HttpCode(200)
  @ApiOperation({ summary: 'A correction or late tip, on an open statement' })
  @ApiOkResponse({ type: SettlementDetailsView })
  @ApiErrors('VALIDATION_FAILED', 'SETTLEMENT_NOT_FOUND', 'SETTLEMENT_NOT_OPEN')
  @ApiAccess('settlement.manage')
  adjust(@CurrentPrincipal() caller: Principal, @Param('id') id: string, @Body() dto: AddAdjustmentDto): Promise<SettlementDetails> {
    return this.settlements.adjust(caller, id, dto);
  }
}
