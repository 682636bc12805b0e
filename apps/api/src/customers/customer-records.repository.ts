import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { CustomerAddress, CustomerMergeRecord, CustomerPhoneEntry, DuplicateReason, OrderStatus } from '@fixflow/contracts';
import { actorNameSql } from '../audit/audit.repository.js';
import { isoInstant } from '../database/instant.js';
import type { CustomerRow } from './customers.repository.js';

export interface PhoneInput {
  phone: string;
  label: string | null;
}

export interface AddressInput {
  label: string | null;
  address: string;
  city: string | null;
  state: string | null;
  zip_code: string | null;
}

/** An order a merge moved to the kept customer, with its status as it was (for its history line). */
export interface MovedOrder {
  id: string;
  status: OrderStatus;
}

/** Two of a vendor's live customers proposed as one person, and why. */
export interface DuplicateIds {
  a: string;
  b: string;
  reasons: DuplicateReason[];
}

type MergeRow = Omit<CustomerMergeRecord, 'merged' | 'moved' | 'at'> & { merged: unknown; moved: unknown; at: Date | string };

const json = <T>(value: unknown): T => (typeof value === 'string' ? JSON.parse(value) : value) as T;

/** A name as people write it: case and spacing aside. */
const nameKey = (alias: string) => `nullif(lower(regexp_replace(trim(${alias}.first_name || ' ' || coalesce(${alias}.last_name, '')), '\\s+', ' ', 'g')), '')`;

/** An address line as people write it: case, spacing and the punctuation of "12 Elm St., #4" aside. */
const lineKey = (alias: string) => `nullif(trim(regexp_replace(lower(coalesce(${alias}.address, '')), '[[:space:].,#]+', ' ', 'g')), '')`;

/** One place: the address line and the city, as lineKey reads them (the zip is often left out on one of them). */
const placeKey = (alias: string) => `(${lineKey(alias)} || '|' || trim(regexp_replace(lower(coalesce(${alias}.city, '')), '[[:space:].,]+', ' ', 'g')))`;

/**
 * The customer record's further rows (issue 18): its other phones and addresses, the duplicates
 * proposed, and a merge's moves and its record. Statements on the customer's own columns are
 * CustomersRepository's.
 */
@Injectable()
export class CustomerRecordsRepository {
  constructor(private readonly em: EntityManager) {}

  async phones(customerId: string, em: EntityManager = this.em): Promise<CustomerPhoneEntry[]> {
    return em.execute<CustomerPhoneEntry[]>('select id, phone, label from customer_phones where customer_id = ? order by created_at, id', [customerId]);
  }

  async addresses(customerId: string, em: EntityManager = this.em): Promise<CustomerAddress[]> {
    return em.execute<CustomerAddress[]>(
      'select id, label, address, city, state, zip_code from customer_addresses where customer_id = ? order by created_at, id',
      [customerId],
    );
  }

  /** The merges a customer absorbed, newest first, with who did each. */
  async merges(keptId: string): Promise<CustomerMergeRecord[]> {
    const rows = await this.em.execute<MergeRow[]>(
      `select m.id, m.kept_id, m.merged_id, m.merged, m.moved, m.actor_id, ${actorNameSql('m.actor_id')} as actor_name, m.created_at as at
         from customer_merges m where m.kept_id = ? order by m.created_at desc, m.id desc`,
      [keptId],
    );
    return rows.map((row) => ({ ...row, merged: json(row.merged), moved: json(row.moved), at: isoInstant(row.at) }));
  }

  /** Of these numbers, those another customer of the vendor has among its other phones (each is one customer's at most). */
  async othersPhones(em: EntityManager, vendorId: string, customerId: string, phones: string[]): Promise<Set<string>> {
    if (!phones.length) return new Set();
    const rows = await em.execute<{ phone: string }[]>(
      'select phone from customer_phones where vendor_id = ? and customer_id <> ? and phone in (?)',
      [vendorId, customerId, phones],
    );
    return new Set(rows.map((row) => row.phone));
  }

  /** The whole list of other phones replaced (in the caller's transaction). */
  async replacePhones(em: EntityManager, vendorId: string, customerId: string, phones: PhoneInput[]): Promise<void> {
    await em.execute('delete from customer_phones where customer_id = ?', [customerId]);
    for (const entry of phones) {
      await em.execute('insert into customer_phones (id, vendor_id, customer_id, phone, label) values (?, ?, ?, ?, ?)', [
        crypto.randomUUID(),
        vendorId,
        customerId,
        entry.phone,
        entry.label,
      ]);
    }
  }

