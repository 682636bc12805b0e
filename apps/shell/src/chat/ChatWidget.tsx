import { Suspense, lazy, useEffect, useState } from 'react';
import { CHAT_WIDGET_DELAY_MS } from '@fixflow/contracts';

// The button and its count: a tiny chunk of their own, fetched CHAT_WIDGET_DELAY_MS after the
// workspace drew; the conversations' panel is a further chunk, fetched on the first click.
const ChatLauncher = lazy(() => import('./ChatLauncher'));
const ChatBarEntry = lazy(async () => ({ default: (await import('./ChatLauncher')).ChatBarEntry }));

function useDelayed(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setReady(true), CHAT_WIDGET_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);
  return ready;
}

/**
 * SPEC §2/§9: the chat widget loads 100 ms after the page, for a signed-in user, except on the
 * technician's phone layout (the caller does not draw it there). Public pages never draw it.
 */
export function ChatWidget() {
  const ready = useDelayed();
  if (!ready) return null;
  return (
    <Suspense fallback={null}>
      <ChatLauncher />
    </Suspense>
  );
}

/** The desktop workspace bar's chat link with the unread total (the menu's count), drawn with the widget. */
export function ChatEntry() {
  const ready = useDelayed();
  if (!ready) return null;
  return (
    <Suspense fallback={null}>
      <ChatBarEntry />
    </Suspense>
  );
}
