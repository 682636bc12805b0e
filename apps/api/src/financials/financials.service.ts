import { HttpStatus, Injectable } from '@nestjs/common';
import {
  computeFinancials,
  type Financials,
  formatMoney,
  formatPercent,
  type OrderFinancials,
  parsePercent,
  type Payment,
} from '@fixflow/contracts';
import { AccessService } from '../access/access.service.js';
import type { Principal } from '../auth/principal.js';
import { ApiException } from '../common/api-exception.js';
import { type CompletionRow, OrderCompletionsRepository, type PaymentRow } from '../orders/order-completions.repository.js';
import { type FinancialsRow, FinancialsRepository } from './financials.repository.js';

const percent = (numeric: string) => parsePercent(numeric) ?? 0;

/** The calculation's input, from the completion's own copy of figures and rates (libs/contracts money). */
function inputOf(completion: CompletionRow, payments: PaymentRow[]) {
  return {
    labor: Number(completion.labor),
    parts_price: Number(completion.parts_price),
    parts_cost: Number(completion.parts_cost),
    parts_paid_by: completion.parts_paid_by,
    tip: Number(completion.tip),
    payments: payments.map((payment): Payment => ({ method: payment.method, amount: Number(payment.amount), collected_by: payment.collected_by })),
    taxable: completion.taxable,
    tax_rate: percent(completion.tax_rate_pct),
    tax_labor: completion.tax_labor,
    card_fee_pct: percent(completion.card_fee_pct),
    card_fee_fixed: Number(completion.card_fee_fixed),
    commission_pct: percent(completion.commission_pct),
  };
}

/**
 * SPEC.md §7 order-financials-full: an order's money, line by line, computed by the one money
 * module from the order's newest completion and stored once. Calculating again — the vendor's app
 * on its notification, the background job, a retry — answers the stored lines: idempotent, and the
 * vendor's later setting changes never rewrite them.
 */
@Injectable()
export class FinancialsService {
  constructor(
    private readonly completions: OrderCompletionsRepository,
    private readonly financials: FinancialsRepository,
    private readonly access: AccessService,
  ) {}

  /** POST /api/orders/:id/financials. */
  async calculate(caller: Principal, orderId: string): Promise<OrderFinancials> {
    await this.access.requireAccess(caller, 'financials.calculate', [orderId]);
    return this.ofOrder(orderId);
  }

  /** GET /api/orders/:id/financials: the stored lines (calculated now if the job has not run yet). */
  async read(caller: Principal, orderId: string): Promise<OrderFinancials> {
    await this.access.requireAccess(caller, 'financials.read', [orderId]);
    return this.ofOrder(orderId);
  }

  /** The background job's entry: no caller, a completion named by its id. */
  async calculateCompletion(completionId: string): Promise<void> {
    const completion = await this.completions.byId(completionId);
    if (completion) await this.stored(completion);
  }

  /** After a payment recorded outside the completion: the lines again, with it (unless already settled). */
  async recalculate(orderId: string): Promise<void> {
    const completion = await this.completions.current(orderId);
    if (!completion) return;
    await this.financials.forgetUnsettled(completion.id);
    await this.stored(completion);
  }

  /** For the weekly settlements: the order's newest completion and its stored lines, calculated if need be; null without a completion. */
  async linesOfOrder(orderId: string): Promise<{ completionId: string; row: FinancialsRow } | null> {
    const completion = await this.completions.current(orderId);
    if (!completion) return null;
    return { completionId: completion.id, row: (await this.stored(completion)).row };
  }

  private async ofOrder(orderId: string): Promise<OrderFinancials> {
    const completion = await this.completions.current(orderId);
    if (!completion) throw new ApiException(HttpStatus.CONFLICT, 'ORDER_NOT_COMPLETED');
    const { row, payments } = await this.stored(completion);
    return this.toView(completion, row, payments);
  }

  private async stored(completion: CompletionRow): Promise<{ row: FinancialsRow; payments: PaymentRow[] }> {
    const payments = await this.completions.paymentsFor(completion);
    const existing = await this.financials.ofCompletion(completion.id);
    if (existing) return { row: existing, payments };
    const lines: Financials = computeFinancials(inputOf(completion, payments));
    return { row: await this.financials.insertOnce(completion.id, completion.order_id, lines), payments };
  }

  private toView(completion: CompletionRow, row: FinancialsRow, payments: PaymentRow[]): OrderFinancials {
    const money = (cents: string | number) => formatMoney(Number(cents));
    return {
      order_id: completion.order_id,
      labor: money(completion.labor),
      parts_price: money(completion.parts_price),
      parts_cost: money(completion.parts_cost),
      tax: money(row.tax),
      total: money(row.total),
      tips: money(completion.tip),
      card_fees: money(row.card_fees),
      base: money(row.base),
      commission_pct: formatPercent(percent(completion.commission_pct), 2),
      technician_share: money(row.technician_share),
      vendor_share: money(row.vendor_share),
      technician_due: money(row.technician_due),
      collected_by_technician: money(row.collected_by_technician),
      collected_by_vendor: money(row.collected_by_vendor),
      balance: money(row.balance),
      taxable: completion.taxable,
      tax_rate_pct: formatPercent(percent(completion.tax_rate_pct), 3),
      tax_labor: completion.tax_labor,
      card_fee_pct: formatPercent(percent(completion.card_fee_pct), 2),
      card_fee_fixed: money(completion.card_fee_fixed),
      parts_paid_by: completion.parts_paid_by,
      resolution: completion.resolution,
      payments: payments.map((payment) => ({ method: payment.method, amount: money(payment.amount), collected_by: payment.collected_by })),
      completed_at: new Date(completion.completed_at).toISOString(),
      calculated_at: new Date(row.calculated_at).toISOString(),
    };
  }
}
