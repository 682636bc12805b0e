import type { AddressInfo } from 'node:net';
import { createServer, type Server } from 'node:http';
import { EntityManager } from '@mikro-orm/postgresql';
import Provider from 'oidc-provider';
import { bearer, hashOf, startAccountsApp, type AccountsTestContext } from '../support/accounts.js';

/**
 * Sign-in through a REAL OpenID Connect provider (node oidc-provider on a local port, its dev
 * login and consent forms submitted by the test): no network. The API discovers it, sends the
 * browser there with state + nonce + PKCE, and at the callback exchanges the code and checks the
 * ID token before signing in like a password does.
 */
const SITE = 'http://localhost:3651';
const CLIENT = { id: 'fixflow-test', secret: 'a-test-client-secret-of-some-length' };

// The provider's accounts (accountId → claims).
const ACCOUNTS: Record<string, { email: string; email_verified: boolean; name: string }> = {
  'existing-vendor': { email: 'vendor@fixflow.test', email_verified: true, name: 'Demo Vendor' },
  'new-person': { email: 'new.company@oidc.test', email_verified: true, name: 'New Company LLC' },
  'unverified': { email: 'admin@fixflow.test', email_verified: false, name: 'Not Really Admin' },
};

/** A browser's cookie jar for one host, enough for the provider's interaction cookies. */
class Jar {
  private readonly cookies = new Map<string, string>();
  take(headers: Headers | Record<string, unknown>): void {
    const list = headers instanceof Headers ? headers.getSetCookie() : ((headers['set-cookie'] as string[] | undefined) ?? []);
    for (const cookie of list) {
      const [pair] = cookie.split(';');
      const at = pair.indexOf('=');
      const [name, value] = [pair.slice(0, at), pair.slice(at + 1)];
      if (/expires=Thu, 01 Jan 1970/i.test(cookie) || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }
  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
}

describe('sign-in through an OpenID Connect provider', () => {
  let ctx: AccountsTestContext;
  let issuer: string;
  let server: Server;

  beforeAll(async () => {
    server = createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const provider = new Provider(issuer, {
      clients: [{ client_id: CLIENT.id, client_secret: CLIENT.secret, redirect_uris: [`${SITE}/api/auth/oidc/callback`], grant_types: ['authorization_code'], response_types: ['code'] }],
      claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
      conformIdTokenClaims: false,
      findAccount: (_ctx, id) => (ACCOUNTS[id] ? { accountId: id, claims: () => ({ sub: id, ...ACCOUNTS[id] }) } : undefined),
      cookies: { keys: ['oidc-test-cookie-key'] },
    });
    server.on('request', provider.callback());
    ctx = await startAccountsApp({ SITE_URL: SITE }, { OIDC_ISSUER: issuer, OIDC_CLIENT_ID: CLIENT.id, OIDC_CLIENT_SECRET: CLIENT.secret, OIDC_NAME: 'Test SSO' });
  }, 60_000);

  afterAll(async () => {
    await ctx?.close();
    await new Promise((resolve) => server?.close(resolve));
  });

  /**
   * Drives the browser: /start on our API, the provider's login and consent forms, and back to
   * our callback. `tamper` may change the authorization URL or the callback URL on the way.
   */
  async function signIn(accountId: string, tamper: { authorize?: (url: URL) => void; callback?: (url: URL) => void } = {}) {
    const start = await ctx.http().get('/api/auth/oidc/start').query({ redirect_to: `${SITE}/orders` }).expect(303);
    const ourCookie = (start.headers['set-cookie'] as unknown as string[]).map((cookie) => cookie.split(';')[0]).join('; ');
    const authorize = new URL(start.headers.location as string);
    expect(authorize.origin).toBe(issuer);
    expect(authorize.searchParams.get('state')).toBeTruthy();
    expect(authorize.searchParams.get('nonce')).toBeTruthy();
    expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
    tamper.authorize?.(authorize);

    const jar = new Jar();
    let next = authorize.toString();
    let callback: URL | null = null;
    for (let step = 0; step < 12 && !callback; step++) {
      const res = await fetch(next, { redirect: 'manual', headers: { cookie: jar.header() } });
      jar.take(res.headers);
      if (res.status >= 300 && res.status < 400) {
        const location = new URL(res.headers.get('location')!, next);
        if (location.toString().startsWith(`${SITE}/api/auth/oidc/callback`)) callback = location;
        else next = location.toString();
        continue;
      }
      // A form of the provider's: login (any password), then consent.
      const html = await res.text();
      const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1];
      const prompt = /name="prompt" value="(\w+)"/.exec(html)?.[1];
      if (!action || !prompt) throw new Error(`unexpected provider page (${res.status}): ${html.slice(0, 300)}`);
      const body = new URLSearchParams(prompt === 'login' ? { prompt, login: accountId, password: 'any' } : { prompt });
      const posted = await fetch(new URL(action, next), { method: 'POST', redirect: 'manual', body, headers: { cookie: jar.header() } });
      jar.take(posted.headers);
      next = new URL(posted.headers.get('location')!, next).toString();
    }
    if (!callback) throw new Error('the provider never sent the browser back');
    tamper.callback?.(callback);
    const landing = await ctx.http().get(`${callback.pathname}${callback.search}`).set('Cookie', ourCookie).expect(303);
    return { location: landing.headers.location as string, hash: hashOf(landing.headers.location as string) };
  }

  const identities = (email: string) =>
    ctx.app.get(EntityManager).fork().execute<{ n: string }[]>(`select count(*) as n from user_identities i join users u on u.id = i.user_id where u.email = ?`, [email]);

  it('tells the web the provider\'s name for its button', async () => {
    const res = await ctx.http().get('/api/auth/providers').expect(200);
    expect(res.body).toEqual({ oidc: 'Test SSO' });
  });

  it('signs an existing account in by its verified email, links it, and answers like a mailed link does', async () => {
    const { location, hash } = await signIn('existing-vendor');
    expect(location.startsWith(`${SITE}/orders#`)).toBe(true);
    expect(hash.type).toBe('oidc');
    const me = await ctx.http().get('/api/me').set('Authorization', bearer(hash.access_token)).expect(200);
    expect(me.body.email).toBe('vendor@fixflow.test');
    expect(await identities('vendor@fixflow.test')).toEqual([{ n: '1' }]);
    // The same session family as a password sign-in: its refresh token rotates.
    const refreshed = await ctx.http().post('/api/auth/refresh').send({ refresh_token: hash.refresh_token }).expect(200);
    expect(refreshed.body.user.role).toBe('vendor');

    // The second time the linked identity (issuer + subject) finds it; no second link.
    const again = await signIn('existing-vendor');
    expect(again.hash.access_token).toBeTruthy();
    expect(await identities('vendor@fixflow.test')).toEqual([{ n: '1' }]);
  }, 60_000);

  it('makes a new account a vendor pending activation, as the registration page does', async () => {
    const { hash } = await signIn('new-person');
    const session = await ctx.http().post('/api/auth/refresh').send({ refresh_token: hash.refresh_token }).expect(200);
    expect(session.body.user).toMatchObject({ email: 'new.company@oidc.test', role: 'vendor' });
    expect(session.body.user.email_confirmed_at).toBeTruthy();
    const [vendor] = await ctx.app.get(EntityManager).fork().execute<{ status: string; company_name: string }[]>(
      `select v.status, v.company_name from vendors v join users u on u.id = v.user_id where u.email = 'new.company@oidc.test'`,
    );
    expect(vendor).toEqual({ status: 'pending', company_name: 'New Company LLC' });
    // A pending vendor is refused what needs an active one, as after a password sign-in.
    await ctx.http().get('/api/orders').set('Authorization', bearer(hash.access_token)).expect(403);
  }, 60_000);

  it('refuses an unverified email with its catalogued error, and links nothing', async () => {
    const { hash } = await signIn('unverified');
    expect(hash).toMatchObject({ error: 'access_denied', error_code: 'OIDC_EMAIL_NOT_VERIFIED' });
    expect(hash.access_token).toBeUndefined();
    expect(await identities('admin@fixflow.test')).toEqual([{ n: '0' }]);
  }, 60_000);

  it('refuses a callback whose state is not the one it sent', async () => {
    const { hash } = await signIn('existing-vendor', { callback: (url) => url.searchParams.set('state', 'forged-state') });
    expect(hash).toMatchObject({ error: 'access_denied', error_code: 'OIDC_SIGN_IN_FAILED' });
  }, 60_000);

  it('refuses an ID token whose nonce is not the one it sent', async () => {
    const { hash } = await signIn('existing-vendor', { authorize: (url) => url.searchParams.set('nonce', 'forged-nonce') });
    expect(hash).toMatchObject({ error: 'access_denied', error_code: 'OIDC_SIGN_IN_FAILED' });
  }, 60_000);

  it('refuses a deactivated account as password sign-in does, in the hash', async () => {
    const em = ctx.app.get(EntityManager).fork();
    await em.execute(`update users set deactivated_at = now() where email = 'vendor@fixflow.test'`);
    try {
      const { hash } = await signIn('existing-vendor');
      expect(hash).toMatchObject({ error: 'access_denied', error_code: 'ACCOUNT_DEACTIVATED' });
      expect(hash.access_token).toBeUndefined();
    } finally {
      await em.execute(`update users set deactivated_at = null where email = 'vendor@fixflow.test'`);
    }
  }, 60_000);

  it('refuses a callback without the sign-in cookie (another browser)', async () => {
    const res = await ctx.http().get('/api/auth/oidc/callback').query({ code: 'x', state: 'y' }).expect(303);
    expect(hashOf(res.headers.location as string)).toMatchObject({ error_code: 'OIDC_SIGN_IN_FAILED' });
  });
});
