import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { SmsMessage, SmsStatus } from '@fixflow/contracts';
import { keysetPage } from '../common/keyset-page.js';
import { CUSTOMER_NUMBERS } from '../customers/customer-numbers.js';
import { isoInstant } from '../database/instant.js';

export interface SmsRow {
  id: string;
  vendor_id: string | null;
  customer_id: string | null;
  direction: SmsMessage['direction'];
  from_number: string;
  to_number: string;
  body: string;
  media_urls: string[] | string;
  status: SmsStatus;
  error: string | null;
  author_id: string | null;
  created_at: Date | string;
}

const COLUMNS = 'm.id, m.vendor_id, m.customer_id, m.direction, m.from_number, m.to_number, m.body, m.media_urls, m.status, m.error, m.author_id, m.created_at';

export const toSmsMessage = (row: SmsRow): SmsMessage => ({
  id: row.id,
  customer_id: row.customer_id,
  direction: row.direction,
  from: row.from_number,
  to: row.to_number,
  body: row.body,
  media_urls: typeof row.media_urls === 'string' ? (JSON.parse(row.media_urls) as string[]) : row.media_urls,
  status: row.status,
  error: row.error,
  author_id: row.author_id,
  created_at: isoInstant(row.created_at),
});

/** A text with the vendor it belongs to (the event's room), as every write answers it. */
export interface StoredSms {
  vendorId: string | null;
  message: SmsMessage;
}

const stored = (row: SmsRow): StoredSms => ({ vendorId: row.vendor_id, message: toSmsMessage(row) });

/** A customer whose phone (its own or a further one) an incoming text came from. */
export interface PhoneMatch {
  customer_id: string;
  vendor_id: string;
  /** The customer's own number (customers.phone) rather than a further one (customer_phones). */
  primary: boolean;
}

export interface IncomingInput {
  vendorId: string | null;
  customerId: string | null;
  from: string;
  to: string;
  body: string;
  mediaUrls: string[];
  providerSid: string;
  /** 'blocked' for a blocked number's text: kept, never queued. */
  resolution: 'blocked' | null;
}

/** The customer a reply goes to. */
export interface ReplyTarget {
  vendor_id: string;
  phone: string;
  opted_out: boolean;
}

/** Every statement on texts (sms_messages), the numbers they are matched by, and opt-outs. */
@Injectable()
export class SmsRepository {
  constructor(private readonly em: EntityManager) {}

  /** Every live customer, across vendors, whose own or further number is `phone` (E.164). */
  matches(phone: string): Promise<PhoneMatch[]> {
    return this.em.execute<PhoneMatch[]>(
      `select n.customer_id::text as customer_id, n.vendor_id::text as vendor_id, n."primary" from ${CUSTOMER_NUMBERS} n where n.phone = ?`,
      [phone],
    );
  }

  async isBlocked(phone: string): Promise<boolean> {
    const rows = await this.em.execute<unknown[]>('select 1 from blocked_numbers where phone = ?', [phone]);
    return rows.length > 0;
  }

  /**
   * Stores an incoming text once per MessageSid: null when another delivery of it got there
   * first (the unique provider_sid decides, even for two at the same instant).
   */
  async insertIncoming(input: IncomingInput): Promise<StoredSms | null> {
    const [row] = await this.em.execute<SmsRow[]>(
      `insert into sms_messages as m (id, vendor_id, customer_id, direction, from_number, to_number, body, media_urls, provider_sid, status, resolution, resolved_at)
       values (?, ?, ?, 'in', ?, ?, ?, ?::jsonb, ?, 'received', ?, case when ?::text is null then null else clock_timestamp() end)
       on conflict (provider_sid) do nothing
       returning ${COLUMNS}`,
      [crypto.randomUUID(), input.vendorId, input.customerId, input.from, input.to, input.body, JSON.stringify(input.mediaUrls), input.providerSid, input.resolution, input.resolution],
    );
    return row ? stored(row) : null;
  }

