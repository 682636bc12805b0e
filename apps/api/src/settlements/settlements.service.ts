import { HttpStatus, Injectable, Logger } from '@nestjs/common';
import {
  dateInZone,
  formatMoney,
  lastFullWeek,
  parseMoney,
  type SettlementDetails,
  type SettlementList,
  type SettlementReadyData,
  type SettlementSummary,
} from '@fixflow/contracts';
import type { AccessRepository } from '../access/access.repository.js';
import { AccessService } from '../access/access.service.js';
import type { Principal } from '../auth/principal.js';
import { ApiException } from '../common/api-exception.js';
import { usableZone } from '../common/time-zone.js';
import { FinancialsService } from '../financials/financials.service.js';
import { NotificationsService } from '../notifications/notifications.service.js';
import { VendorSettingsRepository } from '../vendors/vendor-settings.repository.js';
import type { AddAdjustmentDto, ListSettlementsQuery, RecordPayoutDto } from './settlements.dto.js';
import { type SettlementRow, SettlementsRepository } from './settlements.repository.js';
import { toCsv } from './settlement-csv.js';

const LIST_LIMIT = 200;

const money = (cents: string | number) => formatMoney(Number(cents));

function toSummary(row: SettlementRow): SettlementSummary {
  const balance = Number(row.balance);
  const paid = Number(row.paid);
  const outstanding = Math.max(0, Math.abs(balance) - paid);
  return {
    id: row.id,
    vendor_id: row.vendor_id,
    vendor_name: row.vendor_name,
    technician_id: row.technician_id,
    technician_name: row.technician_name,
    week_start: row.week_start,
    week_end: row.week_end,
    status: row.status,
    orders: row.orders,
    balance: money(balance),
    paid: money(paid),
    outstanding: money(outstanding),
    payer: outstanding === 0 ? null : balance > 0 ? 'technician' : 'vendor',
    finalized_at: row.finalized_at ? new Date(row.finalized_at).toISOString() : null,
    paid_at: row.paid_at ? new Date(row.paid_at).toISOString() : null,
  };
}

/**
 * Weekly settlements (issue 13): each vendor × technician gets a statement of its orders closed in
 * the week (their balances: positive, the technician owes the vendor) plus adjustments. A pg-boss
 * job builds them once the vendor's week is over; the vendor finalizes (never edited after) and
 * records payouts until settled. The vendor sees its statements, the technician its own, an admin all.
 */
@Injectable()
export class SettlementsService {
  private readonly logger = new Logger(SettlementsService.name);

  constructor(
    private readonly settlements: SettlementsRepository,
    private readonly financials: FinancialsService,
    private readonly vendorSettings: VendorSettingsRepository,
    private readonly access: AccessService,
    private readonly notifications: NotificationsService,
  ) {}

  async list(caller: Principal, query: ListSettlementsQuery): Promise<SettlementList> {
    await this.access.requireAccess(caller, 'settlement.read');
    const rows = await this.settlements.list(this.scope(caller), { status: query.status, technicianId: query.technician_id }, LIST_LIMIT);
    return { items: rows.map(toSummary) };
  }

  async details(caller: Principal, id: string): Promise<SettlementDetails> {
    await this.access.requireAccess(caller, 'settlement.read', [id]);
    return this.detailsOf(id);
  }

  async csv(caller: Principal, id: string): Promise<{ filename: string; body: string }> {
    await this.access.requireAccess(caller, 'settlement.read', [id]);
    const details = await this.detailsOf(id);
    return { filename: `settlement-${details.week_start}-${(details.technician_name ?? details.technician_id).replace(/[^\w-]+/g, '_')}.csv`, body: toCsv(details) };
  }

  async finalize(caller: Principal, id: string): Promise<SettlementDetails> {
    await this.access.requireAccess(caller, 'settlement.manage', [id]);
    const current = toSummary(await this.settlements.byId(id));
    if (current.status !== 'open' || !(await this.settlements.finalize(id, caller.userId, current.outstanding === '0.00'))) {
      throw new ApiException(HttpStatus.CONFLICT, 'SETTLEMENT_NOT_OPEN');
    }
    await this.ready(current);
    return this.detailsOf(id);
  }

