import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { IdempotencyScope, StoredAnswer } from './idempotency-scope.js';

/** How long a key is kept: a phone offline for a week still replays its queue once. */
export const IDEMPOTENCY_KEY_DAYS = 7;

export interface StoredKey {
  fingerprint: string;
  response_status: number | null;
  response_type: string | null;
  response_body: string | null;
  /** Seconds since the key was claimed. */
  age_s: number;
}


type TransactionManager = { getConnection(): { execute<T>(sql: string, params: unknown[], method: 'all', transaction: unknown): Promise<T> } };

/**
 * Inserts the request's key inside the transaction being committed (IdempotencyClaimSubscriber,
 * which has no injector): false when another request with the same key committed it first.
 */
export async function claimKeyIn(em: TransactionManager, transaction: unknown, scope: Pick<IdempotencyScope, 'userId' | 'key' | 'fingerprint'>): Promise<boolean> {
  const rows = await em
    .getConnection()
    .execute<{ key: string }[]>(`insert into idempotency_keys (user_id, key, fingerprint) values (?, ?, ?) on conflict do nothing returning key`, [scope.userId, scope.key, scope.fingerprint], 'all', transaction);
  return rows.length > 0;
}

@Injectable()
export class IdempotencyRepository {
  constructor(private readonly em: EntityManager) {}

  /** The key's row, unless it is older than IDEMPOTENCY_KEY_DAYS (then it is as if never sent). */
  async find(userId: string, key: string): Promise<StoredKey | null> {
    // An expired row goes in the same statement, so the write's claim finds the key free.
    const rows = await this.em.execute<StoredKey[]>(
      `with expired as (delete from idempotency_keys where user_id = ? and key = ? and created_at <= now() - make_interval(days => ?))
       select fingerprint, response_status, response_type, response_body, extract(epoch from now() - created_at)::float8 as age_s
         from idempotency_keys where user_id = ? and key = ? and created_at > now() - make_interval(days => ?)`,
      [userId, key, IDEMPOTENCY_KEY_DAYS, userId, key, IDEMPOTENCY_KEY_DAYS],
    );
    return rows[0] ?? null;
  }

  /** Stores the answer of the request whose transaction claimed the key (its row has none yet). */
  async answerClaimed(userId: string, key: string, answer: StoredAnswer): Promise<void> {
    await this.em.execute(`update idempotency_keys set response_status = ?, response_type = ?, response_body = ? where user_id = ? and key = ? and response_status is null`, [
      answer.status,
      answer.type,
      answer.body,
      userId,
      key,
    ]);
  }

  /**
   * Stores the answer of a request that claimed nothing (a refusal, or a write outside a
   * transaction): false when the key is already another request's, whose answer counts.
   */
  async answerUnclaimed(userId: string, key: string, fingerprint: string, answer: StoredAnswer): Promise<boolean> {
    const rows = await this.em.execute<{ key: string }[]>(
      `insert into idempotency_keys (user_id, key, fingerprint, response_status, response_type, response_body) values (?, ?, ?, ?, ?, ?) on conflict do nothing returning key`,
      [userId, key, fingerprint, answer.status, answer.type, answer.body],
    );
    return rows.length > 0;
  }

  /** Forgets keys older than IDEMPOTENCY_KEY_DAYS; answers how many. */
  async purge(): Promise<number> {
    const rows = await this.em.execute<{ n: number }[]>(
      `with gone as (delete from idempotency_keys where created_at <= now() - make_interval(days => ?) returning 1) select count(*)::int as n from gone`,
      [IDEMPOTENCY_KEY_DAYS],
    );
    return rows[0]?.n ?? 0;
  }
}
