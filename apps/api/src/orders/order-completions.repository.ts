import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { Collector, PaymentMethod } from '@fixflow/contracts';

/** A completion as stored: amounts in cents (bigint comes back as text), rates as numeric text. */
export interface CompletionRow {
  id: string;
  order_id: string;
  labor: string;
  parts_price: string;
  parts_cost: string;
  parts_paid_by: Collector;
  tip: string;
  resolution: string;
  taxable: boolean;
  tax_rate_pct: string;
  tax_labor: boolean;
  card_fee_pct: string;
  card_fee_fixed: string;
  commission_pct: string;
  technician_id: string | null;
  /** timestamptz, as text from the driver */
  completed_at: string;
}

export interface PaymentRow {
  id: string;
  method: PaymentMethod;
  amount: string;
  collected_by: Collector;
  recorded_at: string;
}

export type NewCompletion = Omit<CompletionRow, 'id' | 'order_id' | 'completed_at'>;

const COMPLETION_COLUMNS = `id, order_id, labor, parts_price, parts_cost, parts_paid_by, tip, resolution, taxable, tax_rate_pct,
  tax_labor, card_fee_pct, card_fee_fixed, commission_pct, technician_id, completed_at`;

/**
 * The completions of orders and the payments taken for them: part of the order aggregate, written
 * in the transaction that moves the order to completed. Amounts are integer cents.
 */
@Injectable()
export class OrderCompletionsRepository {
  constructor(private readonly em: EntityManager) {}

  async insert(em: EntityManager, orderId: string, completion: NewCompletion, payments: { method: PaymentMethod; amount: number; collected_by: Collector }[], actorId: string): Promise<string> {
    const id = crypto.randomUUID();
    await em.execute(
      `insert into order_completions (id, order_id, labor, parts_price, parts_cost, parts_paid_by, tip, resolution, taxable, tax_rate_pct,
         tax_labor, card_fee_pct, card_fee_fixed, commission_pct, technician_id, completed_by)
       values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      [
        id,
        orderId,
        completion.labor,
        completion.parts_price,
        completion.parts_cost,
        completion.parts_paid_by,
        completion.tip,
        completion.resolution,
        completion.taxable,
        completion.tax_rate_pct,
        completion.tax_labor,
        completion.card_fee_pct,
        completion.card_fee_fixed,
        completion.commission_pct,
        completion.technician_id,
        actorId,
      ],
    );
    for (const payment of payments) {
      await em.execute('insert into order_payments (id, order_id, completion_id, method, amount, collected_by, recorded_by) values (?, ?, ?, ?, ?, ?, ?)', [
        crypto.randomUUID(),
        orderId,
        id,
        payment.method,
        payment.amount,
        payment.collected_by,
        actorId,
      ]);
    }
    return id;
  }

  /** A payment recorded after the job (by hand, or a pay link's; in the caller's transaction when given); `externalId` makes a repeated webhook a no-op. Answers whether it was new. */
  async insertPayment(
    orderId: string,
    payment: { method: PaymentMethod; amount: number; collected_by: Collector; source: 'manual' | 'pay_link'; externalId?: string; recordedBy: string | null },
    em: EntityManager = this.em,
  ): Promise<boolean> {
    const rows = await em.execute<{ id: string }[]>(
      `insert into order_payments (id, order_id, method, amount, collected_by, source, external_id, recorded_by) values (?, ?, ?, ?, ?, ?, ?, ?)
       on conflict (external_id) do nothing returning id`,
      [crypto.randomUUID(), orderId, payment.method, payment.amount, payment.collected_by, payment.source, payment.externalId ?? null, payment.recordedBy],
    );
    return rows.length === 1;
  }

  /** Whether the order holds the payment of this external id (a Stripe Checkout Session's, recorded by the webhook). */
  async hasExternalPayment(orderId: string, externalId: string): Promise<boolean> {
    const rows = await this.em.execute('select 1 from order_payments where order_id = ? and external_id = ?', [orderId, externalId]);
    return rows.length > 0;
  }

  /** The order's newest completion: the one its financials are of. */
  async current(orderId: string): Promise<CompletionRow | null> {
    const [row] = await this.em.execute<CompletionRow[]>(
      `select ${COMPLETION_COLUMNS} from order_completions where order_id = ? order by completed_at desc, id desc limit 1`,
      [orderId],
    );
    return row ?? null;
  }

  async byId(id: string): Promise<CompletionRow | null> {
    const [row] = await this.em.execute<CompletionRow[]>(`select ${COMPLETION_COLUMNS} from order_completions where id = ?`, [id]);
    return row ?? null;
  }

  /** The payments a completion's financials count: its own, and those recorded for the order outside any completion. */
  paymentsFor(completion: Pick<CompletionRow, 'id' | 'order_id'>): Promise<PaymentRow[]> {
    return this.em.execute<PaymentRow[]>(
      `select id, method, amount, collected_by, recorded_at from order_payments
        where order_id = ? and (completion_id = ? or completion_id is null) order by recorded_at, id`,
      [completion.order_id, completion.id],
    );
  }
}
