import { HttpStatus, Injectable } from '@nestjs/common';
import { type OrderFinancials, parseMoney, type PaymentList } from '@fixflow/contracts';
import { AccessService } from '../access/access.service.js';
import type { Principal } from '../auth/principal.js';
import { ApiException } from '../common/api-exception.js';
import { FinancialsService } from '../financials/financials.service.js';
import { OrderCompletionsRepository } from '../orders/order-completions.repository.js';
import { VendorSettingsRepository } from '../vendors/vendor-settings.repository.js';
import type { ListPaymentsQuery, PaymentFilterDto, RecordPaymentDto } from './payments.dto.js';
import { type PaymentFilter, PaymentsRepository } from './payments.repository.js';
import { paymentsCsv } from './payments-csv.js';

/** The most rows one CSV holds: a year of a busy vendor's payments. */
const CSV_MAX_ROWS = 20_000;

/** Every payment of the vendor's orders (an admin: all), its totals and CSV; payments recorded by hand. */
@Injectable()
export class PaymentsService {
  constructor(
    private readonly payments: PaymentsRepository,
    private readonly completions: OrderCompletionsRepository,
    private readonly financials: FinancialsService,
    private readonly vendorSettings: VendorSettingsRepository,
    private readonly access: AccessService,
  ) {}

  async list(caller: Principal, query: ListPaymentsQuery): Promise<PaymentList> {
    await this.access.requireAccess(caller, 'payment.read');
    return this.payments.page(this.access.repository.orderScope(caller), await this.filterOf(caller, query), query.cursor, query.limit);
  }

  async csv(caller: Principal, query: PaymentFilterDto): Promise<string> {
    await this.access.requireAccess(caller, 'payment.read');
    const rows = await this.payments.all(this.access.repository.orderScope(caller), await this.filterOf(caller, query), CSV_MAX_ROWS);
    return paymentsCsv(rows);
  }

  /** A payment taken after the job, by hand: the order's financials are calculated again with it (unless already settled). */
  async record(caller: Principal, orderId: string, dto: RecordPaymentDto): Promise<OrderFinancials> {
    await this.access.requireAccess(caller, 'payment.record', [orderId]);
    if (!(await this.completions.current(orderId))) throw new ApiException(HttpStatus.CONFLICT, 'ORDER_NOT_COMPLETED');
    await this.completions.insertPayment(orderId, { method: dto.method, amount: parseMoney(dto.amount) ?? 0, collected_by: dto.collected_by, source: 'manual', recordedBy: caller.userId });
    await this.financials.recalculate(orderId);
    return this.financials.read(caller, orderId);
  }

  /** Dates are the vendor's days; an admin's, UTC. */
  private async filterOf(caller: Principal, query: PaymentFilterDto): Promise<PaymentFilter> {
    const timeZone = caller.role === 'vendor' ? (await this.vendorSettings.inForce(caller.vendorId)).timezone : 'UTC';
    return { method: query.method, collectedBy: query.collected_by, from: query.from, to: query.to, timeZone };
  }
}
