/** One row of GET /api/admin/audit (issue 16): who did what to which record, when, before and after. */
export interface AuditEntry {
  id: string;
  actor_id: string | null;
  actor_name: string | null;
  actor_role: string;
  action: string;
  target_type: string;
  target_id: string | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  at: string;
}

export interface AuditList {
  items: AuditEntry[];
  next_cursor: string | null;
}
