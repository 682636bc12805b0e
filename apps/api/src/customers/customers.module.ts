import { Module } from '@nestjs/common';
import { OrdersModule } from '../orders/orders.module.js';
import { VendorsModule } from '../vendors/vendors.module.js';
import { AppliancesController } from './appliances.controller.js';
import { AppliancesService } from './appliances.service.js';
import { CustomersController } from './customers.controller.js';
import { CustomersService } from './customers.service.js';

@Module({
  imports: [OrdersModule, VendorsModule],
  controllers: [CustomersController, AppliancesController],
  providers: [CustomersService, AppliancesService],
})
export class CustomersModule {}
