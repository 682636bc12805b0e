import type { ReactElement } from 'react';
import { render, type RenderResult } from '@testing-library/react';
import { App as AntdApp } from 'antd';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import type { AuthSession } from '@fixflow/contracts';
import { SESSION_STORAGE_KEY } from '../session/auth/persisted-session';
import { createLiveEventsHub } from '@fixflow/shell-sdk';
import { createQueryClient } from '@fixflow/shell-sdk/data';
import { createTestI18n, fakeApi, memoryStorage, vendorProfile, type FakeRoutes } from '@fixflow/shell-sdk/testing';
import { HostContext } from '../host-context';
import { QueryRoot } from '../services/QueryRoot';
import { ShellServicesProvider } from '../services/ShellServicesProvider';
import { createToaster, type ToastKind } from '../services/toaster';
import { createHostSession, type HostSession } from '../session/host-session';

/** Shows where the router is, so a test can see a redirect. */
function WhereAmI() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}${location.hash}`}</output>;
}

export interface HostHarness extends RenderResult {
  session: HostSession;
  toasts: [ToastKind, string, string | undefined][];
  calls: ReturnType<typeof fakeApi>['calls'];
}

/**
 * Renders shell code the way the App does — real session (fake API, memory storage),
 * real services, the workspace's QueryClient, antd — at `route`, with `element` on `path`.
 */
export function renderHost(
  element: ReactElement,
  { route = '/', path = route.split(/[?#]/)[0], routes = {}, stored, language = 'en' }: { route?: string; path?: string; routes?: FakeRoutes; stored?: AuthSession; language?: 'en' | 'ru' } = {},
): HostHarness {
  const storage = memoryStorage();
  if (stored) storage.setItem(SESSION_STORAGE_KEY, JSON.stringify(stored));
  // A signed-in session loads its profile 100 ms in: answer it unless the test does.
  const { fetchImpl, calls } = fakeApi({ 'GET /api/me': () => ({ status: 200, body: vendorProfile }), ...routes });
  const session = createHostSession({ storage, fetch: fetchImpl, language: () => language });
  session.auth.start();
  const channel = createToaster();
  const toasts: HostHarness['toasts'] = [];
  channel.attach((kind, title, description) => toasts.push([kind, title, description]));
  const i18n = createTestI18n(language);
  const result = render(
    <MemoryRouter initialEntries={[route]}>
      <I18nextProvider i18n={i18n}>
        <HostContext.Provider value={{ session, toasts: channel, live: createLiveEventsHub() }}>
          <ShellServicesProvider session={session} toaster={channel.toaster}>
            <QueryRoot client={createQueryClient()}>
              <AntdApp>
                <Routes>
                  <Route path={path} element={element} />
                  <Route path="*" element={null} />
                </Routes>
                <WhereAmI />
              </AntdApp>
            </QueryRoot>
          </ShellServicesProvider>
        </HostContext.Provider>
      </I18nextProvider>
    </MemoryRouter>,
  );
  return { ...result, session, toasts, calls };
}
