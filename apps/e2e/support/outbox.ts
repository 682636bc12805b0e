import { expect, type APIRequestContext } from '@playwright/test';
import { DEMO, apiLogin } from './accounts';

interface OutboxMessage {
  to: string;
  kind: string;
  text: string;
  created_at: string;
}

/**
 * The newest mailed link of a kind to an address, read as the admin reads the
 * outbox (GET /api/admin/outbox): the path and query of /api/auth/verify, to open
 * on the test's own origin. A test reading several links passes the admin's token
 * (sign-in is limited to 10 attempts per account per minute).
 */
export async function mailedLink(request: APIRequestContext, to: string, kind: 'signup' | 'recovery', adminToken?: string): Promise<string> {
  const admin = { access_token: adminToken ?? (await apiLogin(request, DEMO.admin)).access_token };
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const response = await request.get('/api/admin/outbox', { params: { to }, headers: { Authorization: `Bearer ${admin.access_token}` } });
        const messages = (await response.json()) as OutboxMessage[];
        const message = messages.find((candidate) => candidate.kind === kind);
        link = message?.text.match(/https?:\/\/\S+\/api\/auth\/verify\?\S+/)?.[0];
        return link;
      },
      { message: `a ${kind} mail to ${to} in the outbox` },
    )
    .toBeTruthy();
  const url = new URL(link!);
  return `${url.pathname}${url.search}`;
}
