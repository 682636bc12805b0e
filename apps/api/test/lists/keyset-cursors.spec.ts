import type { Page, VendorList } from '@fixflow/contracts';
import { type DemoUser, type OrdersTestContext, startOrdersApp } from '../support/orders.js';

const ID = '6f1c2a9e-1b7d-4c3e-9a55-0d2f4b8e7c11';
const cursorOf = (text: string) => Buffer.from(text).toString('base64url');

/** Cursors a client could send instead of a next_cursor: none may reach SQL (each once answered 500). */
const CRAFTED: [string, string][] = [
  ['not base64 at all', '%%%'],
  ['no separator', cursorOf('2026-01-01T00:00:00.000000Z')],
  ['a number PostgreSQL cannot read as a time', cursorOf(`1|${ID}`)],
  ['a date that does not exist', cursorOf(`2026-02-30T00:00:00.000000Z|${ID}`)],
  ['an hour that does not exist', cursorOf(`2026-01-01T25:00:00.000000Z|${ID}`)],
  ['year zero', cursorOf(`0000-01-01T00:00:00.000000Z|${ID}`)],
  ['an id that is no uuid', cursorOf('2026-01-01T00:00:00.000000Z|42')],
  ['a third part', cursorOf(`2026-01-01T00:00:00.000000Z|${ID}|x`)],
];

/** The three lists that page by keyset, each with a caller allowed to read it. */
const LISTS: [string, DemoUser][] = [
  ['/api/orders', 'vendor'],
  ['/api/customers', 'vendor'],
  ['/api/vendors', 'admin'],
];

describe('keyset cursors of every paged list', () => {
  let ctx: OrdersTestContext;
  beforeAll(async () => {
    ctx = await startOrdersApp();
    await ctx.createOrder('vendor', { phone: '512-555-0171' });
    await ctx.createOrder('vendor', { phone: '512-555-0172' });
  });
  afterAll(async () => {
    await ctx?.close();
  });

  describe.each(LISTS)('GET %s', (path, who) => {
    it.each(CRAFTED)('answers 400 with a cursor field error for %s', async (_what, cursor) => {
      const res = await ctx.http().get(path).query({ cursor }).set('Authorization', ctx.as(who)).expect(400);
      expect(res.body).toMatchObject({ code: 'VALIDATION_FAILED', errors: [{ field: 'cursor', message: 'cursor is not one this API gave out' }] });
    });

    it('walks every row once with next_cursor, and a well-formed cursor of no row is an empty last page', async () => {
      const seen: string[] = [];
      let cursor: string | null = null;
      do {
        const page: Page<{ id: string }> = (await ctx.http().get(path).query(cursor ? { limit: 1, cursor } : { limit: 1 }).set('Authorization', ctx.as(who)).expect(200)).body;
        expect(page.items.length).toBeLessThanOrEqual(1);
        seen.push(...page.items.map((item) => item.id));
        cursor = page.next_cursor;
      } while (cursor);
      const all = (await ctx.http().get(path).query({ limit: 100 }).set('Authorization', ctx.as(who)).expect(200)).body as Page<{ id: string }>;
      expect(seen).toEqual(all.items.map((item) => item.id));
      expect(seen.length).toBeGreaterThanOrEqual(2);
      const before = (await ctx.http().get(path).query({ cursor: cursorOf(`1970-01-01T00:00:00.000000Z|${ID}`) }).set('Authorization', ctx.as(who)).expect(200)).body;
      expect(before).toEqual({ items: [], next_cursor: null });
    });

    it('refuses a limit that is not a whole number from 1 to 100', async () => {
      for (const limit of ['0', '101', '1.5', '1e20', 'ten']) {
        const res = await ctx.http().get(path).query({ limit }).set('Authorization', ctx.as(who)).expect(400);
        expect(new Set(res.body.errors.map((error: { field: string }) => error.field))).toEqual(new Set(['limit']));
      }
    });
  });

  it('GET /api/vendors filters by status and search with the same pages, newest first', async () => {
    const active = (await ctx.http().get('/api/vendors').query({ status: 'active', search: 'acme' }).set('Authorization', ctx.as('admin')).expect(200)).body as VendorList;
    expect(active.items.map((vendor) => vendor.company_name)).toEqual(['Acme Appliance Repair']);
    expect(active.next_cursor).toBeNull();
    const all = (await ctx.http().get('/api/vendors').set('Authorization', ctx.as('admin')).expect(200)).body as VendorList;
    const created = all.items.map((vendor) => vendor.created_at);
    expect(created).toEqual([...created].sort().reverse());
    await ctx.http().get('/api/vendors').query({ offset: 10 }).set('Authorization', ctx.as('admin')).expect(400);
  });
});
