import type { ReactElement } from 'react';
import { render, type RenderResult } from '@testing-library/react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { App as AntdApp } from 'antd';
import i18next, { type i18n as I18n } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { createApiClient } from '@fixflow/api-client';
import { addMessageCatalogue } from '@fixflow/contracts';
// Tests only: browser code reads the catalogues with loadMessageCatalogue, never statically.
// eslint-disable-next-line no-restricted-imports
import { EN_MESSAGE_CATALOGUE } from '@fixflow/contracts/errors.en';
// eslint-disable-next-line no-restricted-imports
import { RU_MESSAGE_CATALOGUE } from '@fixflow/contracts/errors.ru';
import { LANGUAGES, addNamespace, hostInitOptions, type Language, type Namespace, type NamespaceResources } from '@fixflow/i18n';
import { adminMessages } from '@fixflow/i18n/admin';
import { shellEn } from '@fixflow/i18n/shell';
import { shellRu } from '@fixflow/i18n/shell-ru';
import { technicianMessages } from '@fixflow/i18n/technician';
import { vendorMessages } from '@fixflow/i18n/vendor';
import {
  SHELL_SDK_VERSION,
  SessionProvider,
  ShellProvider,
  createLiveEventsHub,
  createSessionStore,
  type LiveEventsHub,
  type RemoteApp,
  type Session,
  type SessionStore,
  type ShellServices,
} from '../src/index';
import { createQueryClient, wireLiveQueries } from '../src/data/index';
import { createOutbox, memoryOutboxStore } from '../src/data/outbox-index';

export { authAnswer, memoryStorage, technicianProfile, vendorProfile } from './auth-fixtures';
export { fakeApi } from './fake-api';
export type { FakeCall, FakeRoutes } from './fake-api';

export interface ShellHarnessOptions {
  app?: RemoteApp;
  language?: Language;
  session?: Session;
  /** A store the test drives itself; `session` is ignored then. */
  store?: SessionStore;
  route?: string;
  /** A route pattern (e.g. `/vendors/:id`): the page is rendered on it, so useParams works. */
  path?: string;
  services?: Partial<ShellServices>;
  /** The host's QueryClient, when the test fills it first (a page's preload); a new one otherwise. */
  queryClient?: QueryClient;
}

/** Every remote's words in both languages, which a remote's app reads per language (technicianWords…). */
const REMOTE_MESSAGES: Partial<Record<Namespace, NamespaceResources>> = { vendor: vendorMessages, technician: technicianMessages, admin: adminMessages };

/**
 * A remote's words at hand at once, as the host has them before the remote's first page: the
 * languages the app gives are used as they are, those it reads on demand from libs/i18n's tables
 * (the host's reading them is tested in apps/shell, i18n/remote-words.test.ts).
 */
function wordsAtHand(app: RemoteApp): NamespaceResources {
  const { namespace, resources } = app.i18n;
  const messages = (language: Language) => {
    const given = resources[language];
    return typeof given === 'function' ? (REMOTE_MESSAGES[namespace]?.[language] ?? {}) : given;
  };
  return Object.fromEntries(LANGUAGES.map((language) => [language, messages(language)])) as NamespaceResources;
}

/** A real i18next instance, initialised the way the host does it. */
export function createTestI18n(language: Language = 'en', app?: RemoteApp): I18n {
  // Both languages at hand at once, as the shell has them once the page is in use and Russian chosen.
  addMessageCatalogue('en', EN_MESSAGE_CATALOGUE);
  addMessageCatalogue('ru', RU_MESSAGE_CATALOGUE);
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({ ...hostInitOptions('shell', { en: shellEn, ru: shellRu }), lng: language, initAsync: false });
  if (app) addNamespace(instance, app.i18n.namespace, wordsAtHand(app));
  return instance;
}

/**
 * Renders a remote page inside what the host would give it: its QueryClient wired to its live
 * events as the host wires them. `live.emit(event, payload)` plays the API pushing an event on
 * the socket, `live.reconnected()` the socket coming back.
 */
export function renderWithShell(
  ui: ReactElement,
  options: ShellHarnessOptions = {},
): RenderResult & { services: ShellServices; live: LiveEventsHub; queryClient: QueryClient } {
  const i18n = createTestI18n(options.language, options.app);
  const live = createLiveEventsHub();
  const queryClient = options.queryClient ?? createQueryClient();
  const store = options.store ?? createSessionStore(options.session ?? { status: 'signed-out' });
  const signedIn = () => {
    const session = store.getSnapshot();
    return session.status === 'signed-in' ? session.user.id : null;
  };
  wireLiveQueries(queryClient, live, signedIn);
  const api = options.services?.api ?? createApiClient({ baseUrl: '/api', fetch: async () => new Response('{}', { status: 200 }) });
  // The real outbox over the test's API, kept in memory (jsdom has no IndexedDB).
  const outbox = createOutbox({
    api,
    queryClient,
    store: memoryOutboxStore(),
    userId: () => signedIn() ?? 'test-user',
  });
  const services: ShellServices = {
    sdkVersion: SHELL_SDK_VERSION,
    navigate: () => undefined,
    toast: { success: () => undefined, error: () => undefined, info: () => undefined },
    i18n,
    theme: { mode: 'light', resolved: 'light', setMode: () => undefined },
    api,
    outbox,
    account: { signOut: async () => undefined, reloadProfile: async () => undefined, profileUpdated: () => undefined },
    remotes: [],
    live,
    ...options.services,
  };
  const result = render(
    <MemoryRouter initialEntries={[options.route ?? '/']}>
      <I18nextProvider i18n={i18n}>
        <SessionProvider store={store}>
          <ShellProvider services={services}>
            <QueryClientProvider client={queryClient}>
              <AntdApp>
                {options.path ? (
                  <Routes>
                    <Route path={options.path} element={ui} />
                  </Routes>
                ) : (
                  ui
                )}
              </AntdApp>
            </QueryClientProvider>
          </ShellProvider>
        </SessionProvider>
      </I18nextProvider>
    </MemoryRouter>,
  );
  return { ...result, services, live, queryClient };
}
