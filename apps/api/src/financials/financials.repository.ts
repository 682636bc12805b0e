import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { Financials } from '@fixflow/contracts';

/** The stored lines of one completion's calculation (cents as bigint text) and when it was made. */
export interface FinancialsRow {
  tax: string;
  total: string;
  card_fees: string;
  base: string;
  technician_share: string;
  vendor_share: string;
  technician_due: string;
  collected_by_technician: string;
  collected_by_vendor: string;
  balance: string;
  /** timestamptz, as text from the driver */
  calculated_at: string;
}

const COLUMNS = 'tax, total, card_fees, base, technician_share, vendor_share, technician_due, collected_by_technician, collected_by_vendor, balance, calculated_at';

/** order_financials: one row per completion, written once. */
@Injectable()
export class FinancialsRepository {
  constructor(private readonly em: EntityManager) {}

  async ofCompletion(completionId: string): Promise<FinancialsRow | null> {
    const [row] = await this.em.execute<FinancialsRow[]>(`select ${COLUMNS} from order_financials where completion_id = ?`, [completionId]);
    return row ?? null;
  }

  /**
   * Forgets a completion's calculation so it is made again with a payment recorded since —
   * unless a weekly statement already settled it (that one stands; a correction is an adjustment).
   */
  async forgetUnsettled(completionId: string): Promise<void> {
    await this.em.execute(
      `delete from order_financials f where f.completion_id = ?
         and not exists (select 1 from settlement_lines sl where sl.completion_id = f.completion_id)`,
      [completionId],
    );
  }

  /**
   * Writes the calculation unless one is there already (two calculations racing — the vendor's
   * app and the background job — write one row), and answers the row that stands.
   */
  async insertOnce(completionId: string, orderId: string, lines: Financials): Promise<FinancialsRow> {
    await this.em.execute(
      `insert into order_financials (completion_id, order_id, tax, total, card_fees, base, technician_share, vendor_share, technician_due,
         collected_by_technician, collected_by_vendor, balance)
       values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) on conflict (completion_id) do nothing`,
      [
        completionId,
        orderId,
        lines.tax,
        lines.total,
        lines.card_fees,
        lines.base,
        lines.technician_share,
        lines.vendor_share,
        lines.technician_due,
        lines.collected_by_technician,
        lines.collected_by_vendor,
        lines.balance,
      ],
    );
    return (await this.ofCompletion(completionId))!;
  }
}
