import { Module } from '@nestjs/common';
import { FinancialsModule } from '../financials/financials.module.js';
import { VendorsModule } from '../vendors/vendors.module.js';
import { MetricsController } from './metrics.controller.js';
import { MetricsUpdatesModule } from './metrics-updates.js';
import { MetricsQueue } from './metrics.queue.js';
import { MetricsRepository } from './metrics.repository.js';
import { MetricsService } from './metrics.service.js';

/** Technician performance (issue 14): technician_metrics, its endpoints and its jobs. */
@Module({
  imports: [FinancialsModule, VendorsModule, MetricsUpdatesModule],
  controllers: [MetricsController],
  providers: [MetricsRepository, MetricsService, MetricsQueue],
  exports: [MetricsService],
})
export class MetricsModule {}
