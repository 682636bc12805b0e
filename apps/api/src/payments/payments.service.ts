import { EntityManager } from '@mikro-orm/postgresql';
import { HttpStatus, Inject, Injectable, Logger } from '@nestjs/common';
import { type Collector, formatMoney, type OrderFinancials, parseMoney, type PaymentLink, type PaymentList, type PaymentMethod, type PublicInvoice } from '@fixflow/contracts';
import { AccessService } from '../access/access.service.js';
import { AUTH_CONFIG, type AuthConfig } from '../auth/auth.config.js';
import type { Principal } from '../auth/principal.js';
import { ApiException } from '../common/api-exception.js';
import { FinancialsService } from '../financials/financials.service.js';
import { OrderCompletionsRepository } from '../orders/order-completions.repository.js';
import { VendorSettingsRepository } from '../vendors/vendor-settings.repository.js';
import type { ListPaymentsQuery, PaymentFilterDto, RecordPaymentDto } from './payments.dto.js';
import { type PaymentFilter, PaymentsRepository } from './payments.repository.js';
import { StripeCheckout } from './stripe-checkout.js';
import { invoiceToken, orderOfInvoiceToken } from './invoice-token.js';
import { VendorsRepository } from '../vendors/vendors.repository.js';
import { isUuid } from '../common/uuid.js';
import { OrdersRepository } from '../orders/orders.repository.js';
import { paymentsCsv } from './payments-csv.js';

/** The most rows one CSV holds: a year of a busy vendor's payments. */
const CSV_MAX_ROWS = 20_000;

/** Every payment of the vendor's orders (an admin: all), its totals and CSV; payments recorded by hand. */
/** "-234.31" → -23431: a formatted amount back to cents, sign kept (formatMoney always writes two decimals). */
const centsOf = (amount: string) => Number(amount.replace('.', ''));

@Injectable()
export class PaymentsService {
  private readonly logger = new Logger(PaymentsService.name);

  constructor(
    @Inject(AUTH_CONFIG) private readonly site: Pick<AuthConfig, 'siteUrl' | 'jwtSecret'>,
    private readonly vendors: VendorsRepository,
    private readonly stripe: StripeCheckout,
    private readonly orders: OrdersRepository,
    private readonly payments: PaymentsRepository,
    private readonly completions: OrderCompletionsRepository,
    private readonly financials: FinancialsService,
    private readonly vendorSettings: VendorSettingsRepository,
    private readonly access: AccessService,
    private readonly em: EntityManager,
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
    await this.recordPayment(orderId, { method: dto.method, amount: parseMoney(dto.amount) ?? 0, collected_by: dto.collected_by, source: 'manual' }, caller);
    await this.financials.recalculate(orderId);
    return this.financials.read(caller, orderId);
  }

  /**
   * A Stripe Checkout page for what the customer still owes (total + tips − payments so far).
   * Without Stripe's keys it is refused with a clear message: payments are then recorded by hand.
   */
  async paymentLink(caller: Principal, orderId: string): Promise<PaymentLink> {
    await this.access.requireAccess(caller, 'payment.record', [orderId]);
    if (!this.stripe.configured) throw new ApiException(HttpStatus.CONFLICT, 'PAYMENTS_NOT_CONFIGURED');
    const financials = await this.financials.read(caller, orderId);
    const due = centsOf(financials.total) + centsOf(financials.tips) - centsOf(financials.collected_by_technician) - centsOf(financials.collected_by_vendor);
    if (due <= 0) throw new ApiException(HttpStatus.CONFLICT, 'NOTHING_DUE');
    const order = await this.orders.byId(orderId);
    // The customer comes back to the site (SITE_URL), as mailed links do, to the order's invoice.
    const returnTo = { site: this.site.siteUrl, invoiceToken: invoiceToken(this.site.jwtSecret, order.id) };
    return { url: await this.stripe.createSession(order, due, returnTo), amount: formatMoney(due) };
  }

