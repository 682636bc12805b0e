import { Module } from '@nestjs/common';
import { RealtimeModule } from '../realtime/realtime.module.js';
import { OrderDispatchService } from './order-dispatch.service.js';
import { OrderQueries } from './order-queries.js';
import { OrdersController } from './orders.controller.js';
import { OrdersRepository } from './orders.repository.js';
import { OrdersService } from './orders.service.js';

@Module({
  imports: [RealtimeModule],
  controllers: [OrdersController],
  providers: [OrdersService, OrderDispatchService, OrderQueries, OrdersRepository],
  exports: [OrdersRepository],
})
export class OrdersModule {}
