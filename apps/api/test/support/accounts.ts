import type { AuthSession, OutboxMessage } from '@fixflow/contracts';
import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { startApp, testConfig } from './test-app.js';
import { createTestDatabase, type ScratchDatabase } from './test-database.js';

export const DEMO_PASSWORD = 'Fixflow-demo-1';

export interface AccountsTestContext {
  app: NestExpressApplication;
  db: ScratchDatabase;
  http: () => ReturnType<typeof request>;
  close(): Promise<void>;
}

/**
 * A fresh database with the demo accounts and the app on it. `authEnv` sets the accounts
 * settings (rate limits, grace period…) for this app only, restored afterwards; `configEnv` goes
 * to the validated config (e.g. STRIPE_* for pay links).
 */
export async function startAccountsApp(authEnv: Record<string, string> = {}, configEnv: Record<string, string> = {}): Promise<AccountsTestContext> {
  const db = await createTestDatabase();
  const saved = Object.fromEntries(Object.keys(authEnv).map((key) => [key, process.env[key]]));
  Object.assign(process.env, { AUTH_RATE_LIMIT_PER_IP: '1000', AUTH_RATE_LIMIT_PER_IDENTIFIER: '1000', ...authEnv });
  let app: NestExpressApplication;
  try {
    app = await startApp(testConfig(db.databaseUrl, { SEED_DEMO: '1', ...configEnv }));
  } finally {
    for (const [key, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[key];
      else process.env[key] = value;
    }
  }
  return {
    app,
    db,
    http: () => request(app.getHttpServer()),
    async close() {
      await app.close();
      await db.drop();
    },
  };
}

export async function login(ctx: AccountsTestContext, email: string, password = DEMO_PASSWORD): Promise<AuthSession> {
  const res = await ctx.http().post('/api/auth/login').send({ email, password }).expect(200);
  return res.body as AuthSession;
}

export const bearer = (session: AuthSession | string) =>
  `Bearer ${typeof session === 'string' ? session : session.access_token}`;

/** The newest mail kept for an address, read the way an admin would: GET /api/admin/outbox. */
export async function latestMail(ctx: AccountsTestContext, to: string): Promise<OutboxMessage | undefined> {
  const admin = await login(ctx, 'admin@fixflow.test');
  const res = await ctx.http().get('/api/admin/outbox').query({ to }).set('Authorization', bearer(admin)).expect(200);
  return (res.body as OutboxMessage[])[0];
}

/** The GET /api/auth/verify link inside a mail, as a path + query the test server can request. */
export function verifyLinkOf(mail: OutboxMessage | undefined): string {
  const match = /https?:\/\/\S+\/api\/auth\/verify\?\S+/.exec(mail?.text ?? '');
  if (!match) throw new Error(`no verify link in ${JSON.stringify(mail)}`);
  const url = new URL(match[0]);
  return `${url.pathname}${url.search}`;
}

/** The fragment of a 303 from GET /api/auth/verify, as key → value. */
export function hashOf(location: string): Record<string, string> {
  return Object.fromEntries(new URLSearchParams(new URL(location).hash.slice(1)));
}
