import { Module } from '@nestjs/common';
import { AuditModule } from '../audit/audit.module.js';
import { OrdersModule } from '../orders/orders.module.js';
import { VendorsModule } from '../vendors/vendors.module.js';
import { AppliancesController } from './appliances.controller.js';
import { AppliancesService } from './appliances.service.js';
import { CustomerMergesService } from './customer-merges.service.js';
import { CustomerRecordsRepository } from './customer-records.repository.js';
import { CustomersController } from './customers.controller.js';
import { CustomersService } from './customers.service.js';

@Module({
  imports: [OrdersModule, VendorsModule, AuditModule],
  controllers: [CustomersController, AppliancesController],
  providers: [CustomersService, CustomerMergesService, CustomerRecordsRepository, AppliancesService],
})
export class CustomersModule {}