  /** Issue 18: the technician's settlement_ready once its statement is final, to read (or be paid); never failing the finalize. */
  private async ready(statement: SettlementSummary): Promise<void> {
    try {
      const data: SettlementReadyData = { settlement_id: statement.id, week_start: statement.week_start };
      await this.notifications.create(statement.technician_id, 'settlement_ready', { ...data });
    } catch (error) {
      this.logger.error(`settlement ${statement.id} finalized: notification not written: ${error instanceof Error ? error.message : String(error)}`);
    }
  }

  async payout(caller: Principal, id: string, dto: RecordPayoutDto): Promise<SettlementDetails> {
    await this.access.requireAccess(caller, 'settlement.manage', [id]);
    const amount = parseMoney(dto.amount) ?? 0;
    await this.settlements.recordPayout(
      id,
      (row) => {
        const summary = toSummary(row);
        if (summary.status === 'open') throw new ApiException(HttpStatus.CONFLICT, 'SETTLEMENT_NOT_FINALIZED');
        const outstanding = parseMoney(summary.outstanding) ?? 0;
        if (amount > outstanding) throw new ApiException(HttpStatus.CONFLICT, 'PAYOUT_TOO_LARGE', { outstanding: summary.outstanding });
      },
      { amount, method: dto.method, note: dto.note?.trim() || null, recordedBy: caller.userId },
      (after) => toSummary(after).outstanding === '0.00',
    );
    return this.detailsOf(id);
  }

  async adjust(caller: Principal, id: string, dto: AddAdjustmentDto): Promise<SettlementDetails> {
    await this.access.requireAccess(caller, 'settlement.manage', [id]);
    const cents = parseMoney(dto.amount) ?? 0;
    const added = await this.settlements.addAdjustment(id, {
      amount: dto.owed_by === 'technician' ? cents : -cents,
      description: dto.description.trim(),
      createdBy: caller.userId,
    });
    if (!added) throw new ApiException(HttpStatus.CONFLICT, 'SETTLEMENT_NOT_OPEN');
    return this.detailsOf(id);
  }

  /**
   * The weekly build (the pg-boss job, hourly): for every active vendor, the last whole week in its
   * time zone and settings gets a statement per technician with orders closed in it. Idempotent:
   * an order is settled once, a statement made once; a statement already finalized gets no new
   * lines (an order closed late in its week waits for an adjustment). `asOf` is the job's clock.
   */
  async buildDue(asOf: Date): Promise<number> {
    let lines = 0;
    for (const vendor of await this.settlements.vendors()) {
      const settings = await this.vendorSettings.inForce(vendor.id);
      const zone = usableZone(settings.timezone);
      const week = lastFullWeek(dateInZone(asOf, zone), settings.settlement_week_start);
      for (const order of await this.settlements.closedOrders(vendor.id, week.start, week.end, zone)) {
        const financials = await this.financials.linesOfOrder(order.id);
        if (!financials) continue;
        const added = await this.settlements.settleOrder(
          { vendorId: vendor.id, technicianId: order.technician_id, start: week.start, end: week.end },
          { orderId: order.id, completionId: financials.completionId, amount: Number(financials.row.balance), description: `${order.invoice_number} · ${order.customer_name}` },
        );
        if (added) lines += 1;
      }
    }
    if (lines) this.logger.log(`settlements: ${lines} order(s) settled as of ${asOf.toISOString()}`);
    return lines;
  }

  private async detailsOf(id: string): Promise<SettlementDetails> {
    const row = await this.settlements.byId(id);
    const [lines, payouts] = await Promise.all([this.settlements.lines(id), this.settlements.payouts(id)]);
    const optional = (cents: string | null) => (cents === null ? null : money(cents));
    return {
      ...toSummary(row),
      technician_share: money(row.technician_share),
      tips: money(row.tips),
      technician_due: money(row.technician_due),
      collected_by_technician: money(row.collected_by_technician),
      lines: lines.map((line) => ({
        ...line,
        total: optional(line.total),
        technician_share: optional(line.technician_share),
        tips: optional(line.tips),
        technician_due: optional(line.technician_due),
        collected_by_technician: optional(line.collected_by_technician),
        amount: money(line.amount),
      })),
      payouts: payouts.map((payout) => ({ ...payout, amount: money(payout.amount), paid_at: new Date(payout.paid_at).toISOString() })),
    };
  }

  private scope(caller: Principal): ReturnType<AccessRepository['settlementScope']> {
    return this.access.repository.settlementScope(caller);
  }
}
