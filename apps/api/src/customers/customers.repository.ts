import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { Customer, CustomerList } from '@fixflow/contracts';
import type { Scope } from '../access/access.repository.js';
import { keysetPage } from '../common/keyset-page.js';
import { containsPattern, escapeLike } from '../common/like.js';
import { isoInstant } from '../database/instant.js';
import type { CustomerListQueryDto } from './customers.dto.js';
import { splitCustomerName } from './customer-fields.js';
import { CUSTOMER_NUMBERS } from './customer-numbers.js';

export interface CustomerInput {
  name: string;
  /** E.164 */
  phone: string;
  email: string | null;
  address: string | null;
  city: string | null;
  state: string | null;
  zip_code: string | null;
  notes?: string | null;
}

/** A customer's own columns as a PATCH changes them: a key left out is left alone. */
export interface CustomerChanges {
  name?: string;
  phone?: string;
  email?: string | null;
  address?: string | null;
  city?: string | null;
  state?: string | null;
  zip_code?: string | null;
  notes?: string | null;
}

/** A customer with what only its own record shows: the notes, and where it went if merged away. */
export interface CustomerRow extends Customer {
  notes: string | null;
  merged_into: string | null;
}

type Row = Omit<CustomerRow, 'updated_at'> & { updated_at: Date | string };

export const CUSTOMER_COLUMNS = 'c.id, c.vendor_id, c.first_name, c.last_name, c.phone, c.email, c.address, c.city, c.state, c.zip_code, c.updated_at';

