import type { TFunction } from 'i18next';
import type { OutboxConflict, OutboxEntry } from '@fixflow/shell-sdk';

/** "Start INV-1042": what the technician did, in their language. */
export function actionName(t: TFunction, kind: OutboxEntry['label']['kind']): string {
  return t(`kind.${kind}`, { ns: 'outbox' });
}

/** The time an entry was queued, as the phone's clock shows it: 14:03. */
export function queuedAt(entry: Pick<OutboxEntry, 'created_at'>, language: string): string {
  return new Intl.DateTimeFormat(language, { hour: '2-digit', minute: '2-digit' }).format(new Date(entry.created_at));
}

/**
 * Why a replayed action was not applied, naming the order, what was tried and what the server
 * holds now: "INV-1042 was cancelled while you were offline — your “Complete” was not sent."
 * `status` reads a status in the technician's words (the `order` words of the technician side).
 */
export function explainConflict(t: TFunction, conflict: OutboxConflict, status: (value: string) => string): { title: string; text: string; now: string | null } {
  const { entry, server } = conflict;
  const action = actionName(t, entry.label.kind);
  const ref = server && server !== 'gone' ? server.invoice_number : entry.label.ref;
  const words = { ns: 'outbox', action, ref };
  const title = t('conflict.title', words);
  const now = server && server !== 'gone' ? t('conflict.now', { ns: 'outbox', status: status(server.status) }) : null;
  if (conflict.after) return { title, text: t('conflict.after', { ...words, first: actionName(t, conflict.after.kind) }), now };
  if (server === 'gone') return { title, text: t('conflict.gone', words), now };
  if (server?.status === 'cancelled') return { title, text: t('conflict.cancelled', words), now };
  if (conflict.code === 'SLOT_TAKEN' || conflict.code === 'OUTSIDE_WORKING_HOURS') return { title, text: t('conflict.slot', words), now };
  if (conflict.code === 'TRANSITION_NOT_ALLOWED' || conflict.code === 'ORDER_NOT_EDITABLE') return { title, text: t('conflict.changed', words), now };
  return { title, text: t('conflict.other', { ...words, message: conflict.message }), now };
}
