import { Suspense, lazy, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import type { RemoteName } from '@fixflow/contracts';
import type { RemoteApp } from '@fixflow/shell-sdk';
import { Spinner } from '@fixflow/ui';
import { ErrorBoundary } from './ErrorBoundary';
import { RemoteIncompatibleError } from './registry';
import { PageBoundary, SHELL_PAGES, WorkspaceFrame } from './WorkspaceFrame';

// The cards (antd Result) load only when a remote failed to load.
const RemoteLoadFailed = lazy(async () => ({ default: (await import('./RemoteLoadFailed')).RemoteLoadFailed }));
const RemoteIncompatible = lazy(async () => ({ default: (await import('./RemoteIncompatible')).RemoteIncompatible }));

type Loader = (remote: RemoteName) => Promise<RemoteApp>;
type FrameProps = { routePath: string };

/** While a remote loads: libs/ui's light spinner, not antd's Spin (a chunk of its own on every first load). */
function Loading() {
  const { t } = useTranslation('shell');
  return (
    <div style={{ display: 'grid', placeItems: 'center', minHeight: 240 }}>
      <Spinner label={t('remote.loading')} />
    </div>
  );
}

function lazyFrame(load: Loader, remote: RemoteName): ComponentType<FrameProps> {
  return lazy(async () => {
    const app = await load(remote);
    return { default: ({ routePath }: FrameProps) => <WorkspaceFrame app={app} routePath={routePath} /> };
  });
}

/**
 * Renders a route's page from a remote, inside the host's layout (drawn by the parent, so the
 * menus stay when a remote is down). A failed load shows a retry card; Retry builds a new lazy()
 * because React keeps a rejected one forever. A remote this host cannot run says so instead.
 * The parent keys this by remote; pages of one remote share one lazy(),
 * so moving between them does not suspend again.
 */
export function RemoteWorkspace({ remote, routePath, load }: { remote: RemoteName; routePath: string; load: Loader }) {
  const [attempt, setAttempt] = useState(() => ({ count: 0, Frame: lazyFrame(load, remote) }));
  const retry = () => setAttempt((previous) => ({ count: previous.count + 1, Frame: lazyFrame(load, remote) }));
  const { Frame } = attempt;

  return (
    <ErrorBoundary
      key={attempt.count}
      fallback={(error) => {
        // The host's own pages (Settings) need no remote: the user still reaches them.
        const ShellPage = SHELL_PAGES[routePath];
        if (ShellPage) {
          return (
            <PageBoundary>
              <ShellPage />
            </PageBoundary>
          );
        }
        return (
          <Suspense fallback={<Loading />}>
            {error instanceof RemoteIncompatibleError ? (
              <RemoteIncompatible remote={remote} incompatibility={error.incompatibility} />
            ) : (
              <RemoteLoadFailed remote={remote} onRetry={retry} />
            )}
          </Suspense>
        );
      }}
    >
      <Suspense fallback={<Loading />}>
        <Frame routePath={routePath} />
      </Suspense>
    </ErrorBoundary>
  );
}
