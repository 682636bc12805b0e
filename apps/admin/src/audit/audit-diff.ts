/** One changed field of an audit entry: its name, and its value before and after as text. */
export interface FieldChange {
  field: string;
  before: string | null;
  after: string | null;
}

const show = (value: unknown): string | null => {
  if (value === null || value === undefined || value === '') return null;
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
};

/**
 * The fields an audit entry changed, in a stable order (before's keys, then after's new ones):
 * a field whose value is the same on both sides is left out, so the row reads as a diff.
 */
export function fieldChanges(before: Record<string, unknown> | null, after: Record<string, unknown> | null): FieldChange[] {
  const keys = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  return keys
    .map((field) => ({ field, before: show(before?.[field]), after: show(after?.[field]) }))
    .filter((change) => change.before !== change.after);
}
