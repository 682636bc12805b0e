import { HttpStatus, Injectable, Logger } from '@nestjs/common';
import type { BulkOrderResult } from '@fixflow/contracts';
import { AccessService } from '../access/access.service.js';
import type { Principal } from '../auth/principal.js';
import { ApiException } from '../common/api-exception.js';
import type { BulkOrderDto } from './dto/order-bulk.dto.js';
import { OrderDispatchService } from './order-dispatch.service.js';

type Item = BulkOrderResult['items'][number];

const notAllowed = (field: string, message: string) => new ApiException(HttpStatus.BAD_REQUEST, 'VALIDATION_FAILED', {}, [{ field, message, code: 'NOT_ALLOWED' }]);

/**
 * POST /api/orders/bulk (issue 18): a dispatcher reassigns or cancels several orders at once.
 * Each order goes through the very call one order would (OrderDispatchService.assign or
 * transition to cancelled), one after another: its access check, the state machine, the
 * technician's time and hours, its history, audit and events are theirs. One refused order is
 * reported with its code and the others go through.
 */
@Injectable()
export class OrderBulkService {
  private readonly logger = new Logger(OrderBulkService.name);

  constructor(
    private readonly access: AccessService,
    private readonly dispatch: OrderDispatchService,
  ) {}

  async run(caller: Principal, dto: BulkOrderDto): Promise<BulkOrderResult> {
    await this.access.requireAccess(caller, 'order.bulk');
    // Each field belongs to one action: a reason sent with a reassignment would be dropped, as the assign move records none.
    if (dto.action === 'cancel' && dto.technician_id !== undefined) throw notAllowed('technician_id', 'technician_id is given when reassigning');
    if (dto.action === 'reassign' && dto.reason !== undefined) throw notAllowed('reason', 'reason is given when cancelling');
    const items: Item[] = [];
    for (const id of dto.ids) items.push(await this.one(caller, id.toLowerCase(), dto));
    return { items };
  }

  private async one(caller: Principal, id: string, dto: BulkOrderDto): Promise<Item> {
    try {
      const order =
        dto.action === 'reassign'
          ? await this.dispatch.assign(caller, id, { technician_id: dto.technician_id as string })
          : await this.dispatch.transition(caller, id, { to: 'cancelled', reason: dto.reason?.trim() });
      return { id, ok: true, order };
    } catch (error) {
      if (error instanceof ApiException) return { id, ok: false, code: error.code };
      // An unforeseen failure of one order must not hide what happened to the others.
      this.logger.error(`bulk ${dto.action} of order ${id} failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
      return { id, ok: false, code: 'INTERNAL' };
    }
  }
}
