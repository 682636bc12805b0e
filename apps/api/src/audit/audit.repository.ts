import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { AuditEntry, AuditList } from '@fixflow/contracts';
import { keysetPage } from '../common/keyset-page.js';
import { isoInstant } from '../database/instant.js';

/** The filters of GET /api/admin/audit, all optional; a page newest first. */
export interface AuditQuery {
  actor_id?: string;
  target_type?: string;
  target_id?: string;
  action?: string;
  cursor?: string;
  limit?: number;
}

type AuditRow = Omit<AuditEntry, 'at' | 'before' | 'after'> & { at: Date | string; before: unknown; after: unknown };

const asObject = (value: unknown): Record<string, unknown> | null =>
  value === null || value === undefined ? null : ((typeof value === 'string' ? JSON.parse(value) : value) as Record<string, unknown>);

/** The actor's name from whichever profile it has (admin, technician, vendor), else its email. */
const AUDIT_COLUMNS = `l.id, l.actor_id, l.actor_role, l.action, l.target_type, l.target_id, l.before, l.after, l.at,
  coalesce(a.full_name, t.full_name, v.company_name, u.email) as actor_name`;
const AUDIT_FROM = `audit_log l
  left join users u on u.id = l.actor_id
  left join admins a on a.user_id = l.actor_id
  left join technicians t on t.id = l.actor_id
  left join vendors v on v.user_id = l.actor_id`;

/**
 * The name of the user whose id is in `column` (a SQL expression), by the same rule as the log's
 * actor_name: whichever profile it has, else its email. For other records that name who acted.
 */
export const actorNameSql = (column: string) =>
  `(select coalesce(a.full_name, t.full_name, v.company_name, u.email) from users u
      left join admins a on a.user_id = u.id left join technicians t on t.id = u.id left join vendors v on v.user_id = u.id
     where u.id = ${column})`;

export interface AuditRecord {
  actorId: string | null;
  actorRole: string;
  action: string;
  targetType: string;
  targetId?: string | null;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
}

/** The audit log (issue 16): one row per admin action, written with the action's own `em`. */
@Injectable()
export class AuditRepository {
  constructor(private readonly em: EntityManager) {}

  /** Records an action; pass the action's transaction so both commit or neither. */
  async record(entry: AuditRecord, em: EntityManager = this.em): Promise<void> {
    await em.execute(
      `insert into audit_log (id, actor_id, actor_role, action, target_type, target_id, before, after) values (?, ?, ?, ?, ?, ?, ?, ?)`,
      [
        crypto.randomUUID(),
        entry.actorId,
        entry.actorRole,
        entry.action,
        entry.targetType,
        entry.targetId ?? null,
        entry.before === undefined || entry.before === null ? null : JSON.stringify(entry.before),
        entry.after === undefined || entry.after === null ? null : JSON.stringify(entry.after),
      ],
    );
  }

  /** A page of the log, newest first (the (at, id) index), with the actors' names joined. */
  list(query: AuditQuery): Promise<AuditList> {
    const where: string[] = [];
    const params: unknown[] = [];
    if (query.actor_id) {
      where.push('l.actor_id = ?');
      params.push(query.actor_id);
    }
    if (query.target_type) {
      where.push('l.target_type = ?');
      params.push(query.target_type);
    }
    if (query.target_id) {
      where.push('l.target_id = ?');
      params.push(query.target_id);
    }
    if (query.action) {
      where.push('l.action = ?');
      params.push(query.action);
    }
    return keysetPage<AuditRow, AuditEntry>(
      (sql, values) => this.em.execute(sql, values),
      { columns: AUDIT_COLUMNS, from: AUDIT_FROM, where, params, at: 'l.at', id: 'l.id', cursor: query.cursor, limit: query.limit },
      (row) => ({
        id: row.id,
        actor_id: row.actor_id,
        actor_name: row.actor_name,
        actor_role: row.actor_role,
        action: row.action,
        target_type: row.target_type,
        target_id: row.target_id,
        before: asObject(row.before),
        after: asObject(row.after),
        at: isoInstant(row.at),
      }),
    );
  }
}