export const toCustomer = (row: Omit<Customer, 'updated_at'> & { updated_at: Date | string }): Customer => ({
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

/** The columns a PATCH may set, by the request's names. */
const CHANGEABLE = { phone: 'phone', email: 'email', address: 'address', city: 'city', state: 'state', zip_code: 'zip_code', notes: 'notes' } as const;

/**
 * The vendor's customer reached at a phone (`?` vendor, phone, and with `except` a customer to
 * pass over): its own number first, else another of its phones.
 */
const customerByPhone = (except: boolean) => `select n.customer_id as id, n."primary" from ${CUSTOMER_NUMBERS} n
  where n.vendor_id = ? and n.phone = ?${except ? ' and n.customer_id <> ?' : ''} order by n."primary" desc limit 1`;

/** customerByPhone without a customer to pass over, as an order's creation asks it; exported for the load bench. */
export const CUSTOMER_BY_PHONE_SQL = customerByPhone(false);

/** The customer found by phone, updated (`?` own number twice with the names, email, address, city, state, zip, notes, id). */
export const CUSTOMER_UPDATE_SQL = `update customers set
    first_name = case when ? then ? else first_name end,
    last_name = case when ? then ? else last_name end,
    email = coalesce(?, email), address = coalesce(?, address), city = coalesce(?, city), state = coalesce(?, state),
    zip_code = coalesce(?, zip_code), notes = coalesce(?, notes), updated_at = now()
  where id = ?`;

/** A new customer, or the live one of (vendor, phone) that a racing call just made, updated; answers its id. */
export const CUSTOMER_INSERT_SQL = `insert into customers (id, vendor_id, first_name, last_name, phone, email, address, city, state, zip_code, notes)
  values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
  on conflict (vendor_id, phone) where merged_into is null do update set
    first_name = excluded.first_name,
    last_name = excluded.last_name,
    email = coalesce(excluded.email, customers.email),
    address = coalesce(excluded.address, customers.address),
    city = coalesce(excluded.city, customers.city),
    state = coalesce(excluded.state, customers.state),
    zip_code = coalesce(excluded.zip_code, customers.zip_code),
    notes = coalesce(excluded.notes, customers.notes),
    updated_at = now()
  returning id`;

/**
 * Every statement on customers' own rows. Provided by OrdersModule, whose order create finds or
 * makes the customer in its transaction, and reached from CustomersModule through it.
 */
@Injectable()
export class CustomersRepository {
  constructor(private readonly em: EntityManager) {}

  /** A page of the live customers inside a caller's scope (AccessRepository.customerScope); merged ones never show. */
  list(scope: Scope, query: CustomerListQueryDto): Promise<CustomerList> {
    const where = [scope.sql, 'c.merged_into is null'];
    const params = [...scope.params];
    const search = query.search?.trim();
    if (search) {
      const like = containsPattern(search);
      const digits = `%${escapeLike(search.replace(/[\s\-().]/g, ''))}%`;
      where.push(
        `(c.first_name || ' ' || coalesce(c.last_name, '') ilike ? or c.phone ilike ? or c.email ilike ? or c.address ilike ?
          or exists (select 1 from customer_phones p where p.customer_id = c.id and p.phone ilike ?))`,
      );
      params.push(like, digits, like, like, digits);
    }
    return keysetPage(
      (sql, values) => this.em.execute(sql, values),
      { columns: CUSTOMER_COLUMNS, from: 'customers c', where, params, at: 'c.updated_at', id: 'c.id', cursor: query.cursor, limit: query.limit },
      toCustomer,
    );
  }

  /** One customer; the caller's access to it was required first. */
  async byId(id: string, em: EntityManager = this.em): Promise<Customer> {
    return toCustomer(await this.row(id, em));
  }

  /** These customers, in no particular order (an id not found is left out). */
  async byIds(ids: string[]): Promise<Customer[]> {
    if (!ids.length) return [];
    const rows = await this.em.execute<Row[]>(`select ${CUSTOMER_COLUMNS} from customers c where c.id in (?)`, [[...new Set(ids)]]);
    return rows.map(toCustomer);
  }

  /** One customer with its notes and, once merged away, the customer it went to. */
  async row(id: string, em: EntityManager = this.em): Promise<CustomerRow> {
    const [row] = await em.execute<Row[]>(`select ${CUSTOMER_COLUMNS}, c.notes, c.merged_into from customers c where c.id = ?`, [id]);
    return { ...toCustomer(row), notes: row.notes, merged_into: row.merged_into };
  }

  /**
   * The vendor's live customer reached at `phone` (E.164), by its own number or another of its
   * phones, its own first (`except` one customer); null when none is.
   */
  async byPhone(em: EntityManager, vendorId: string, phone: string, except: string | null = null): Promise<{ id: string; primary: boolean } | null> {
    const [row] = await em.execute<{ id: string; primary: boolean }[]>(
      except ? customerByPhone(true) : CUSTOMER_BY_PHONE_SQL,
      except ? [vendorId, phone, except] : [vendorId, phone],
    );
    return row ?? null;
  }

  /**
   * SPEC.md §7 "Upsert customer": the vendor's customer reached at this phone (its own number, or
   * another of its phones: a merged customer's number leads to the one kept) is updated, else one
   * is inserted. A field left empty this time keeps what the record already knows; the name is
   * replaced only when the phone is the customer's own — another of its numbers may be a
   * relative's, who calls under their own name. The insert is one statement on the unique (vendor_id,
   * phone) of live customers, so two calls from one new number never make two rows.
   */
  async upsert(em: EntityManager, vendorId: string, input: CustomerInput): Promise<string> {
    const { firstName, lastName } = splitCustomerName(input.name);
    const found = await this.byPhone(em, vendorId, input.phone);
    if (found) {
      await em.execute(
        CUSTOMER_UPDATE_SQL,
        [found.primary, firstName, found.primary, lastName, input.email, input.address, input.city, input.state, input.zip_code, input.notes ?? null, found.id],
      );
      return found.id;
    }
    const [row] = await em.execute<{ id: string }[]>(
      CUSTOMER_INSERT_SQL,
      [crypto.randomUUID(), vendorId, firstName, lastName, input.phone, input.email, input.address, input.city, input.state, input.zip_code, input.notes ?? null],
    );
    return row.id;
  }

  /** A customer's own columns changed (a PATCH): only the keys given; the name split as creation splits it. */
  async update(em: EntityManager, id: string, changes: CustomerChanges): Promise<void> {
    const sets: string[] = [];
    const params: unknown[] = [];
    if (changes.name !== undefined) {
      const { firstName, lastName } = splitCustomerName(changes.name);
      sets.push('first_name = ?', 'last_name = ?');
      params.push(firstName, lastName);
    }
    for (const [key, column] of Object.entries(CHANGEABLE) as [keyof typeof CHANGEABLE, string][]) {
      if (changes[key] === undefined) continue;
      sets.push(`${column} = ?`);
      params.push(changes[key]);
    }
    await em.execute(`update customers set ${[...sets, 'updated_at = now()'].join(', ')} where id = ?`, [...params, id]);
  }
}
