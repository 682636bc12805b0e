import type { EntityManager } from '@mikro-orm/postgresql';
import type { Pool } from 'pg';

/** Names given so far, by statement text; past MAX_NAMED a new text runs unnamed (parsed each time). */
const names = new Map<string, { name: string; text: string; placeholders: number }>();
const MAX_NAMED = 500;
const pools = new WeakMap<object, Promise<Pool>>();

/** A repository's `?` placeholders as pg's $1, $2, …, and how many there are. */
export function numberedPlaceholders(sql: string): { text: string; placeholders: number } {
  let placeholders = 0;
  const text = sql.replace(/\?/g, () => `$${(placeholders += 1)}`);
  return { text, placeholders };
}

/**
 * A hot read (the orders list, issue 20) on MikroORM's own `pg` pool — the app's one pool — as a
 * named prepared statement: PostgreSQL parses and plans each distinct text once per connection
 * and binds the values, where the driver's execute inlines them into the text and sends a simple
 * query that is parsed and planned every time. It also skips kysely's and MikroORM's per-query
 * wrapping (~40 µs a query). For reads outside a transaction and outside the identity map only:
 * the rows come back as the driver's execute answers them (the pool carries MikroORM's type
 * parsers). The text's `?` must all be placeholders (no `?` inside a literal); a text that holds a
 * literal value, such as a LIMIT, is one more statement per connection, so keep them few.
 */
export async function preparedRows<T>(em: EntityManager, sql: string, params: readonly unknown[]): Promise<T[]> {
  const connection = em.getConnection();
  let pool = pools.get(connection);
  if (!pool) {
    pool = connection.getNativeClient();
    pools.set(connection, pool);
  }
  let statement = names.get(sql);
  if (!statement && names.size < MAX_NAMED) {
    statement = { name: `ff_read_${names.size + 1}`, ...numberedPlaceholders(sql) };
    names.set(sql, statement);
  }
  const { name, text, placeholders } = statement ?? { name: undefined, ...numberedPlaceholders(sql) };
  if (placeholders !== params.length) throw new Error(`${placeholders} placeholders for ${params.length} values: ${sql}`);
  const result = await (await pool).query<T & object>({ name, text, values: params as unknown[] });
  return result.rows;
}
