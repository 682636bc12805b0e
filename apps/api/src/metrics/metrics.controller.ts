import { Body, Controller, Get, HttpCode, Param, Post, Query, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiExtraModels, ApiOkResponse, ApiOperation, ApiTags, getSchemaPath } from '@nestjs/swagger';
import type { Response } from 'express';
import type { MetricOrderList, PerformanceReport, TechnicianMetrics } from '@fixflow/contracts';
import { ApiAccess } from '../access/api-access.decorator.js';
import { CurrentPrincipal } from '../auth/decorators.js';
import type { Principal } from '../auth/principal.js';
import { ApiErrors } from '../common/openapi/api-errors.decorator.js';
import { MetricOrdersQueryDto, MetricsPeriodQueryDto, RecalculateMetricsDto } from './metrics.dto.js';
import { MetricsService } from './metrics.service.js';
import { MetricOrderListView, PerformanceReportView, TechnicianMetricsView } from './metrics.views.js';

/**
 * Technician performance (issue 14). Registered before TechniciansController (app.module.ts), so
 * /technicians/performance is this route and not a technician called "performance".
 */
@ApiTags('metrics')
@ApiExtraModels(TechnicianMetricsView)
@ApiBearerAuth()
@ApiErrors('NOT_AUTHENTICATED')
@Controller('technicians')
export class MetricsController {
  constructor(private readonly metrics: MetricsService) {}

  @Get('performance')
  @ApiOperation({
    summary: "The vendor's technicians with their stored metrics for the period, the vendor-wide par and the weekly rows of the charts",
    description: 'Rows missing or stale (computed before the period ended, on an earlier day) are computed and stored first; a repeat request reads stored rows only.',
  })
  @ApiOkResponse({ type: PerformanceReportView })
  @ApiErrors('VALIDATION_FAILED')
  @ApiAccess('metrics.performance')
  performance(@CurrentPrincipal() caller: Principal, @Query() query: MetricsPeriodQueryDto): Promise<PerformanceReport> {
    return this.metrics.performance(caller, query);
  }

  @Get(':id/metrics')
  @ApiOperation({
    summary: "A technician's stored metrics row for exactly this period, or null when none is stored (SPEC.md §7: not an error)",
    description: "A vendor reads its own row (the technician on its roster), an admin and the technician itself the row across every vendor.",
  })
  @ApiOkResponse({ schema: { nullable: true, allOf: [{ $ref: getSchemaPath(TechnicianMetricsView) }] }, description: 'The row, or null' })
  @ApiErrors('VALIDATION_FAILED', 'TECHNICIAN_NOT_FOUND')
  @ApiAccess('metrics.read')
  async read(@CurrentPrincipal() caller: Principal, @Param('id') id: string, @Query() query: MetricsPeriodQueryDto, @Res() response: Response): Promise<void> {
    const row: TechnicianMetrics | null = await this.metrics.read(caller, id, query);
    // Nest sends an empty body for null; the contract is the JSON `null`.
    response.status(200).json(row);
  }

  @Post(':id/metrics/recalculate')
  @HttpCode(200)
  @ApiOperation({ summary: "Compute and store the technician's row for the period_days ending today in the caller's time zone (SPEC.md §7: 90)" })
  @ApiOkResponse({ type: TechnicianMetricsView })
  @ApiErrors('VALIDATION_FAILED', 'TECHNICIAN_NOT_FOUND')
  @ApiAccess('metrics.calculate')
  recalculate(@CurrentPrincipal() caller: Principal, @Param('id') id: string, @Body() dto: RecalculateMetricsDto): Promise<TechnicianMetrics> {
    return this.metrics.recalculate(caller, id, dto.period_days);
  }

  @Get(':id/metrics/orders')
  @ApiOperation({ summary: 'The orders behind one figure of the technician’s row for the period, in the caller’s scope' })
  @ApiOkResponse({ type: MetricOrderListView })
  @ApiErrors('VALIDATION_FAILED', 'TECHNICIAN_NOT_FOUND')
  @ApiAccess('metrics.read')
  orders(@CurrentPrincipal() caller: Principal, @Param('id') id: string, @Query() query: MetricOrdersQueryDto): Promise<MetricOrderList> {
    return this.metrics.orders(caller, id, query);
  }
}
