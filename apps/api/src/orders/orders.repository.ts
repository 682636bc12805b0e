import { EntityManager } from '@mikro-orm/postgresql';
import { HttpStatus, Injectable } from '@nestjs/common';
import type { Order, OrderDetails } from '@fixflow/contracts';
import type { Principal } from '../auth/principal.js';
import { isUuid } from '../auth/principals.service.js';
import { ApiException } from '../common/api-exception.js';
import { orderScope } from './order-access.js';
import { type HistoryRow, ORDER_COLUMNS, ORDER_FROM, type OrderRow, toHistoryEntry, toOrder } from './order-read-model.js';

/** Reading orders as a caller may see them; everything goes through orderScope. */
@Injectable()
export class OrdersRepository {
  constructor(private readonly em: EntityManager) {}

  /** One order in the caller's scope, or 404 'Order not found with identifier: {id}'. */
  async visible(caller: Principal, id: string, em: EntityManager = this.em): Promise<Order> {
    const scope = orderScope(caller);
    const rows = isUuid(id)
      ? await em.execute<OrderRow[]>(`select ${ORDER_COLUMNS} from ${ORDER_FROM} where o.id = ? and (${scope.sql})`, [id, ...scope.params])
      : [];
    if (!rows[0]) throw new ApiException(HttpStatus.NOT_FOUND, 'ORDER_NOT_FOUND', { id });
    return toOrder(rows[0]);
  }

  /** Reads one order regardless of scope: for answering right after a write the caller was allowed to make. */
  async byId(id: string, em: EntityManager = this.em): Promise<Order> {
    const [row] = await em.execute<OrderRow[]>(`select ${ORDER_COLUMNS} from ${ORDER_FROM} where o.id = ?`, [id]);
    return toOrder(row);
  }

  async details(caller: Principal, id: string): Promise<OrderDetails> {
    const order = await this.visible(caller, id);
    const history = await this.em.execute<HistoryRow[]>(
      'select id, from_status, to_status, actor_id, actor_role, reason, at from order_history where order_id = ? order by at, id',
      [order.id],
    );
    return { ...order, history: history.map(toHistoryEntry) };
  }

  /** Orders of one customer the caller may see, newest first. */
  async ofCustomer(caller: Principal, customerId: string): Promise<Order[]> {
    const scope = orderScope(caller);
    const rows = await this.em.execute<OrderRow[]>(
      `select ${ORDER_COLUMNS} from ${ORDER_FROM} where o.customer_id = ? and (${scope.sql}) order by o.created_at desc, o.id desc limit 200`,
      [customerId, ...scope.params],
    );
    return rows.map(toOrder);
  }
}