  /** STOP / START: the customers' opt-out instant, or null again. */
  async setOptedOut(customerIds: string[], optedOut: boolean): Promise<void> {
    if (!customerIds.length) return;
    await this.em.execute(
      `update customers set sms_opted_out_at = ${optedOut ? 'coalesce(sms_opted_out_at, now())' : 'null'} where id in (?)`,
      [customerIds],
    );
  }

  async optedOut(customerId: string): Promise<boolean> {
    const [row] = await this.em.execute<{ opted_out: boolean }[]>('select sms_opted_out_at is not null as opted_out from customers where id = ?', [customerId]);
    return row?.opted_out ?? false;
  }

  /** The customer a reply goes to; its access was required first. */
  async replyTarget(customerId: string): Promise<ReplyTarget> {
    const [row] = await this.em.execute<ReplyTarget[]>(
      'select vendor_id::text as vendor_id, phone, sms_opted_out_at is not null as opted_out from customers where id = ?',
      [customerId],
    );
    return row;
  }

  /** A page of a customer's thread, newest first as keysetPage reads it (the service turns it over). */
  thread(customerId: string, cursor: string | undefined, limit: number) {
    return keysetPage<SmsRow, SmsMessage>(
      (sql, values) => this.em.execute(sql, values),
      { columns: COLUMNS, from: 'sms_messages m', where: ['m.customer_id = ?'], params: [customerId], at: 'm.created_at', id: 'm.id', cursor, limit },
      toSmsMessage,
    );
  }

  /** An outgoing text, queued; `authorId` null for a text the API sends on its own (issue 17's "on my way"). */
  async insertOutgoing(input: { vendorId: string; customerId: string; from: string; to: string; body: string; authorId: string | null }): Promise<StoredSms> {
    const [row] = await this.em.execute<SmsRow[]>(
      `insert into sms_messages as m (id, vendor_id, customer_id, direction, from_number, to_number, body, status, author_id)
       values (?, ?, ?, 'out', ?, ?, ?, 'queued', ?)
       returning ${COLUMNS}`,
      [crypto.randomUUID(), input.vendorId, input.customerId, input.from, input.to, input.body, input.authorId],
    );
    return stored(row);
  }

  async byId(id: string): Promise<StoredSms | null> {
    const [row] = await this.em.execute<SmsRow[]>(`select ${COLUMNS} from sms_messages m where m.id = ?`, [id]);
    return row ? stored(row) : null;
  }

  /**
   * An outgoing text's new status, only from `from` (a job retried after a crash, or a late
   * callback, never moves it back): the row as it now is, or null when nothing changed.
   */
  async setStatus(
    where: { id: string } | { providerSid: string },
    from: readonly SmsStatus[],
    change: { status: SmsStatus; providerSid?: string; error?: string | null; sent?: boolean },
  ): Promise<StoredSms | null> {
    const [key, value] = 'id' in where ? ['m.id', where.id] : ['m.provider_sid', where.providerSid];
    const [row] = await this.em.execute<SmsRow[]>(
      `update sms_messages as m set status = ?, provider_sid = coalesce(?, m.provider_sid), error = ?,
              sent_at = case when ? then clock_timestamp() else m.sent_at end
        where ${key} = ? and m.direction = 'out' and m.status in (?)
        returning ${COLUMNS}`,
      [change.status, change.providerSid ?? null, change.error ?? null, change.sent ?? false, value, from],
    );
    return row ? stored(row) : null;
  }

  /** Texts the local transport recorded (no provider configured), newest first. */
  async recorded(limit: number): Promise<SmsMessage[]> {
    const rows = await this.em.execute<SmsRow[]>(
      `select ${COLUMNS} from sms_messages m where m.status = 'recorded' order by m.created_at desc, m.id desc limit ?`,
      [limit],
    );
    return rows.map(toSmsMessage);
  }

  /** The admins who hear of texts nobody's (the Unknown SMS queue). */
  async activeAdminUsers(): Promise<string[]> {
    const rows = await this.em.execute<{ user_id: string }[]>("select user_id::text as user_id from admins where status = 'active'");
    return rows.map((row) => row.user_id);
  }
}
