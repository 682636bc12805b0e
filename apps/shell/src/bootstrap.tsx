import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { loadMessagesOnFirstUse } from './i18n/message-catalogue';
import { setupI18n } from './i18n/setup-i18n';
import { installPrompts } from './pwa/install-prompt';
import { registerServiceWorker } from './pwa/service-worker-registration';
import { preloadWorkspace, profileOnceLoaded } from './remotes/preload-workspace';
import { ensureRemotesRegistered } from './remotes/registry';
import { loadQueryClient } from './services/query-client';
import { createHostSession } from './session/host-session';

async function start(): Promise<void> {
  // Read /remotes.json while the first screen renders; a remote page awaits it, a public page never does.
  ensureRemotesRegistered().catch((error: unknown) => console.warn('Remotes are not available yet', error));
  // The browser may offer installation before any screen that uses the offer is drawn.
  installPrompts();
  registerServiceWorker();
  const session = createHostSession();
  // The stored session is read before the first render: a reload keeps you signed in (INITIAL_SESSION).
  session.auth.start();
  preloadWorkspace(session.auth.getSnapshot(), window.location.pathname, {
    api: session.api,
    queryClient: loadQueryClient,
    profile: () => profileOnceLoaded(session.auth),
  });
  await setupI18n();
  // The first render as a transition: React renders it in slices and lets the browser in between
  // (on a phone, the first screen's long tasks: Lighthouse's TBT 300 → 230 ms, BUILD.md).
  const root = createRoot(document.getElementById('root')!);
  startTransition(() =>
    root.render(
      <StrictMode>
        <App session={session} />
      </StrictMode>,
    ),
  );
  // The API's error catalogue, once the page is in use (i18n/message-catalogue.ts).
  loadMessagesOnFirstUse();
}

start().catch((error: unknown) => console.error('Fixflow failed to start', error));
