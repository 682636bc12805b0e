import { ApiProperty } from '@nestjs/swagger';
import { IsIn, IsInt, Max, Min } from 'class-validator';
import { METRIC_DRILLDOWNS, METRICS_MAX_PERIOD_DAYS, type MetricDrilldown, type RecalculateMetricsRequest } from '@fixflow/contracts';
import { IsServiceDate } from '../scheduling/slot-fields.js';

/** ?period_start=&period_end=: service dates, both ends included (the service checks start ≤ end and the length). */
export class MetricsPeriodQueryDto {
  @ApiProperty({ format: 'date', example: '2026-08-28' })
  @IsServiceDate()
  period_start: string;

  @ApiProperty({ format: 'date', example: '2026-11-26' })
  @IsServiceDate()
  period_end: string;
}

export class MetricOrdersQueryDto extends MetricsPeriodQueryDto {
  @ApiProperty({ enum: METRIC_DRILLDOWNS, enumName: 'MetricDrilldown', description: 'The figure whose orders to list' })
  @IsIn(METRIC_DRILLDOWNS)
  metric: MetricDrilldown;
}

export class RecalculateMetricsDto implements RecalculateMetricsRequest {
  @ApiProperty({ type: 'integer', minimum: 1, maximum: METRICS_MAX_PERIOD_DAYS, example: 90, description: 'The period ends today in the caller’s time zone' })
  @IsInt()
  @Min(1)
  @Max(METRICS_MAX_PERIOD_DAYS)
  period_days: number;
}
