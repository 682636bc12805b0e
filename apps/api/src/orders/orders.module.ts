import { Module } from '@nestjs/common';
import { AuditModule } from '../audit/audit.module.js';
import { AppliancesRepository } from '../customers/appliances.repository.js';
import { CustomersRepository } from '../customers/customers.repository.js';
import { MetricsUpdatesModule } from '../metrics/metrics-updates.js';
import { NotificationsModule } from '../notifications/notifications.module.js';
import { OfferStoreModule } from '../offers/offer-store.module.js';
import { RealtimeModule } from '../realtime/realtime.module.js';
import { SchedulingModule } from '../scheduling/scheduling.module.js';
import { SmsModule } from '../sms/sms.module.js';
import { TechniciansModule } from '../technicians/technicians.module.js';
import { VendorsModule } from '../vendors/vendors.module.js';
import { OrderBulkService } from './order-bulk.service.js';
import { OrderCompletionsRepository } from './order-completions.repository.js';
import { OrderListRepository } from './order-list.repository.js';
import { OrderListService } from './order-list.service.js';
import { OrderDispatchService } from './order-dispatch.service.js';
import { OrderNotices } from './order-notices.js';
import { OrderRecallsService } from './order-recalls.service.js';
import { OrdersController } from './orders.controller.js';
import { OrdersRepository } from './orders.repository.js';
import { OrdersService } from './orders.service.js';

@Module({
  imports: [AuditModule, MetricsUpdatesModule, NotificationsModule, OfferStoreModule, RealtimeModule, SchedulingModule, SmsModule, TechniciansModule, VendorsModule],
  controllers: [OrdersController],
  providers: [OrdersService, OrderDispatchService, OrderNotices, OrderRecallsService, OrderBulkService, OrderListService, OrdersRepository, OrderListRepository, OrderCompletionsRepository, CustomersRepository, AppliancesRepository],
  exports: [OrdersRepository, OrderCompletionsRepository, CustomersRepository, AppliancesRepository],
})
export class OrdersModule {}
