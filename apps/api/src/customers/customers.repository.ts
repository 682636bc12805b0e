import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { Customer, CustomerList } from '@fixflow/contracts';
import type { Scope } from '../access/access.repository.js';
import { keysetPage } from '../common/keyset-page.js';
import { containsPattern, escapeLike } from '../common/like.js';
import { isoInstant } from '../database/instant.js';
import type { CustomerListQueryDto } from './customers.dto.js';
import { splitCustomerName } from './customer-fields.js';

export interface CustomerInput {
  name: string;
  /** E.164 */
  phone: string;
  email: string | null;
  address: string | null;
  city: string | null;
  state: string | null;
  zip_code: string | null;
}

type CustomerRow = Omit<Customer, 'updated_at'> & { updated_at: Date | string };

const COLUMNS = 'c.id, c.vendor_id, c.first_name, c.last_name, c.phone, c.email, c.address, c.city, c.state, c.zip_code, c.updated_at';

const toCustomer = (row: CustomerRow): Customer => ({
  id: row.id,
  vendor_id: row.vendor_id,
  first_name: row.first_name,
  last_name: row.last_name,
  phone: row.phone,
  email: row.email,
  address: row.address,
  city: row.city,
  state: row.state,
  zip_code: row.zip_code,
  updated_at: isoInstant(row.updated_at),
});

/**
 * Every statement on customers. Provided by OrdersModule, whose order create upserts the
 * customer in its transaction, and reached from CustomersModule through it.
 */
@Injectable()
export class CustomersRepository {
  constructor(private readonly em: EntityManager) {}

  /** A page of the customers inside a caller's scope (AccessRepository.customerScope). */
  list(scope: Scope, query: CustomerListQueryDto): Promise<CustomerList> {
    const where = [scope.sql];
    const params = [...scope.params];
    const search = query.search?.trim();
    if (search) {
      const like = containsPattern(search);
      where.push(`(c.first_name || ' ' || coalesce(c.last_name, '') ilike ? or c.phone ilike ? or c.email ilike ? or c.address ilike ?)`);
      params.push(like, `%${escapeLike(search.replace(/[\s\-().]/g, ''))}%`, like, like);
    }
    return keysetPage(
      (sql, values) => this.em.execute(sql, values),
      { columns: COLUMNS, from: 'customers c', where, params, at: 'c.updated_at', id: 'c.id', cursor: query.cursor, limit: query.limit },
      toCustomer,
    );
  }

  /** One customer; the caller's access to it was required first. */
  async byId(id: string): Promise<Customer> {
    const [row] = await this.em.execute<CustomerRow[]>(`select ${COLUMNS} from customers c where c.id = ?`, [id]);
    return toCustomer(row);
  }

  /**
   * SPEC.md §7 "Upsert customer": found by vendor_id + phone, updated, else inserted — as one
   * statement on the unique (vendor_id, phone), so two calls from one number never make two rows.
   * A field left empty this time keeps what the customer record already knows.
   */
  async upsert(em: EntityManager, vendorId: string, input: CustomerInput): Promise<string> {
    const { firstName, lastName } = splitCustomerName(input.name);
    const [row] = await em.execute<{ id: string }[]>(
      `insert into customers (id, vendor_id, first_name, last_name, phone, email, address, city, state, zip_code)
       values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
       on conflict (vendor_id, phone) do update set
         first_name = excluded.first_name,
         last_name = excluded.last_name,
         email = coalesce(excluded.email, customers.email),
         address = coalesce(excluded.address, customers.address),
         city = coalesce(excluded.city, customers.city),
         state = coalesce(excluded.state, customers.state),
         zip_code = coalesce(excluded.zip_code, customers.zip_code),
         updated_at = now()
       returning id`,
      [crypto.randomUUID(), vendorId, firstName, lastName, input.phone, input.email, input.address, input.city, input.state, input.zip_code],
    );
    return row.id;
  }
}
