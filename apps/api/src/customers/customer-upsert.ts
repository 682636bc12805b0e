import type { EntityManager } from '@mikro-orm/postgresql';
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

/**
 * SPEC.md §7 "Upsert customer": found by vendor_id + phone, updated, else inserted — as one
 * statement on the unique (vendor_id, phone), so two calls from one number never make two rows.
 * A field left empty this time keeps what the customer record already knows.
 */
export async function upsertCustomer(em: EntityManager, vendorId: string, input: CustomerInput): Promise<string> {
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
