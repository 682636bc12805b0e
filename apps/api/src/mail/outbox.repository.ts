import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { OneTimeLinkState } from '@fixflow/contracts';

export interface OutboxRow {
  id: string;
  recipient: string;
  subject: string;
  text: string;
  kind: string;
  created_at: Date | string;
}

/** The kept mail, and how the one-time links in it stand now. */
@Injectable()
export class OutboxRepository {
  constructor(private readonly em: EntityManager) {}

  /** Newest first; `to` narrows to one recipient. */
  async list(limit: number, to?: string): Promise<OutboxRow[]> {
    return this.em.execute(
      `select id, recipient, subject, text, kind, created_at from mail_outbox ${to ? 'where recipient = ?' : ''} order by created_at desc, id desc limit ?`,
      to ? [to.toLowerCase(), limit] : [limit],
    );
  }

  /**
   * How each link token (by its hash) stands: sign-up and recovery links (one_time_tokens) and an
   * admin's contact-change links (contact_changes) alike. A hash found in neither is left out.
   */
  async linkStates(hashes: string[]): Promise<Map<string, { purpose: string; state: OneTimeLinkState }>> {
    if (hashes.length === 0) return new Map();
    const list = hashes.map(() => '?').join(', ');
    const rows = await this.em.execute<{ token_hash: string; purpose: string; used: boolean; expired: boolean }[]>(
      `select token_hash, purpose, used_at is not null as used, expires_at <= now() as expired from one_time_tokens where token_hash in (${list})
       union all
       select token_hash, 'contact_' || kind, used_at is not null, expires_at <= now() from contact_changes where token_hash in (${list})`,
      [...hashes, ...hashes],
    );
    return new Map(rows.map((row) => [row.token_hash, { purpose: row.purpose, state: row.used ? 'used' : row.expired ? 'expired' : 'live' }]));
  }
}
