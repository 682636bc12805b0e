import type { ApiClient } from '@fixflow/api-client';
import { browserPush, isPushEnabled, type PushBrowser, type PushState } from './push-setup';

/**
 * SPEC §4 technician *mobile* gating, in one place:
 *   0. at desktop width (768px and more) → the app: a technician at a desk works in the browser,
 *      with the dismissible install banner (the layout's) instead of an overlay;
 *   1. not installed as a standalone app → the Install Application overlay;
 *   2. push not enabled → the Enable Notifications overlay, skipped only when the browser
 *      has no push and the technician chose Continue (remembered as allow_without_push = 1);
 *   3. otherwise the app.
 */
export type GateStep = 'install' | 'checking' | 'enable-notifications' | 'open';

export interface GateState {
  standalone: boolean;
  /** Below 768px wide. */
  phone: boolean;
  push: PushState;
  /** Whether the worker's pushManager holds a subscription; undefined until it answered. */
  subscribed: boolean | undefined;
  allowWithoutPush: boolean;
  /** Enabling is under way (the button waits). */
  enabling: boolean;
}

export type GateEvent =
  | { type: 'display-mode'; standalone: boolean; phone: boolean }
  | { type: 'push-read'; push: PushState; subscribed: boolean }
  | { type: 'enable-started' }
  | { type: 'enable-finished'; push: PushState; subscribed: boolean }
  | { type: 'continued-without-push' };

/** localStorage key and value of SPEC §9's "Local flag allow_without_push set to 1". */
export const ALLOW_WITHOUT_PUSH_KEY = 'allow_without_push';
export const ALLOW_WITHOUT_PUSH_VALUE = '1';

export function gateStep(state: GateState): GateStep {
  if (!state.phone) return 'open';
  if (!state.standalone) return 'install';
  if (state.push === 'unsupported') return state.allowWithoutPush ? 'open' : 'enable-notifications';
  if (state.subscribed === undefined) return 'checking';
  return state.push === 'granted' && state.subscribed ? 'open' : 'enable-notifications';
}

export function gateReducer(state: GateState, event: GateEvent): GateState {
  switch (event.type) {
    case 'display-mode':
      return state.standalone === event.standalone && state.phone === event.phone ? state : { ...state, standalone: event.standalone, phone: event.phone };
    case 'push-read':
      return { ...state, push: event.push, subscribed: event.subscribed };
    case 'enable-started':
      return { ...state, enabling: true };
    case 'enable-finished':
      return { ...state, enabling: false, push: event.push, subscribed: event.subscribed };
    case 'continued-without-push':
      // Continue exists only for a browser without push; with push, enabling it is the way on.
      return state.push === 'unsupported' ? { ...state, allowWithoutPush: true } : state;
  }
}

/** The gate of one page, shared by every route that renders it (no flash between pages). */
export interface TechnicianGate {
  getState(): GateState;
  subscribe(listener: () => void): () => void;
  /** Reads the permission and the subscription again (on start, and Check Again). */
  refresh(): Promise<void>;
  /** Enables push; rejects with a PushSetupError, the state then shows where it stands. */
  enable(api: ApiClient): Promise<void>;
  continueWithoutPush(): void;
}

export function createTechnicianGate(browser: PushBrowser, storage: Pick<Storage, 'getItem' | 'setItem'>): TechnicianGate {
  let state: GateState = {
    standalone: browser.isStandalone(),
    phone: browser.isPhoneWidth(),
    push: browser.pushState(),
    subscribed: undefined,
    allowWithoutPush: storage.getItem(ALLOW_WITHOUT_PUSH_KEY) === ALLOW_WITHOUT_PUSH_VALUE,
    enabling: false,
  };
  const listeners = new Set<() => void>();
  let stopWatchingDisplay: (() => void) | null = null;
  const dispatch = (event: GateEvent) => {
    const next = gateReducer(state, event);
    if (next === state) return;
    state = next;
    listeners.forEach((listener) => listener());
  };
  const readPush = async () => ({ push: browser.pushState(), subscribed: await isPushEnabled(browser).catch(() => false) });

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      stopWatchingDisplay ??= browser.onDisplayModeChange(() => dispatch({ type: 'display-mode', standalone: browser.isStandalone(), phone: browser.isPhoneWidth() }));
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) {
          stopWatchingDisplay?.();
          stopWatchingDisplay = null;
        }
      };
    },
    async refresh() {
      dispatch({ type: 'push-read', ...(await readPush()) });
    },
    async enable(api) {
      dispatch({ type: 'enable-started' });
      try {
        // The overlay that offers this imports the subscribing code too: it is in by the click, so the
        // permission is still asked from the click itself (Safari prompts only from a user gesture).
        const { enablePush } = await import('./push-subscription');
        await enablePush(api, browser);
      } catch (error) {
        // Denied, or subscribed and then refused: show what the browser says now.
        dispatch({ type: 'enable-finished', ...(await readPush()) });
        throw error;
      }
      dispatch({ type: 'enable-finished', push: browser.pushState(), subscribed: true });
    },
    continueWithoutPush() {
      if (state.push !== 'unsupported') return;
      storage.setItem(ALLOW_WITHOUT_PUSH_KEY, ALLOW_WITHOUT_PUSH_VALUE);
      dispatch({ type: 'continued-without-push' });
    },
  };
}

let pageGate: TechnicianGate | null = null;

/** The page's gate, over the real browser. */
export function technicianGate(): TechnicianGate {
  pageGate ??= createTechnicianGate(browserPush(), window.localStorage);
  return pageGate;
}
