import { EntityManager } from '@mikro-orm/postgresql';
import { HttpStatus, Injectable } from '@nestjs/common';
import type { Customer, CustomerDetails, CustomerList } from '@fixflow/contracts';
import type { Principal } from '../auth/principal.js';
import { isUuid } from '../auth/principals.service.js';
import { ApiException } from '../common/api-exception.js';
import { isoInstant } from '../database/instant.js';
import { OrdersRepository } from '../orders/orders.repository.js';
import { escapeLike } from '../orders/order-queries.js';
import type { CreateCustomerDto, CustomerListQueryDto } from './customers.dto.js';
import { upsertCustomer } from './customer-upsert.js';

interface CustomerRow extends Omit<Customer, 'updated_at'> {
  updated_at: Date | string;
  cursor_at?: string;
}

const COLUMNS = 'c.id, c.vendor_id, c.first_name, c.last_name, c.phone, c.email, c.address, c.city, c.state, c.zip_code, c.updated_at';
const toCustomer = ({ cursor_at: _cursor, ...row }: CustomerRow): Customer => ({ ...row, updated_at: isoInstant(row.updated_at) });

/** A vendor's customers (an admin sees every vendor's); others' customers are not found. */
@Injectable()
export class CustomersService {
  constructor(
    private readonly em: EntityManager,
    private readonly orders: OrdersRepository,
  ) {}

  private scope(caller: Principal): { sql: string; params: unknown[] } {
    return caller.role === 'admin' ? { sql: 'true', params: [] } : { sql: 'c.vendor_id = ?', params: [caller.vendorId] };
  }

  async list(caller: Principal, query: CustomerListQueryDto): Promise<CustomerList> {
    const scope = this.scope(caller);
    const where = [scope.sql];
    const params = [...scope.params];
    const search = query.search?.trim();
    if (search) {
      const like = `%${escapeLike(search)}%`;
      where.push(`(c.first_name || ' ' || coalesce(c.last_name, '') ilike ? or c.phone ilike ? or c.email ilike ? or c.address ilike ?)`);
      params.push(like, `%${escapeLike(search.replace(/[\s\-().]/g, ''))}%`, like, like);
    }
    if (query.cursor) {
      const [at, id] = Buffer.from(query.cursor, 'base64url').toString().split('|');
      if (!at || !id || !isUuid(id) || Number.isNaN(Date.parse(at))) {
        throw new ApiException(HttpStatus.BAD_REQUEST, 'VALIDATION_FAILED', {}, [{ field: 'cursor', message: 'cursor is not one this API gave out' }]);
      }
      where.push('(c.updated_at, c.id) < (?::timestamptz, ?::uuid)');
      params.push(at, id);
    }
    const limit = query.limit ?? 25;
    const rows = await this.em.execute<CustomerRow[]>(
      `select ${COLUMNS}, to_char(c.updated_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as cursor_at
         from customers c where ${where.join(' and ')} order by c.updated_at desc, c.id desc limit ${limit + 1}`,
      params,
    );
    const page = rows.slice(0, limit);
    const last = page.at(-1);
    return {
      items: page.map(toCustomer),
      next_cursor: rows.length > limit && last ? Buffer.from(`${last.cursor_at}|${last.id}`).toString('base64url') : null,
    };
  }

  async details(caller: Principal, id: string): Promise<CustomerDetails> {
    const scope = this.scope(caller);
    const [row] = isUuid(id)
      ? await this.em.execute<CustomerRow[]>(`select ${COLUMNS} from customers c where c.id = ? and ${scope.sql}`, [id, ...scope.params])
      : [];
    if (!row) throw new ApiException(HttpStatus.NOT_FOUND, 'CUSTOMER_NOT_FOUND');
    return { ...toCustomer(row), orders: await this.orders.ofCustomer(caller, row.id) };
  }

  /** The same upsert an order makes: a phone already known updates that customer. */
  async create(caller: Principal, dto: CreateCustomerDto): Promise<Customer> {
    if (caller.role !== 'vendor' || !caller.vendorId) throw new ApiException(HttpStatus.NOT_FOUND, 'VENDOR_NOT_FOUND');
    const id = await upsertCustomer(this.em, caller.vendorId, {
      name: dto.name.trim(),
      phone: dto.phone,
      email: dto.email ?? null,
      address: dto.address ?? null,
      city: dto.city ?? null,
      state: dto.state ?? null,
      zip_code: dto.zip_code ?? null,
    });
    const [row] = await this.em.execute<CustomerRow[]>(`select ${COLUMNS} from customers c where c.id = ?`, [id]);
    return toCustomer(row);
  }
}
