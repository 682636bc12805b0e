import { expect, type APIRequestContext, type Page } from '@playwright/test';

/** The seed's demo accounts (ARCHITECTURE.md "Public contract"). */
export const DEMO_PASSWORD = 'Fixflow-demo-1';
export const DEMO = {
  admin: 'admin@fixflow.test',
  vendor: 'vendor@fixflow.test',
  vendor2: 'vendor2@fixflow.test',
  pending: 'pending@fixflow.test',
  technician: 'tech@fixflow.test',
  technician2: 'tech2@fixflow.test',
} as const;
export type DemoAccount = keyof typeof DEMO;

/** Where the shell keeps the session (libs/shell-sdk SESSION_STORAGE_KEY). */
export const SESSION_STORAGE_KEY = 'fixflow.auth.session';

const STATIC = process.env.E2E_SERVER === 'static';
const ROLE: Record<DemoAccount, 'admin' | 'vendor' | 'technician'> = {
  admin: 'admin',
  vendor: 'vendor',
  vendor2: 'vendor',
  pending: 'vendor',
  technician: 'technician',
  technician2: 'technician',
};

export interface LoginAnswer {
  access_token: string;
  refresh_token: string;
  expires_at: number;
  expires_in: number;
  user: { id: string; role: string | null };
}

/** POST /api/auth/login for tests that only need a token (the outbox, seeding). */
export async function apiLogin(request: APIRequestContext, email: string, password = DEMO_PASSWORD): Promise<LoginAnswer> {
  const response = await request.post('/api/auth/login', { data: { email, password } });
  expect(response.status(), `login of ${email}`).toBe(200);
  return (await response.json()) as LoginAnswer;
}

/**
 * Signs a demo account in without the form (the sign-in form has its own tests): the API's
 * login answer is put where the shell keeps its session before the page's first script runs,
 * as a reload would find it — unless the page already holds one (a refresh rotated it, or the
 * test signed out, which removes it only until the next load). With E2E_SERVER=static there
 * is no API: a stand-in session and GET /api/me answer instead.
 */
export async function signInAs(page: Page, account: DemoAccount): Promise<void> {
  let session: LoginAnswer;
  if (STATIC) {
    const role = ROLE[account];
    session = {
      access_token: `static-${account}`,
      refresh_token: `static-${account}`,
      expires_in: 3600,
      expires_at: Math.floor(Date.now() / 1000) + 3600,
      user: { id: `static-${account}`, role },
    };
    const profile = { id: session.user.id, full_name: account, email: DEMO[account], phone: null, role, status: account === 'pending' ? 'pending' : 'active', timezone: null };
    await page.route('**/api/me', (route) => route.fulfill({ json: profile }));
  } else {
    session = await apiLogin(page.request, DEMO[account]);
  }
  await page.addInitScript(
    ([key, value]) => {
      if (!window.localStorage.getItem(key)) window.localStorage.setItem(key, value);
    },
    [SESSION_STORAGE_KEY, JSON.stringify(session)] as const,
  );
}

/** The form way, as a person does it; `path` '' fills the form already on screen. */
export async function signInWithForm(page: Page, email: string, password = DEMO_PASSWORD, path = '/login'): Promise<void> {
  if (path) await page.goto(path);
  await page.getByLabel('Email or phone').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** A fresh address per run, so a rerun against the same database never collides. */
export function uniqueEmail(prefix: string): string {
  return `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@e2e.fixflow.test`;
}