  /** The whole list of other addresses replaced (in the caller's transaction). */
  async replaceAddresses(em: EntityManager, customerId: string, addresses: AddressInput[]): Promise<void> {
    await em.execute('delete from customer_addresses where customer_id = ?', [customerId]);
    for (const entry of addresses) {
      await em.execute('insert into customer_addresses (id, customer_id, label, address, city, state, zip_code) values (?, ?, ?, ?, ?, ?, ?)', [
        crypto.randomUUID(),
        customerId,
        entry.label,
        entry.address,
        entry.city,
        entry.state,
        entry.zip_code,
      ]);
    }
  }

  /**
   * Pairs of the vendor's live customers that look like one person: one reached at a number the
   * other has among its phones, or the same name at the same address line (case, spacing and
   * punctuation aside). Both reasons first, then the same phone, then the most recently touched;
   * at most `limit` pairs. Set-based: a hash join over the vendor's customers, whatever their number.
   */
  async duplicates(vendorId: string, limit: number): Promise<DuplicateIds[]> {
    const rows = await this.em.execute<{ a: string; b: string; same_phone: boolean; same_name: boolean }[]>(
      `with live as (
         select c.id, c.phone, c.updated_at, ${nameKey('c')} as name_key, ${lineKey('c')} as line_key
           from customers c where c.vendor_id = ? and c.merged_into is null
       ),
       pairs as (
         select least(a.id, b.id) as a, greatest(a.id, b.id) as b, true as same_phone, false as same_name
           from live a
           join customer_phones p on p.vendor_id = ? and p.phone = a.phone and p.customer_id <> a.id
           join live b on b.id = p.customer_id
         union all
         select a.id, b.id, false, true
           from live a join live b on b.name_key = a.name_key and b.line_key = a.line_key and a.id < b.id
       )
       select p.a, p.b, bool_or(p.same_phone) as same_phone, bool_or(p.same_name) as same_name
         from pairs p join live la on la.id = p.a join live lb on lb.id = p.b
        group by p.a, p.b, la.updated_at, lb.updated_at
        order by bool_or(p.same_phone) and bool_or(p.same_name) desc, bool_or(p.same_phone) desc,
                 greatest(la.updated_at, lb.updated_at) desc, p.a, p.b
        limit ?`,
      [vendorId, vendorId, limit],
    );
    return rows.map((row) => ({
      a: row.a,
      b: row.b,
      reasons: [...(row.same_phone ? (['same_phone'] as const) : []), ...(row.same_name ? (['same_name_and_address'] as const) : [])],
    }));
  }

  /** The two customers of a merge, locked (in id order, so two merges of one pair cannot deadlock). */
  async lockPair(em: EntityManager, ids: [string, string]): Promise<CustomerRow[]> {
    return em.execute<CustomerRow[]>(
      `select c.id, c.vendor_id, c.first_name, c.last_name, c.phone, c.email, c.address, c.city, c.state, c.zip_code, c.updated_at, c.notes, c.merged_into
         from customers c where c.id in (?) order by c.id for update`,
      [ids],
    );
  }

