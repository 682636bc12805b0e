import { Module } from '@nestjs/common';
import { OrdersModule } from '../orders/orders.module.js';
import { FinancialsController } from './financials.controller.js';
import { FinancialsQueue } from './financials.queue.js';
import { FinancialsRepository } from './financials.repository.js';
import { FinancialsService } from './financials.service.js';

/** Order financials (issue 13): the calculation, its endpoint and its background job. */
@Module({
  imports: [OrdersModule],
  controllers: [FinancialsController],
  providers: [FinancialsRepository, FinancialsService, FinancialsQueue],
  exports: [FinancialsService],
})
export class FinancialsModule {}
