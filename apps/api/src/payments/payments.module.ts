import { Module } from '@nestjs/common';
import { AuthConfigModule } from '../auth/auth-config.module.js';
import { FinancialsModule } from '../financials/financials.module.js';
import { OrdersModule } from '../orders/orders.module.js';
import { VendorsModule } from '../vendors/vendors.module.js';
import { PaymentsController } from './payments.controller.js';
import { PaymentsRepository } from './payments.repository.js';
import { PaymentsService } from './payments.service.js';
import { StripeCheckout } from './stripe-checkout.js';

/** The payments list, its CSV, and payments recorded by hand (issue 13 item 6). */
@Module({
  imports: [AuthConfigModule, FinancialsModule, OrdersModule, VendorsModule],
  controllers: [PaymentsController],
  providers: [PaymentsRepository, PaymentsService, StripeCheckout],
})
export class PaymentsModule {}
