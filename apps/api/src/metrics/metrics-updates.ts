import { Injectable, Logger, Module } from '@nestjs/common';
import type { MetricsUpdateData } from '@fixflow/contracts';
import { Jobs } from '../jobs/jobs.service.js';
import { NotificationsModule } from '../notifications/notifications.module.js';
import { NotificationsService } from '../notifications/notifications.service.js';

/** The queue an order's close or rating change writes to; MetricsQueue works it (its name alone here, so orders need not import metrics). */
export const METRICS_RECOMPUTE_QUEUE = { name: 'metrics-recompute' } as const;

/** What a metrics-recompute job carries: the order whose technician's rows to recompute. */
export interface MetricsRecomputeJob {
  order_id: string;
}

/**
 * What closing an order and every change of its rating set off (issue 14, PRODUCT.md): the
 * technician's `metrics_update` notification with action `update_metrics` (its app recalculates,
 * SPEC.md §4) and the recompute in the background, so nothing waits for a browser. Called after
 * the order's transaction commits; the close or rating stands whatever happens here: failures are logged.
 */
@Injectable()
export class MetricsUpdates {
  private readonly logger = new Logger(MetricsUpdates.name);

  constructor(
    private readonly notifications: NotificationsService,
    private readonly jobs: Jobs,
  ) {}

  async orderChanged(order: { id: string; technician_id: string | null }): Promise<void> {
    if (!order.technician_id) return;
    try {
      const data: MetricsUpdateData = { action: 'update_metrics', technician_id: order.technician_id, order_id: order.id };
      await this.notifications.create(order.technician_id, 'metrics_update', { ...data });
    } catch (error) {
      this.logger.error(`order ${order.id}: metrics_update notification not written: ${error instanceof Error ? error.message : String(error)}`);
    }
    await this.recompute([order.id]);
  }

  /**
   * The vendor's word on a recall moves figures of two orders' periods: the earlier order's
   * (charged its recalls) and the recall's own (a ticket or not). Recomputed in the background; no notification.
   */
  async recompute(orderIds: readonly string[]): Promise<void> {
    try {
      await this.jobs.send<MetricsRecomputeJob>(METRICS_RECOMPUTE_QUEUE, orderIds.map((order_id) => ({ order_id })));
    } catch (error) {
      this.logger.error(`orders ${orderIds.join(', ')}: metrics-recompute job not written: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
}

/** Imported by the orders module (close with a rating, PUT /orders/:id/rating) without importing the metrics module. */
@Module({
  imports: [NotificationsModule],
  providers: [MetricsUpdates],
  exports: [MetricsUpdates],
})
export class MetricsUpdatesModule {}
