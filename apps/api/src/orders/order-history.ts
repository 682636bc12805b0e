import type { CancelSide, FieldChange, Order, OrderHistoryEntry, OrderHistoryKind, OrderStatus, Role } from '@fixflow/contracts';
import type { Principal } from '../auth/principal.js';
import { isoInstant } from '../database/instant.js';
import type { Language } from '../i18n/language.js';

/**
 * One line of an order's history (issue 18): every change of an order writes exactly one, in the
 * change's transaction (OrdersRepository.writeHistory). `from`/`to` are the order's status before
 * and after (the same for a change that moves no state); `changes` the fields that changed.
 */
export interface HistoryLine {
  kind: OrderHistoryKind;
  from: OrderStatus | null;
  to: OrderStatus;
  /** Null for the system (a payment arriving through Stripe's webhook). */
  actor: Pick<Principal, 'userId' | 'role'> | null;
  reason?: string | null;
  cancelSide?: CancelSide | null;
  changes?: Record<string, FieldChange> | null;
}

/** The columns PATCH sets as given (OrdersRepository.edit); a new date or slot moves time_range with them. */
export const EDITABLE_ORDER_FIELDS = [
  'customer_name',
  'phone',
  'email',
  'address',
  'city',
  'state',
  'zip_code',
  'appliance_type',
  'appliance_id',
  'issue_description',
  'taxable',
  'tax_rate',
  'invoice_message',
] as const satisfies readonly (keyof Order)[];

/**
 * The fields an `edited` or `rescheduled` line compares, in the order a reader expects them. The
 * technician's change is written by assignments as `technician` (user ids, named in the read).
 */
export const TRACKED_FIELDS = ['service_date', 'time_slot', ...EDITABLE_ORDER_FIELDS] as const satisfies readonly (keyof Order)[];

const SCHEDULE_FIELDS: readonly string[] = ['service_date', 'time_slot'];

/** Each tracked field whose value differs between the two reads of the order, before → after; null when none does. */
export function fieldChanges(before: Order, after: Order): Record<string, FieldChange> | null {
  const changes: Record<string, FieldChange> = {};
  for (const field of TRACKED_FIELDS) {
    if (before[field] !== after[field]) changes[field] = { from: before[field], to: after[field] };
  }
  return Object.keys(changes).length ? changes : null;
}

/** A change of date or window alone is a reschedule; anything else with it is an edit (its changes name them all). */
export function editKind(changes: Record<string, FieldChange>): 'rescheduled' | 'edited' {
  return Object.keys(changes).every((field) => SCHEDULE_FIELDS.includes(field)) ? 'rescheduled' : 'edited';
}

/** A history row as read, with the names its actor may go by (alias `h`; the vendor `v`, the technician `t`). */
export interface HistoryRow {
  id: string;
  kind: OrderHistoryKind;
  from_status: OrderStatus | null;
  to_status: OrderStatus;
  actor_id: string | null;
  actor_role: string | null;
  reason: string | null;
  cancel_side: CancelSide | null;
  changes: Record<string, FieldChange> | null;
  at: Date | string;
  actor_company: string | null;
  actor_full_name: string | null;
}

export const HISTORY_SELECT = `select h.id, h.kind, h.from_status, h.to_status, h.actor_id, h.actor_role, h.reason, h.cancel_side, h.changes, h.at,
    v.company_name as actor_company, t.full_name as actor_full_name
  from order_history h
  left join vendors v on h.actor_role = 'vendor' and v.user_id = h.actor_id
  left join technicians t on h.actor_role = 'technician' and t.id = h.actor_id
  where h.order_id = ? order by h.at, h.id`;

/** Who reads the history: names follow what this viewer may see. */
export interface HistoryViewer {
  userId: string;
  role: Role | null;
  language: Language;
}

/** The words the API names an actor with when the viewer may not see the name (en and ru, as the catalogue's). */
export const HISTORY_ACTOR_WORDS: Record<Language, { admin: string; otherTechnician: string }> = {
  en: { admin: 'Administrator', otherTechnician: 'Another technician' },
  ru: { admin: 'Администратор', otherTechnician: 'Другой мастер' },
};

/** The technician ids a history names in its `technician` changes (to be read once, by id). */
export function technicianIdsOf(rows: readonly HistoryRow[]): string[] {
  const ids = new Set<string>();
  for (const row of rows) {
    const change = row.changes?.technician;
    for (const value of change ? [change.from, change.to] : []) if (typeof value === 'string') ids.add(value);
  }
  return [...ids];
}

/**
 * A technician as the viewer may name them: the vendor and admins see every name; a technician
 * its own and "another technician" for the rest (a technician never learns who else was on the job).
 */
function technicianName(id: string, name: string | null, viewer: HistoryViewer): string {
  if (viewer.role === 'technician' && id !== viewer.userId) return HISTORY_ACTOR_WORDS[viewer.language].otherTechnician;
  return name ?? HISTORY_ACTOR_WORDS[viewer.language].otherTechnician;
}

function actorName(row: HistoryRow, viewer: HistoryViewer): string | null {
  if (!row.actor_id) return null;
  switch (row.actor_role) {
    case 'vendor':
      return row.actor_company;
    case 'technician':
      return technicianName(row.actor_id, row.actor_full_name, viewer);
    case 'admin':
      return HISTORY_ACTOR_WORDS[viewer.language].admin;
    default:
      return null;
  }
}

/**
 * Whether `viewer` reads the line at all: a technician never reads a customer merge (the vendor's
 * own record-keeping: which duplicate record, its number and ids, the order came from).
 */
export function readsLine(row: HistoryRow, viewer: HistoryViewer): boolean {
  return !(viewer.role === 'technician' && row.kind === 'customer_merged');
}

/** One line as `viewer` reads it: the actor named, and a technician change's ids as names. */
export function toHistoryEntry(row: HistoryRow, viewer: HistoryViewer, technicians: ReadonlyMap<string, string | null>): OrderHistoryEntry {
  let changes = row.changes;
  const technician = changes?.technician;
  if (changes && technician) {
    const name = (value: FieldChange['from']) => (typeof value === 'string' ? technicianName(value, technicians.get(value) ?? null, viewer) : value);
    changes = { ...changes, technician: { from: name(technician.from), to: name(technician.to) } };
  }
  return {
    id: row.id,
    kind: row.kind,
    from: row.from_status,
    to: row.to_status,
    actor_id: row.actor_id,
    actor_role: row.actor_role,
    actor_name: actorName(row, viewer),
    reason: row.reason,
    cancel_side: row.cancel_side,
    changes,
    at: isoInstant(row.at),
  };
}