  /**
   * The invoice behind a pay link's token, for the customer's page after paying: 404 for any other
   * token. With `sessionId` (Stripe's return names it), whether that payment is recorded yet.
   */
  async publicInvoice(token: string, sessionId?: string): Promise<PublicInvoice> {
    const orderId = orderOfInvoiceToken(this.site.jwtSecret, token);
    const completion = orderId ? await this.completions.current(orderId) : null;
    if (!orderId || !completion) throw new ApiException(HttpStatus.NOT_FOUND, 'INVOICE_NOT_FOUND');
    const [order, lines] = await Promise.all([this.orders.byId(orderId), this.financials.linesOfOrder(orderId)]);
    const payments = await this.completions.paymentsFor(completion);
    const vendor = order.vendor_id ? await this.vendors.byId(order.vendor_id) : null;
    const paid = payments.reduce((sum, payment) => sum + Number(payment.amount), 0);
    const tax = Number(lines!.row.tax);
    const total = Number(lines!.row.total);
    const tips = Number(completion.tip);
    return {
      invoice_number: order.invoice_number,
      vendor_name: vendor?.companyName ?? '',
      customer_name: order.customer_name,
      service_date: order.service_date,
      labor: formatMoney(Number(completion.labor)),
      parts_price: formatMoney(Number(completion.parts_price)),
      tax: formatMoney(tax),
      total: formatMoney(total),
      tips: formatMoney(tips),
      payments: payments.map((payment) => ({ method: payment.method, amount: formatMoney(Number(payment.amount)) })),
      paid: formatMoney(paid),
      balance_due: formatMoney(Math.max(0, total + tips - paid)),
      invoice_message: order.invoice_message,
      checkout: sessionId ? { session_id: sessionId, recorded: await this.completions.hasExternalPayment(orderId, sessionId) } : null,
    };
  }

  /**
   * Stripe's webhook: a paid Checkout is recorded as an online payment the vendor collected, once
   * (its session id is unique, so a repeated delivery changes nothing), and the order's financials
   * follow. A bad signature is refused; any other event is acknowledged and ignored.
   */
  async stripeWebhook(rawBody: Buffer | undefined, signature: string | undefined): Promise<{ received: true }> {
    if (!this.stripe.configured) throw new ApiException(HttpStatus.CONFLICT, 'PAYMENTS_NOT_CONFIGURED');
    let paid;
    try {
      paid = this.stripe.paidCheckout(rawBody ?? Buffer.alloc(0), signature);
    } catch {
      throw new ApiException(HttpStatus.BAD_REQUEST, 'WEBHOOK_SIGNATURE_INVALID');
    }
    if (!paid) return { received: true };
    if (!isUuid(paid.orderId) || !(await this.completions.current(paid.orderId))) {
      this.logger.warn(`Stripe checkout ${paid.sessionId} paid for order ${paid.orderId}, which has no completed job here: not recorded`);
      return { received: true };
    }
    const recorded = await this.recordPayment(paid.orderId, { method: 'online', amount: paid.amountCents, collected_by: 'vendor', source: 'pay_link', externalId: paid.sessionId }, null);
    if (recorded) await this.financials.recalculate(paid.orderId);
    return { received: true };
  }

  /**
   * The payment and its line in the order's history (issue 18: `payment`, method and amount; by
   * the caller, or nobody for Stripe's webhook), in one transaction. Whether it was new.
   */
  private recordPayment(
    orderId: string,
    payment: { method: PaymentMethod; amount: number; collected_by: Collector; source: 'manual' | 'pay_link'; externalId?: string },
    caller: Principal | null,
  ): Promise<boolean> {
    return this.em.transactional(async (em) => {
      if (!(await this.completions.insertPayment(orderId, { ...payment, recordedBy: caller?.userId ?? null }, em))) return false;
      const { status } = await this.orders.byId(orderId, em);
      const changes = { method: { from: null, to: payment.method }, amount: { from: null, to: formatMoney(payment.amount) } };
      await this.orders.writeHistory(em, orderId, { kind: 'payment', from: status, to: status, actor: caller, changes });
      return true;
    });
  }

  /** Dates are the vendor's days; an admin's, UTC. */
  private async filterOf(caller: Principal, query: PaymentFilterDto): Promise<PaymentFilter> {
    const timeZone = caller.role === 'vendor' ? (await this.vendorSettings.inForce(caller.vendorId)).timezone : 'UTC';
    return { method: query.method, collectedBy: query.collected_by, from: query.from, to: query.to, timeZone };
  }
}
