import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';

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
}
