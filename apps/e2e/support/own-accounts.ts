import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO, DEMO_PASSWORD, SESSION_STORAGE_KEY, apiLogin, uniqueEmail, type LoginAnswer } from './accounts';
import { mailedLink } from './outbox';

export interface OwnAccount {
  email: string;
  name: string;
  session: LoginAnswer;
}

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/**
 * Accounts of a test's own, signed up and confirmed through the outbox as a new user would be. A
 * vendor of its own with its own roster means the notices a test causes (a decline, a taken offer,
 * a completed job's financials, a technician's metrics) reach no other test's open page — the demo
 * accounts are open in many tabs of the suite at once, and any of them may take a notification up
 * first. One admin sign-in per caller (a spec file), for the outbox and the activation.
 */
export function ownAccounts() {
  let adminToken: Promise<string> | null = null;
  const admin = (request: APIRequestContext) => (adminToken ??= apiLogin(request, DEMO.admin).then((answer) => answer.access_token));

  const signUpConfirmed = async (request: APIRequestContext, data: Record<string, string>): Promise<string> => {
    const email = uniqueEmail(data.role);
    expect((await request.post('/api/auth/signup', { data: { ...data, email, password: DEMO_PASSWORD } })).status()).toBe(201);
    expect((await request.get(await mailedLink(request, email, 'signup', await admin(request)), { maxRedirects: 0 })).status()).toBeLessThan(400);
    return email;
  };

  /** A confirmed technician on no vendor's roster yet. */
  const technician = async (request: APIRequestContext, name: string): Promise<OwnAccount> => {
    const email = await signUpConfirmed(request, { role: 'technician', full_name: name, city: 'Austin', state: 'TX' });
    return { email, name, session: await apiLogin(request, email) };
  };

  /** An activated vendor named `company`, with a roster in Austin, TX; `weekdays` sets a technician's weekly hours (08:00–20:00). */
  const vendorWithRoster = async (
    request: APIRequestContext,
    technicians: { name: string; weekdays?: number[] }[],
    company = `Dispatch Test ${Date.now() % 1_000_000}`,
  ): Promise<{ vendor: OwnAccount; technicians: OwnAccount[] }> => {
    const vendorEmail = await signUpConfirmed(request, { role: 'vendor', company_name: company });
    const found = (await (await request.get('/api/vendors', { headers: bearer(await admin(request)), params: { search: vendorEmail } })).json()) as { items: { id: string }[] };
    expect((await request.patch(`/api/vendors/${found.items[0].id}`, { headers: bearer(await admin(request)), data: { status: 'active' } })).status()).toBe(200);
    const vendor = { email: vendorEmail, name: company, session: await apiLogin(request, vendorEmail) };

    const roster: OwnAccount[] = [];
    for (const { name, weekdays } of technicians) {
      const { email, session } = await technician(request, name);
      expect((await request.post('/api/technicians', { headers: bearer(vendor.session.access_token), data: { email } })).status()).toBe(202);
      const invitations = (await (await request.get('/api/roster-invitations', { headers: bearer(session.access_token) })).json()) as { id: string }[];
      expect((await request.post(`/api/roster-invitations/${invitations[0].id}/accept`, { headers: bearer(session.access_token) })).status()).toBeLessThan(300);
      if (weekdays) {
        const week = weekdays.map((weekday) => ({ weekday, start: '08:00', end: '20:00' }));
        expect((await request.put('/api/technicians/me/availability/weekly-hours', { headers: bearer(session.access_token), data: { weekly_hours: week } })).status()).toBe(200);
      }
      roster.push({ email, name, session });
    }
    return { vendor, technicians: roster };
  };

  return { vendorWithRoster, technician };
}

/** The shell finds the session where it keeps it, as after a sign-in (support/accounts signInAs, for an account of the test's own). */
export async function signInOwn(page: Page, account: OwnAccount): Promise<void> {
  await page.addInitScript(([key, value]) => {
    if (!window.localStorage.getItem(key)) window.localStorage.setItem(key, value);
  }, [SESSION_STORAGE_KEY, JSON.stringify(account.session)] as const);
}
