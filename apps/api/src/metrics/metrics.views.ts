import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import type {
  MetricCounts,
  MetricFigures,
  MetricOrder,
  MetricOrderList,
  MetricRate,
  PerformanceReport,
  PerformanceRow,
  TechnicianMetrics,
  WeeklyPerformance,
} from '@fixflow/contracts';

@ApiSchema({ name: 'MetricRate' })
export class MetricRateView implements MetricRate {
  @ApiProperty({ type: 'integer' }) numerator: number;
  @ApiProperty({ type: 'integer' }) denominator: number;
  @ApiProperty({ type: Number, nullable: true, description: 'numerator ÷ denominator; null with nothing to divide' }) value: number | null;
}

/** The counts and the figures derived from them (a technician's row, or the vendor's par). */
@ApiSchema({ name: 'MetricFigures' })
export class MetricFiguresView implements MetricCounts, MetricFigures {
  @ApiProperty({ type: 'integer', description: 'orders of the period, less customer-side cancellations and those still ahead' }) assigned: number;
  @ApiProperty({ type: 'integer' }) completed: number;
  @ApiProperty({ type: 'integer' }) cancelled: number;
  @ApiProperty({ type: 'integer' }) customer_cancelled: number;
  @ApiProperty({ type: 'integer' }) recalls_automatic: number;
  @ApiProperty({ type: 'integer' }) recalls_confirmed: number;
  @ApiProperty({ type: 'integer' }) first_visit: number;
  @ApiProperty({ type: 'integer' }) arrivals: number;
  @ApiProperty({ type: 'integer' }) on_time: number;
  @ApiProperty({ type: 'integer' }) ticket_orders: number;
  @ApiProperty({ type: 'integer', description: 'cents' }) ticket_sum: number;
  @ApiProperty({ type: 'integer', description: 'cents' }) revenue: number;
  @ApiProperty({ type: 'integer', description: 'cents' }) earnings: number;
  @ApiProperty({ type: 'integer' }) rating_sum: number;
  @ApiProperty({ type: 'integer' }) rating_count: number;
  @ApiProperty({ type: MetricRateView }) completion_rate: MetricRateView;
  @ApiProperty({ type: MetricRateView }) recall_rate: MetricRateView;
  @ApiProperty({ type: MetricRateView }) confirmed_recall_rate: MetricRateView;
  @ApiProperty({ type: MetricRateView }) first_visit_rate: MetricRateView;
  @ApiProperty({ type: MetricRateView }) on_time_rate: MetricRateView;
  @ApiProperty({ type: 'integer', nullable: true, description: 'cents' }) average_ticket: number | null;
  @ApiProperty({ type: Number, nullable: true, description: '1–5, two decimals' }) rating: number | null;
}

@ApiSchema({ name: 'TechnicianMetrics' })
export class TechnicianMetricsView extends MetricFiguresView implements TechnicianMetrics {
  @ApiProperty({ format: 'uuid' }) technician_id: string;
  @ApiProperty({ type: String, format: 'uuid', nullable: true, description: 'null: across every vendor' }) vendor_id: string | null;
  @ApiProperty({ format: 'date' }) period_start: string;
  @ApiProperty({ format: 'date' }) period_end: string;
  @ApiProperty({ format: 'date-time' }) computed_at: string;
}

@ApiSchema({ name: 'PerformanceTechnician' })
export class PerformanceTechnicianView {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ type: String, nullable: true }) full_name: string | null;
}

@ApiSchema({ name: 'PerformanceRow' })
export class PerformanceRowView implements PerformanceRow {
  @ApiProperty({ type: PerformanceTechnicianView }) technician: PerformanceTechnicianView;
  @ApiProperty({ type: TechnicianMetricsView }) metrics: TechnicianMetricsView;
}

@ApiSchema({ name: 'WeeklyPerformance' })
export class WeeklyPerformanceView implements WeeklyPerformance {
  @ApiProperty({ format: 'date' }) week_start: string;
  @ApiProperty({ format: 'uuid' }) technician_id: string;
  @ApiProperty({ type: 'integer' }) completed: number;
  @ApiProperty({ type: 'integer', description: 'cents' }) revenue: number;
}

@ApiSchema({ name: 'PerformanceReport' })
export class PerformanceReportView implements PerformanceReport {
  @ApiProperty({ format: 'date' }) period_start: string;
  @ApiProperty({ format: 'date' }) period_end: string;
  @ApiProperty({ type: [PerformanceRowView] }) rows: PerformanceRowView[];
  @ApiProperty({ type: MetricFiguresView, description: 'the vendor-wide figure: every row’s counts added up' }) par: MetricFiguresView;
  @ApiProperty({ type: [WeeklyPerformanceView], description: 'whole weeks (from the vendor’s settlement week start) overlapping the period' }) weekly: WeeklyPerformanceView[];
  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'when the oldest row shown was computed' }) computed_at: string | null;
}

@ApiSchema({ name: 'MetricOrder' })
export class MetricOrderView implements MetricOrder {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() invoice_number: string;
  @ApiProperty({ format: 'date' }) service_date: string;
  @ApiProperty() customer_name: string;
  @ApiProperty() status: string;
  @ApiProperty({ type: 'integer', nullable: true, description: 'cents; null when not completed' }) total: number | null;
  @ApiProperty({ type: 'integer', nullable: true }) rating: number | null;
  @ApiProperty({ type: String, format: 'uuid', nullable: true }) recall_order_id: string | null;
  @ApiProperty({ type: String, nullable: true }) recall_invoice_number: string | null;
  @ApiProperty({ type: String, enum: ['suspected', 'dismissed'], nullable: true }) recall_status: 'suspected' | 'dismissed' | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) arrived_at: string | null;
}

@ApiSchema({ name: 'MetricOrderList' })
export class MetricOrderListView implements MetricOrderList {
  @ApiProperty({ type: [MetricOrderView] }) items: MetricOrderView[];
}