  /**
   * Everything of `merged` moves to `kept` (both locked, of one vendor): orders, appliances, texts;
   * its other phones, and its own number becomes another of the kept one's (unless the kept one is
   * reached at it already); its addresses, and its own becomes another (unless the kept one has
   * that place already, or none of its own: then it is the kept one's). The kept one's empty email
   * is filled and the notes joined. Answers what moved, for the merge's record, and the orders
   * moved (each gets its history line).
   */
  async moveInto(em: EntityManager, kept: CustomerRow, merged: CustomerRow, notesMax: number): Promise<{ moved: CustomerMergeRecord['moved']; orders: MovedOrder[] }> {
    const [{ orders, ...records }] = await em.execute<{ orders: MovedOrder[] | string; appliances: number; messages: number }[]>(
      `with o as (update orders set customer_id = ? where customer_id = ? returning id, status),
            a as (update appliances set customer_id = ? where customer_id = ? returning 1),
            m as (update sms_messages set customer_id = ? where customer_id = ? returning 1)
       select coalesce((select json_agg(json_build_object('id', o.id, 'status', o.status) order by o.id) from o), '[]') as orders,
              (select count(*) from a)::int as appliances, (select count(*) from m)::int as messages`,
      [kept.id, merged.id, kept.id, merged.id, kept.id, merged.id],
    );
    const movedOrders = json<MovedOrder[]>(orders);
    await em.execute('delete from customer_phones where customer_id = ? and phone = ?', [merged.id, kept.phone]);
    const [otherPhones] = await em.execute<{ count: number }[]>(
      'with moved as (update customer_phones set customer_id = ? where customer_id = ? returning 1) select count(*)::int as count from moved',
      [kept.id, merged.id],
    );
    const ownPhone = await em.execute<unknown[]>(
      `insert into customer_phones (id, vendor_id, customer_id, phone) select ?, ?, ?, ? where ? <> ?
       on conflict (vendor_id, phone) do nothing returning 1`,
      [crypto.randomUUID(), kept.vendor_id, kept.id, merged.phone, merged.phone, kept.phone],
    );
    const addresses = await this.moveAddresses(em, kept, merged);
    await em.execute(
      `update customers k set email = coalesce(k.email, m.email),
              notes = left(nullif(concat_ws(E'\\n\\n', k.notes, m.notes), ''), ?), updated_at = now()
         from customers m where k.id = ? and m.id = ?`,
      [notesMax, kept.id, merged.id],
    );
    return { moved: { orders: movedOrders.length, ...records, phones: otherPhones.count + ownPhone.length, addresses }, orders: movedOrders };
  }

  /** The merged customer's addresses that are new places to the kept one move; the count moved. */
  private async moveAddresses(em: EntityManager, kept: CustomerRow, merged: CustomerRow): Promise<number> {
    // The kept customer's places: its own address and its others.
    const known = `select ${placeKey('k')} as place from customers k where k.id = ? and k.address is not null
                   union select ${placeKey('x')} from customer_addresses x where x.customer_id = ?`;
    const [others] = await em.execute<{ count: number }[]>(
      `with moved as (
         update customer_addresses x set customer_id = ?
          where x.customer_id = ? and ${placeKey('x')} not in (${known})
          returning 1)
       select count(*)::int as count from moved`,
      [kept.id, merged.id, kept.id, kept.id],
    );
    if (!merged.address) return others.count;
    if (!kept.address) {
      await em.execute('update customers set address = ?, city = ?, state = ?, zip_code = ? where id = ?', [merged.address, merged.city, merged.state, merged.zip_code, kept.id]);
      return others.count + 1;
    }
    const own = await em.execute<unknown[]>(
      `insert into customer_addresses (id, customer_id, address, city, state, zip_code)
       select ?, ?, m.address, m.city, m.state, m.zip_code from customers m where m.id = ? and ${placeKey('m')} not in (${known})
       returning 1`,
      [crypto.randomUUID(), kept.id, merged.id, kept.id, kept.id],
    );
    return others.count + own.length;
  }

  /**
   * The merged customer leaves every list: it points at the kept one, and so does every customer
   * merged into it before (one step always reaches a live customer). The merge is recorded.
   */
  async markMerged(em: EntityManager, kept: CustomerRow, merged: CustomerRow, moved: CustomerMergeRecord['moved'], actorId: string): Promise<void> {
    await em.execute('update customers set merged_into = ?, merged_at = case when id = ? then now() else merged_at end where id = ? or merged_into = ?', [
      kept.id,
      merged.id,
      merged.id,
      merged.id,
    ]);
    const snapshot: CustomerMergeRecord['merged'] = {
      first_name: merged.first_name,
      last_name: merged.last_name,
      phone: merged.phone,
      email: merged.email,
      address: merged.address,
      city: merged.city,
      state: merged.state,
      zip_code: merged.zip_code,
    };
    await em.execute('insert into customer_merges (id, vendor_id, kept_id, merged_id, merged, moved, actor_id) values (?, ?, ?, ?, ?, ?, ?)', [
      crypto.randomUUID(),
      kept.vendor_id,
      kept.id,
      merged.id,
      JSON.stringify(snapshot),
      JSON.stringify(moved),
      actorId,
    ]);
  }
}
