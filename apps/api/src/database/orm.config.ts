import { resolve } from 'node:path';
import { Migrator } from '@mikro-orm/migrations';
import { defineConfig, type Options } from '@mikro-orm/postgresql';
import { SeedManager } from '@mikro-orm/seeder';
import { API_ROOT } from '../config/app-config.js';
import { Admin } from '../admins/admin.entity.js';
import { ContactChange } from '../admins/contact-change.entity.js';
import { AuthSession } from '../auth/entities/auth-session.entity.js';
import { OneTimeToken } from '../auth/entities/one-time-token.entity.js';
import { RefreshToken } from '../auth/entities/refresh-token.entity.js';
import { RateLimitCounter } from '../auth/rate-limit/rate-limit-counter.entity.js';
import { UserIdentity } from '../auth/entities/user-identity.entity.js';
import { User } from '../auth/entities/user.entity.js';
import { AuditEntry } from '../audit/audit-entry.entity.js';
import { Appliance } from '../customers/appliance.entity.js';
import { ChatMessage, Conversation, ConversationRead } from '../chat/chat.entities.js';
import { Customer } from '../customers/customer.entity.js';
import { OrderFinancialsRow } from '../financials/order-financials.entity.js';
import { OrderCompletion } from '../orders/order-completion.entity.js';
import { OrderHistory } from '../orders/order-history.entity.js';
import { OrderPayment } from '../orders/order-payment.entity.js';
import { CustomerAddressRow, CustomerMerge } from '../customers/customer-records.entities.js';
import { OrderOffer } from '../offers/order-offer.entity.js';
import { Order } from '../orders/order.entity.js';
import { TechnicianMetricsRow } from '../metrics/technician-metrics.entity.js';
import { OutboxMessage } from '../mail/outbox-message.entity.js';
import { Notification } from '../notifications/notification.entity.js';
import { PushSubscription } from '../push/push-subscription.entity.js';
import { VapidKeyPair } from '../push/vapid-key-pair.entity.js';
import { TimeOff, WeeklyHours } from '../scheduling/availability.entities.js';
import { TechnicianBusyRange } from '../scheduling/technician-busy-range.entity.js';
import { Settlement, SettlementLine, SettlementPayout } from '../settlements/settlement.entities.js';
import { PlatformSetting } from '../settings/platform-setting.entity.js';
import { BlockedNumber, CustomerPhone, SmsMessage } from '../sms/sms-message.entity.js';
import { Technician } from '../technicians/technician.entity.js';
import { VendorFinancialSettings } from '../vendors/vendor-financial-settings.entity.js';
import { VendorTechnician } from '../vendors/vendor-technician.entity.js';
import { IdempotencyKey } from '../idempotency/idempotency-key.entity.js';
import { IdempotencyClaimSubscriber } from '../idempotency/idempotency-scope.js';
import { Vendor } from '../vendors/vendor.entity.js';

/** Every entity of the API, listed explicitly: no folder scanning, same result from src and dist. */
export const ENTITIES = [
  PlatformSetting,
  User,
  AuthSession,
  RefreshToken,
  OneTimeToken,
  RateLimitCounter,
  Admin,
  Technician,
  Vendor,
  VendorTechnician,
  OutboxMessage,
  Customer,
  Order,
  OrderHistory,
  WeeklyHours,
  TimeOff,
  TechnicianBusyRange,
  Notification,
  PushSubscription,
  VapidKeyPair,
  VendorFinancialSettings,
  OrderCompletion,
  OrderPayment,
  OrderFinancialsRow,
  Settlement,
  SettlementLine,
  SettlementPayout,
  Appliance,
  TechnicianMetricsRow,
  SmsMessage,
  BlockedNumber,
  CustomerPhone,
  Conversation,
  ChatMessage,
  ConversationRead,
  AuditEntry,
  UserIdentity,
  ContactChange,
  OrderOffer,
  CustomerAddressRow,
  CustomerMerge,
  IdempotencyKey,
];

export const MIGRATIONS_SRC = resolve(API_ROOT, 'src/migrations');
export const MIGRATIONS_DIST = resolve(API_ROOT, 'dist/migrations');

/** Under Jest (@swc/jest) MikroORM cannot detect TypeScript and would look for migrations in dist/. */
const underJest = process.env.JEST_WORKER_ID !== undefined;

export function createOrmConfig(databaseUrl: string, overrides: Partial<Options> = {}): Options {
  return defineConfig({
    clientUrl: databaseUrl,
    entities: ENTITIES,
    extensions: [Migrator, SeedManager],
    // An Idempotency-Key is claimed in the transaction of the write it guards (issues 19, 20).
    subscribers: [new IdempotencyClaimSubscriber()],
    preferTs: underJest,
    migrations: {
      tableName: 'mikro_orm_migrations',
      path: MIGRATIONS_DIST,
      pathTs: MIGRATIONS_SRC,
      glob: '!(*.d).{js,ts}',
      transactional: true,
      // DatabaseStartup and migration-cli report what was applied in their own words.
      silent: true,
      allOrNothing: true,
      // The live schema (a fresh database migrated up) is the truth migration-check compares
      // entities with; a snapshot file could drift from the migrations it summarises.
      snapshot: false,
      emit: 'ts',
    },
    ...overrides,
  });
}
