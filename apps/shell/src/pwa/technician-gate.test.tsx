import { act, fireEvent, screen } from '@testing-library/react';
import { authAnswer, memoryStorage, type FakeRoutes } from '@fixflow/shell-sdk/testing';
import { renderHost } from '../testing/render-host';
import type { PushBrowser, PushState } from './push-setup';
import { ALLOW_WITHOUT_PUSH_KEY, createTechnicianGate, gateReducer, gateStep, type GateState } from './technician-gate';
import { TechnicianGate } from './TechnicianGate';

const PUBLIC_KEY = 'BOH0j3s8vJul-E-G_wp_kxLiqvNbwQfkHbO4dbpBd91ADPiAwIqC7eQ8QJ9gdssLat31pkboTtTKLV1-RxSjXe0';

/** A browser at the push boundary: the permission, and a pushManager holding at most one subscription. */
function fakeBrowser({ phone = true, standalone = true, push = 'default' as PushState, answer = 'granted' as NotificationPermission, subscribed = false } = {}) {
  let permission = push;
  const unsubscribed: string[] = [];
  let current: PushSubscription | null = null;
  const subscription = (endpoint: string) => {
    const made = {
      endpoint,
      toJSON: () => ({ endpoint, expirationTime: null, keys: { p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM', auth: 'tBHItJI5svbpez7KI4CCXg' } }),
      unsubscribe: async () => {
        unsubscribed.push(endpoint);
        if (current === made) current = null;
        return true;
      },
    } as unknown as PushSubscription;
    return made;
  };
  if (subscribed) current = subscription('https://push.example/old');
  const subscribeOptions: PushSubscriptionOptionsInit[] = [];
  const registration = {
    pushManager: {
      getSubscription: async () => current,
      subscribe: async (options: PushSubscriptionOptionsInit) => {
        subscribeOptions.push(options);
        current = subscription('https://push.example/new');
        return current;
      },
    },
  } as unknown as ServiceWorkerRegistration;
  const browser: PushBrowser = {
    isStandalone: () => standalone,
    isPhoneWidth: () => phone,
    onDisplayModeChange: () => () => undefined,
    pushState: () => permission,
    requestPermission: async () => {
      if (permission === 'default') permission = answer;
      return permission === 'unsupported' ? 'denied' : permission;
    },
    currentSubscription: async () => current,
    ready: async () => registration,
  };
  return { browser, unsubscribed, subscribeOptions, setPermission: (next: PushState) => (permission = next), current: () => current };
}

const state = (overrides: Partial<GateState>): GateState => ({
  standalone: true,
  phone: true,
  push: 'default',
  subscribed: false,
  allowWithoutPush: false,
  enabling: false,
  ...overrides,
});

describe('the technician gate (SPEC §4)', () => {
  it.each<[string, Partial<GateState>, ReturnType<typeof gateStep>]>([
    ['in a browser tab: install first, whatever push says', { standalone: false, push: 'granted', subscribed: true }, 'install'],
    ['in a browser tab even with Continue remembered', { standalone: false, push: 'unsupported', allowWithoutPush: true }, 'install'],
    ['installed, subscription not read yet', { subscribed: undefined }, 'checking'],
    ['installed, never asked', { push: 'default' }, 'enable-notifications'],
    ['installed, allowed but no subscription', { push: 'granted', subscribed: false }, 'enable-notifications'],
    ['installed, allowed and subscribed', { push: 'granted', subscribed: true }, 'open'],
    ['installed, denied', { push: 'denied' }, 'enable-notifications'],
    ['installed, no push in this browser', { push: 'unsupported', subscribed: undefined }, 'enable-notifications'],
    ['installed, no push, Continue chosen', { push: 'unsupported', allowWithoutPush: true, subscribed: undefined }, 'open'],
    ['installed with push, a stray allow_without_push does not skip it', { push: 'default', allowWithoutPush: true }, 'enable-notifications'],
    ['at desktop width in a browser tab: the app (mobile gating only)', { phone: false, standalone: false, push: 'default' }, 'open'],
    ['at desktop width, push denied: the app', { phone: false, standalone: true, push: 'denied' }, 'open'],
  ])('%s → %s', (_, overrides, step) => {
    expect(gateStep(state(overrides))).toBe(step);
  });

  it('offers Continue only to a browser without push', () => {
    expect(gateReducer(state({ push: 'denied' }), { type: 'continued-without-push' }).allowWithoutPush).toBe(false);
    expect(gateReducer(state({ push: 'unsupported' }), { type: 'continued-without-push' }).allowWithoutPush).toBe(true);
  });
});

describe('enabling push', () => {
  it('asks permission, subscribes with the server key after dropping the old subscription, and stores it with the API', async () => {
    const fake = fakeBrowser({ push: 'granted', subscribed: true });
    const storage = memoryStorage();
    const gate = createTechnicianGate(fake.browser, storage);
    const harness = renderHost(<TechnicianGate gate={gate}>app</TechnicianGate>, {
      stored: authAnswer(Date.now()),
      routes: {
        'GET /api/push/public-key': () => ({ status: 200, body: { publicKey: PUBLIC_KEY } }),
        'POST /api/push/subscriptions': (body) => ({ status: 201, body: { endpoint: (body as { endpoint: string }).endpoint } }),
      },
    });
    // Subscribed already and allowed: the app opens.
    expect(await screen.findByText('app')).toBeTruthy();

    await act(() => gate.enable(harness.session.api));
    expect(fake.unsubscribed).toEqual(['https://push.example/old']);
    expect(fake.subscribeOptions[0].userVisibleOnly).toBe(true);
    expect(Array.from(fake.subscribeOptions[0].applicationServerKey as Uint8Array).length).toBe(65);
    expect(harness.calls.find((call) => call.key === 'POST /api/push/subscriptions')?.body).toEqual({
      endpoint: 'https://push.example/new',
      expirationTime: null,
      keys: { p256dh: expect.any(String), auth: 'tBHItJI5svbpez7KI4CCXg' },
    });
  });

  it('drops the new subscription again when the API refuses it, so the phone never claims push it does not have', async () => {
    const fake = fakeBrowser({ push: 'granted' });
    const gate = createTechnicianGate(fake.browser, memoryStorage());
    renderHost(<TechnicianGate gate={gate}>app</TechnicianGate>, {
      routes: {
        'GET /api/push/public-key': () => ({ status: 200, body: { publicKey: PUBLIC_KEY } }),
        'POST /api/push/subscriptions': () => ({ status: 400, body: { statusCode: 400, code: 'VALIDATION_FAILED', message: 'endpoint must be an https URL' } }),
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Enable Notifications' }));
    expect(await screen.findByRole('button', { name: 'Enable Notifications' })).toBeTruthy();
    expect(fake.unsubscribed).toEqual(['https://push.example/new']);
    expect(fake.current()).toBeNull();
    expect(gateStep(gate.getState())).toBe('enable-notifications');
  });
});

function renderGate(fake: ReturnType<typeof fakeBrowser>, { routes = {}, language = 'en' as 'en' | 'ru', storage = memoryStorage() }: { routes?: FakeRoutes; language?: 'en' | 'ru'; storage?: ReturnType<typeof memoryStorage> } = {}) {
  const gate = createTechnicianGate(fake.browser, storage);
  const harness = renderHost(
    <TechnicianGate gate={gate}>
      <nav aria-label="Sections">tab bar</nav>
    </TechnicianGate>,
    { route: '/dashboard', stored: authAnswer(Date.now()), routes, language },
  );
  return { ...harness, gate, storage };
}

describe('the gate on screen', () => {
  it('blocks a technician in a browser tab with the Install Application overlay', async () => {
    renderGate(fakeBrowser({ standalone: false, push: 'granted', subscribed: true }));
    expect(await screen.findByRole('dialog', { name: 'Install Application' })).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Sections' })).toBeNull();
  });

  it('lets a technician at desktop width work in a browser tab: no overlay', async () => {
    renderGate(fakeBrowser({ phone: false, standalone: false, push: 'default' }));
    expect(await screen.findByRole('navigation', { name: 'Sections' })).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('in the installed app asks for notifications and opens once they are on', async () => {
    const harness = renderGate(fakeBrowser({ push: 'default' }), {
      routes: {
        'GET /api/push/public-key': () => ({ status: 200, body: { publicKey: PUBLIC_KEY } }),
        'POST /api/push/subscriptions': (body) => ({ status: 201, body }),
      },
    });
    expect(await screen.findByRole('dialog', { name: 'Enable Notifications' })).toBeTruthy();
    expect(screen.getByTestId('push-state').textContent).toBe('Notifications:Not enabled yet');
    fireEvent.click(screen.getByRole('button', { name: 'Enable Notifications' }));
    expect(await screen.findByRole('navigation', { name: 'Sections' })).toBeTruthy();
    expect(harness.toasts).toContainEqual(['success', 'Notifications Enabled', 'You will receive new orders.']);
  });

  it('when permission is denied: says so, offers Check Again, and moves on once it was allowed', async () => {
    const fake = fakeBrowser({ push: 'denied' });
    renderGate(fake);
    expect(await screen.findByTestId('push-state')).toHaveProperty('textContent', 'Notifications:Blocked');
    expect(screen.queryByRole('button', { name: 'Enable Notifications' })).toBeNull();
    fake.setPermission('default');
    fireEvent.click(screen.getByRole('button', { name: 'Check Again' }));
    expect(await screen.findByRole('button', { name: 'Enable Notifications' })).toBeTruthy();
  });

  it('a refused permission prompt shows SPEC §5’s message and the denied state', async () => {
    const harness = renderGate(fakeBrowser({ push: 'default', answer: 'denied' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Enable Notifications' }));
    expect(await screen.findByRole('button', { name: 'Check Again' })).toBeTruthy();
    expect(harness.toasts).toContainEqual(['error', 'Error', 'Notification permission denied']);
  });

  it.each<['en' | 'ru', string, string]>([
    ['en', 'Error', 'Could not get the public key for subscription'],
    ['ru', 'Ошибка', 'Не удалось получить публичный ключ для подписки'],
  ])('without the server key says so (%s)', async (language, title, message) => {
    const harness = renderGate(fakeBrowser({ push: 'granted' }), {
      language,
      routes: { 'GET /api/push/public-key': () => ({ status: 503, body: { statusCode: 503, code: 'INTERNAL', message: 'down' } }) },
    });
    fireEvent.click(await screen.findByRole('button', { name: language === 'en' ? 'Enable Notifications' : 'Включить уведомления' }));
    await act(() => Promise.resolve());
    await screen.findByRole('button', { name: language === 'en' ? 'Enable Notifications' : 'Включить уведомления' });
    expect(harness.toasts).toContainEqual(['error', title, message]);
  });

  it('any other failure shows its own message under Error', async () => {
    const fake = fakeBrowser({ push: 'granted' });
    fake.browser.ready = () => Promise.reject(new Error('The service worker did not start'));
    const harness = renderGate(fake, { routes: { 'GET /api/push/public-key': () => ({ status: 200, body: { publicKey: PUBLIC_KEY } }) } });
    fireEvent.click(await screen.findByRole('button', { name: 'Enable Notifications' }));
    await screen.findByRole('button', { name: 'Enable Notifications' });
    await act(() => Promise.resolve());
    expect(harness.toasts).toContainEqual(['error', 'Error', 'The service worker did not start']);
  });

  it('without push in the browser offers Continue, remembered as allow_without_push = 1', async () => {
    const storage = memoryStorage();
    renderGate(fakeBrowser({ push: 'unsupported' }), { storage });
    expect(await screen.findByTestId('push-state')).toHaveProperty('textContent', 'Notifications:Not supported');
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('navigation', { name: 'Sections' })).toBeTruthy();
    expect(storage.getItem(ALLOW_WITHOUT_PUSH_KEY)).toBe('1');
  });

  it('remembers Continue on the next start', async () => {
    const storage = memoryStorage();
    storage.setItem(ALLOW_WITHOUT_PUSH_KEY, '1');
    renderGate(fakeBrowser({ push: 'unsupported' }), { storage });
    expect(await screen.findByRole('navigation', { name: 'Sections' })).toBeTruthy();
  });

  it('speaks Russian', async () => {
    renderGate(fakeBrowser({ push: 'denied' }), { language: 'ru' });
    expect(await screen.findByRole('dialog', { name: 'Включите уведомления' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Проверить снова' })).toBeTruthy();
  });

  it('Sign Out leaves for /login', async () => {
    renderGate(fakeBrowser({ standalone: false }), { routes: { 'POST /api/auth/logout': () => ({ status: 204 }) } });
    fireEvent.click(await screen.findByRole('button', { name: 'Sign Out' }));
    expect(await screen.findByText('/login')).toBeTruthy();
  });
});
