import { type DynamicModule, Module } from '@nestjs/common';
import { AccessModule } from './access/access.module.js';
import { AdminTechniciansModule } from './admin-technicians/admin-technicians.module.js';
import { AuditModule } from './audit/audit.module.js';
import { AdminsModule } from './admins/admins.module.js';
import { AuthModule } from './auth/auth.module.js';
import { ChatModule } from './chat/chat.module.js';
import { ConfigModule } from './config/config.module.js';
import { CustomersModule } from './customers/customers.module.js';
import { DashboardModule } from './dashboard/dashboard.module.js';
import type { AppConfig } from './config/app-config.js';
import { DatabaseModule } from './database/database.module.js';
import { FinancialsModule } from './financials/financials.module.js';
import { HealthModule } from './health/health.module.js';
// Every language's error messages, in before the first request (synchronously, at import).
import './i18n/message-catalogues.js';
import { IdempotencyModule } from './idempotency/idempotency.module.js';
import { JobsModule } from './jobs/jobs.module.js';
import { LoggingModule } from './logging/logging.module.js';
import { MailModule } from './mail/mail.module.js';
import { MetricsModule } from './metrics/metrics.module.js';
import { NotificationsModule } from './notifications/notifications.module.js';
import { OffersModule } from './offers/offers.module.js';
import { OrdersModule } from './orders/orders.module.js';
import { ProfilesModule } from './profiles/profiles.module.js';
import { PushModule } from './push/push.module.js';
import { PaymentsModule } from './payments/payments.module.js';
import { SettlementsModule } from './settlements/settlements.module.js';
import { ProviderEventsModule } from './system-settings/provider-events.js';
import { SystemSettingsModule } from './system-settings/system-settings.module.js';
import { SmsModule } from './sms/sms.module.js';
import { UnmatchedSmsModule } from './sms/unmatched-sms.module.js';
import { SchedulingModule } from './scheduling/scheduling.module.js';
import { TechniciansModule } from './technicians/technicians.module.js';
import { VendorsModule } from './vendors/vendors.module.js';

/** The whole API, one module per domain. The config is validated before this is built. */
@Module({})
export class AppModule {
  static forRoot(config: AppConfig): DynamicModule {
    const modules = [
      ConfigModule.forRoot(config),
      LoggingModule,
      DatabaseModule,
      JobsModule,
      HealthModule,
      AuthModule,
      AccessModule,
      ProfilesModule,
      VendorsModule,
      // Before TechniciansModule: its /technicians/performance must not be taken for /technicians/:id.
      MetricsModule,
      TechniciansModule,
      AuditModule,
      AdminTechniciansModule,
      ProviderEventsModule,
      MailModule,
      SystemSettingsModule,
      OrdersModule,
      OffersModule,
      FinancialsModule,
      SettlementsModule,
      PaymentsModule,
      CustomersModule,
      SchedulingModule,
      NotificationsModule,
      PushModule,
      DashboardModule,
      ChatModule,
      SmsModule,
      UnmatchedSmsModule,
      AdminsModule,
    ];
    // Last: its interceptor goes on the write routes of everything above.
    return { module: AppModule, imports: [...modules, IdempotencyModule.onWrites(modules)] };
  }
}
