import { useSyncExternalStore } from 'react';
import { useShell, type OutboxAction, type OutboxEntry, type OutboxResult, type OutboxSnapshot } from '@fixflow/shell-sdk';

/** What the host's outbox holds for the signed-in user, redrawn as it changes. */
export function useOutbox(): OutboxSnapshot {
  const { outbox } = useShell();
  return useSyncExternalStore(outbox.subscribe, outbox.getSnapshot, outbox.getSnapshot);
}

const NONE: OutboxEntry[] = [];

/** The actions still waiting to be sent for one order (its page says so, and waits for its figures). */
export function useWaitingFor(orderId: string | undefined): readonly OutboxEntry[] {
  const { entries } = useOutbox();
  if (!orderId) return NONE;
  const waiting = entries.filter((entry) => entry.subject === `order:${orderId}`);
  return waiting.length ? waiting : NONE;
}

/**
 * A technician's action through the host's outbox (issue 19): the answer when it was sent now, or
 * `queued` — then a toast says it is kept on the phone, and the page carries on as if it was done.
 * A refusal of an action sent now rejects as the API client does. The toast's words load with the
 * first queued action (a chunk of the remote, which the phone keeps with the rest: keep-files.ts),
 * not with every page that can send; words that cannot load leave the host's bar to say it.
 */
export function useOutboxSend(): <T>(action: OutboxAction) => Promise<OutboxResult<T>> {
  const { outbox, toast, i18n } = useShell();
  return async <T,>(action: OutboxAction) => {
    const result = await outbox.send<T>(action);
    const outboxWords = result.queued ? await import('@fixflow/i18n/outbox').catch(() => null) : null;
    if (outboxWords) {
      outboxWords.addOutboxWords(i18n);
      const words = { ns: outboxWords.OUTBOX_NAMESPACE };
      toast.info(i18n.t('queued', words), i18n.t('queuedText', { ...words, action: i18n.t(`kind.${action.label.kind}`, words) }));
    }
    return result;
  };
}
