import { Suspense, lazy, useEffect, useState, useSyncExternalStore } from 'react';
import { useShell } from '@fixflow/shell-sdk';
import { OUTBOX_CHANNEL, outboxHoldsAnything } from '@fixflow/shell-sdk/outbox';
import { OUTBOX_REPLAY, type OutboxReplayAnswer } from '../../service-worker/messages';
import type { HostOutbox } from './host-outbox';

// The engine (its replay and optimistic changes), the bar of what waits and its words.
const OutboxRoot = lazy(() => import(/* webpackChunkName: "outbox" */ './OutboxRoot'));

/**
 * A technician's outbox (issue 19) starts when there is something to send or to tell: what an earlier
 * visit left on the phone (an action waiting, a refusal not dismissed), a page sending, the network
 * going (the first tap offline finds it ready, from the service worker's copy), another tab's queue
 * changing, the network or the socket coming back with something stored, and the service worker's
 * Background Sync asking. Until then a technician's first screen carries none of its code.
 */
export default function OutboxStarter() {
  const { live } = useShell();
  const outbox = useShell().outbox as HostOutbox;
  const wanted = useSyncExternalStore(outbox.subscribe, outbox.wanted);
  const [found, setFound] = useState(false);
  useEffect(() => {
    let mounted = true;
    const start = () => {
      if (mounted) setFound(true);
    };
    // IndexedDB refusing to answer starts the engine too, which then works from memory.
    const check = () => void outboxHoldsAnything().then((holds) => holds && start(), start);
    check();
    if (!navigator.onLine) start();
    window.addEventListener('offline', start);
    window.addEventListener('online', check);
    const offReconnect = live.onReconnect(check);
    const channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(OUTBOX_CHANNEL);
    if (channel) channel.onmessage = start;
    // Background Sync: the worker asks an open page to send (the page holds the session).
    const onMessage = (event: MessageEvent<{ type?: unknown } | null>) => {
      if (event.data?.type !== OUTBOX_REPLAY) return;
      void outbox.replay().then(() => event.ports[0]?.postMessage({ remaining: outbox.getSnapshot().entries.length } satisfies OutboxReplayAnswer));
    };
    navigator.serviceWorker?.addEventListener('message', onMessage);
    return () => {
      mounted = false;
      window.removeEventListener('offline', start);
      window.removeEventListener('online', check);
      offReconnect();
      channel?.close();
      navigator.serviceWorker?.removeEventListener('message', onMessage);
    };
  }, [live, outbox]);
  if (!found && !wanted) return null;
  return (
    <Suspense fallback={null}>
      <OutboxRoot />
    </Suspense>
  );
}
