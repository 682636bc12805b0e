import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { addOutboxWords, OUTBOX_NAMESPACE } from '@fixflow/i18n/outbox';
import { useSessionStore, useShell, type Session } from '@fixflow/shell-sdk';
import { useOutbox } from '@fixflow/shell-sdk/data';
import { createOutbox } from '@fixflow/shell-sdk/outbox';
import { OUTBOX_SYNC_TAG } from '../../service-worker/messages';
import { actionName, explainConflict, queuedAt } from './explain';
import type { HostOutbox } from './host-outbox';
import styles from './outbox.module.css';

const signedInUser = (session: Session) => (session.status === 'signed-in' ? session.user.id : null);

/** Background Sync where the browser has it: the worker wakes a page to send when the network is back. */
function registerSync(): void {
  if (!('serviceWorker' in navigator)) return;
  void navigator.serviceWorker.ready
    .then((registration) => (registration as ServiceWorkerRegistration & { sync?: { register(tag: string): Promise<void> } }).sync?.register(OUTBOX_SYNC_TAG))
    .catch(() => undefined);
}

/**
 * Starts the tab's outbox for the signed-in technician and sends what waits: now (OutboxStarter
 * found something, or a page sent), when the browser is back online and when the socket reconnects
 * (the service worker's Background Sync asks through OutboxStarter). Entries of another user stay
 * aside, never sent, until that user signs in here again.
 */
function useOutboxEngine(): void {
  const { api, live } = useShell();
  const outbox = useShell().outbox as HostOutbox;
  const store = useSessionStore();
  const queryClient = useQueryClient();
  useEffect(() => {
    const engine = createOutbox({ api, queryClient, userId: () => signedInUser(store.getSnapshot()), onQueued: registerSync });
    outbox.attach(engine);
    void engine.replay();
    let user = signedInUser(store.getSnapshot());
    const offSession = store.subscribe(() => {
      const next = signedInUser(store.getSnapshot());
      if (next !== user) engine.userChanged();
      user = next;
    });
    const onOnline = () => void engine.replay();
    window.addEventListener('online', onOnline);
    const offReconnect = live.onReconnect(onOnline);
    return () => {
      offSession();
      offReconnect();
      window.removeEventListener('online', onOnline);
      outbox.attach(null);
      engine.dispose();
    };
  }, [api, live, outbox, store, queryClient]);
}

/**
 * The technician's outbox on every page of the workspace: "2 actions waiting to be sent" (a tap
 * lists them: "Start INV-1042 · queued 14:03"), and each refused action explained until dismissed.
 */
export default function OutboxRoot() {
  const { t, i18n } = useTranslation(OUTBOX_NAMESPACE);
  addOutboxWords(i18n);
  useOutboxEngine();
  const { outbox } = useShell();
  const { entries, conflicts, replaying } = useOutbox();
  const [open, setOpen] = useState(false);
  if (!entries.length && !conflicts.length) return null;
  const status = (value: string) => t(`status.${value}`);
  return (
    <section className={styles.bar} aria-live="polite">
      {entries.length ? (
        <div className={styles.waiting} data-testid="outbox-waiting">
          <button type="button" className={styles.summary} aria-expanded={open} onClick={() => setOpen((value) => !value)}>
            <span>{t('waiting', { count: entries.length })}</span>
            {replaying ? <span>{t('sending')}</span> : null}
          </button>
          {open ? (
            <>
              <p className={styles.muted}>{t('listText')}</p>
              <ol className={styles.list} data-testid="outbox-list">
                {entries.map((entry) => (
                  <li key={entry.id}>{t('entry', { action: actionName(t, entry.label.kind), ref: entry.label.ref, time: queuedAt(entry, i18n.language) })}</li>
                ))}
              </ol>
            </>
          ) : null}
        </div>
      ) : null}
      {conflicts.map((conflict) => {
        const { title, text, now } = explainConflict(t, conflict, status);
        return (
          <div key={conflict.id} className={styles.conflict} role="alert" data-testid="outbox-conflict">
            <h2>{title}</h2>
            <p>{text}</p>
            {now ? <p data-testid="outbox-conflict-now">{now}</p> : null}
            <button type="button" className={styles.dismiss} onClick={() => void outbox.dismiss(conflict.id)}>
              {t('conflict.dismiss')}
            </button>
          </div>
        );
      })}
    </section>
  );
}
