import { Injectable } from '@nestjs/common';
import { AccessService } from '../access/access.service.js';
import type { Principal } from '../auth/principal.js';
import { DEFAULT_TIME_ZONE, usableZone } from '../common/time-zone.js';
import { todayIn } from '../scheduling/time-slots.js';
import { VendorsRepository } from '../vendors/vendors.repository.js';
import type { OrderList } from '@fixflow/contracts';
import type { OrderFilterDto, OrderListQueryDto } from './dto/order.dto.js';
import { orderCsvHeader, orderCsvRecord } from './order-csv.js';
import { OrderListRepository } from './order-list.repository.js';

/** Orders per keyset batch of an export: one batch (~150 KB of text) is what an export holds at a time. */
export const EXPORT_BATCH = 1000;

export interface OrderCsv {
  /** orders-YYYY-MM-DD.csv, the day in the vendor's time zone. */
  filename: string;
  /** The file's text, a batch at a time, read from the database only as the client takes it. */
  chunks: AsyncGenerator<string>;
}

/**
 * The orders list (GET /api/orders) and its CSV export (GET /api/orders/export.csv, issue 18),
 * both inside the caller's scope (the access policy's orderScope) with the same filters and sorts.
 */
@Injectable()
export class OrderListService {
  constructor(
    private readonly access: AccessService,
    private readonly orders: OrderListRepository,
    private readonly vendors: VendorsRepository,
  ) {}

  /** Keyset pages in the query's sort. */
  async list(caller: Principal, query: OrderListQueryDto): Promise<OrderList> {
    await this.access.requireAccess(caller, 'order.read');
    return this.orders.page(this.access.repository.orderScope(caller), query);
  }

  /**
   * Every order the filters match, in the sort — the whole result, not a page. The rows come in
   * keyset batches written as the client reads (the controller pipes them, so a slow client slows
   * the reading and memory stays one batch). The first batch is read before the answer starts,
   * so a failure there is still an error answer rather than a cut file.
   */
  async csv(caller: Principal, query: OrderFilterDto): Promise<OrderCsv> {
    await this.access.requireAccess(caller, 'order.read');
    const zone = caller.role === 'vendor' && caller.vendorId ? usableZone(await this.vendors.timezone(caller.vendorId)) : DEFAULT_TIME_ZONE;
    const side = caller.role === 'technician' ? 'technician' : 'vendor';
    const batches = this.orders.exportBatches(this.access.repository.orderScope(caller), query, EXPORT_BATCH);
    const first = await batches.next();
    const text = (rows: Parameters<typeof orderCsvRecord>[0][]) => rows.map((row) => orderCsvRecord(row, side)).join('');
    async function* chunks(): AsyncGenerator<string> {
      yield orderCsvHeader() + (first.done ? '' : text(first.value));
      if (first.done) return;
      for await (const batch of batches) yield text(batch);
    }
    return { filename: `orders-${todayIn(zone)}.csv`, chunks: chunks() };
  }
}
