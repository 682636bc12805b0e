import { EntityManager } from '@mikro-orm/postgresql';
import type { BulkOrderResult, Order, OrderDetails, OrderList } from '@fixflow/contracts';
import { BULK_ORDERS_MAX } from '@fixflow/contracts';
import { type DemoUser, type OrdersTestContext, freshDate, startOrdersApp } from '../support/orders.js';

/** RFC 4180 as a spreadsheet reads it: quoted fields may hold commas, quotes ("") and line breaks. */
function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i];
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      record.push(field);
      field = '';
    } else if (char === '\r' && text[i + 1] === '\n') {
      record.push(field);
      records.push(record);
      record = [];
      field = '';
      i += 1;
    } else field += char;
  }
  if (field || record.length) throw new Error('the file does not end with CRLF');
  return records;
}

/** PostgreSQL's order of the invoice sort: INV-999 before INV-1000. */
const byInvoice = (a: Order, b: Order) => a.invoice_number.length - b.invoice_number.length || (a.invoice_number < b.invoice_number ? -1 : 1);
const byDate = (a: Order, b: Order) =>
  a.service_date.localeCompare(b.service_date) || Date.parse(a.starts_at) - Date.parse(b.starts_at) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

describe("a dispatcher's orders list: sorts, the CSV export, bulk reassign and cancel", () => {
  let ctx: OrdersTestContext;
  const rows = <T>(sql: string, params: unknown[] = []) => ctx.app.get(EntityManager).fork().execute<T[]>(sql, params);
  const list = async (who: DemoUser, query: Record<string, string | number>) => (await ctx.http().get('/api/orders').query(query).set('Authorization', ctx.as(who)).expect(200)).body as OrderList;
  /** Every page of a query, following next_cursor two rows at a time. */
  const allPages = async (who: DemoUser, query: Record<string, string>) => {
    const seen: Order[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const page: OrderList = await list(who, { ...query, limit: 2, ...(cursor ? { cursor } : {}) });
      seen.push(...page.items);
      cursor = page.next_cursor;
      pages += 1;
    } while (cursor);
    return { seen, pages };
  };
  const exportCsv = (who: DemoUser, query: Record<string, string> = {}) => ctx.http().get('/api/orders/export.csv').query(query).set('Authorization', ctx.as(who));
  const bulk = (who: DemoUser, body: object) => ctx.http().post('/api/orders/bulk').set('Authorization', ctx.as(who)).send(body);

  beforeAll(async () => {
    ctx = await startOrdersApp();
  });
  afterAll(async () => {
    await ctx?.close();
  });

  describe('sorting with keyset pages', () => {
    let mine: Order[];
    beforeAll(async () => {
      const day = freshDate();
      mine = [
        await ctx.createOrder('vendor', { service_date: day, time_slot: 'afternoon', customer_name: 'Sort Afternoon' }),
        await ctx.createOrder('vendor', { service_date: day, time_slot: 'morning', customer_name: 'Sort Morning' }),
        await ctx.createOrder('vendor', { service_date: day, time_slot: '09:30-10:30', customer_name: 'Sort Exact' }),
        await ctx.createOrder('vendor', { service_date: freshDate(), customer_name: 'Sort Later' }),
        await ctx.createOrder('vendor', { service_date: freshDate(), customer_name: 'Sort Latest' }),
      ];
      // An invoice of three digits among the sequence's four: sorted as a number, not as text.
      await rows("update orders set invoice_number = 'INV-999' where id = ?", [mine[3].id]);
      mine[3] = { ...mine[3], invoice_number: 'INV-999' };
    });

    it.each([
      ['date', 'asc', byDate],
      ['date', 'desc', (a: Order, b: Order) => byDate(b, a)],
      ['invoice', 'asc', byInvoice],
      ['invoice', 'desc', (a: Order, b: Order) => byInvoice(b, a)],
    ] as const)('by %s %s: every order once, in order, across pages', async (sort, direction, compare) => {
      const everything = (await list('vendor', { limit: 100 })).items;
      const { seen, pages } = await allPages('vendor', { sort, direction });
      expect(pages).toBeGreaterThan(2);
      expect(seen.map((order) => order.invoice_number)).toEqual([...everything].sort(compare).map((order) => order.invoice_number));
    });

    it('puts the day first, then the visit’s time, and INV-999 before INV-1001', async () => {
      const names = (await allPages('vendor', { sort: 'date', direction: 'asc', search: 'Sort ' })).seen.map((order) => order.customer_name);
      expect(names).toEqual(['Sort Morning', 'Sort Exact', 'Sort Afternoon', 'Sort Later', 'Sort Latest']);
      const invoices = (await list('vendor', { sort: 'invoice', direction: 'asc', search: 'Sort ', limit: 2 })).items.map((order) => order.invoice_number);
      expect(invoices[0]).toBe('INV-999');
    });

    it("refuses a cursor of another sort or direction, and one it never gave out", async () => {
      const page = await list('vendor', { sort: 'date', direction: 'asc', limit: 1 });
      expect(page.next_cursor).not.toBeNull();
      for (const query of [{ sort: 'invoice', direction: 'asc' }, { sort: 'date', direction: 'desc' }, {}]) {
        const res = await ctx.http().get('/api/orders').query({ ...query, cursor: page.next_cursor }).set('Authorization', ctx.as('vendor')).expect(400);
        expect(res.body.code).toBe('VALIDATION_FAILED');
      }
      const forged = Buffer.from(JSON.stringify(['date', 'asc', "2027-01-01'; drop table orders; --", '2027-01-01T08:00:00.000000Z', mine[0].id])).toString('base64url');
      await ctx.http().get('/api/orders').query({ sort: 'date', direction: 'asc', cursor: forged }).set('Authorization', ctx.as('vendor')).expect(400);
      await ctx.http().get('/api/orders').query({ sort: 'customer' }).set('Authorization', ctx.as('vendor')).expect(400);
    });

    it('finds a phone typed the way a customer reads it out', async () => {
      const found = await ctx.createOrder('vendor', { phone: '(512) 555-0177', customer_name: 'Phone Typed' });
      expect((await list('vendor', { search: '(512) 555-0177' })).items.map((order) => order.id)).toEqual([found.id]);
      expect((await list('vendor', { search: '555 0177' })).items.map((order) => order.id)).toEqual([found.id]);
    });
  });

  describe('CSV export', () => {
    let technicianOrder: Order;
    let tricky: Order;
    let otherVendors: Order;
    let day: string;
    beforeAll(async () => {
      day = freshDate();
      tricky = await ctx.createOrder('vendor', {
        service_date: day,
        customer_name: '=HYPERLINK("http://evil.example","Refund"), Jr.',
        address: '12 "Elm" St\nApt 4',
        city: 'Санкт-Петербург',
        appliance_type: '@SUM(A1:A9)',
      });
      technicianOrder = await ctx.createOrder('vendor', { service_date: day, time_slot: 'afternoon', customer_name: 'Plain Customer' });
      technicianOrder = (await ctx.http().post(`/api/orders/${technicianOrder.id}/assign`).set('Authorization', ctx.as('vendor')).send({ technician_id: ctx.sessions.tech.user.id }).expect(200)).body as Order;
      otherVendors = await ctx.createOrder('vendor2', { service_date: day, customer_name: 'Other Vendor Customer' });
    });

    it("is the filter's orders as a spreadsheet opens them: BOM, header, quoting, formulas kept as text, a dated file", async () => {
      const res = await exportCsv('vendor', { date_from: day, date_to: day, sort: 'date', direction: 'asc' }).expect(200);
      expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(res.headers['content-disposition']).toMatch(/^attachment; filename="orders-\d{4}-\d{2}-\d{2}\.csv"$/);
      expect(res.text.startsWith('\uFEFFInvoice,Service date,Window,Status,Customer,Phone,Address,City,State,ZIP,Technician,Appliance,Source,Created\r\n')).toBe(true);
      const [header, ...records] = parseCsv(res.text.slice(1));
      expect(header).toHaveLength(14);
      expect(records.map((record) => record[0])).toEqual([tricky.invoice_number, technicianOrder.invoice_number]);
      const [first, second] = records;
      expect(first.slice(0, 5)).toEqual([tricky.invoice_number, day, '08:00-12:00', 'New', `'=HYPERLINK("http://evil.example","Refund"), Jr.`]);
      // A phone in E.164 starts with "+", which a spreadsheet would run: it stays text too.
      expect(first[5]).toBe(`'${tricky.phone}`);
      expect(first.slice(6, 8)).toEqual(['12 "Elm" St\nApt 4', 'Санкт-Петербург']);
      expect(first[11]).toBe("'@SUM(A1:A9)");
      expect(first[12]).toBe('phone');
      expect(first[13]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
      expect(second.slice(2, 4)).toEqual(['12:00-16:00', 'New']);
      expect(second[10]).toBe(technicianOrder.technician?.full_name);
      expect(second[10]).toBeTruthy();
      expect(res.text).not.toContain('Other Vendor Customer');
    });

    it('filters by technician and state as the list does, and shows a technician its own side', async () => {
      const byTechnician = parseCsv((await exportCsv('vendor', { technician_id: ctx.sessions.tech.user.id, date_from: day }).expect(200)).text.slice(1));
      expect(byTechnician.slice(1).map((record) => record[0])).toEqual([technicianOrder.invoice_number]);
      const theirs = parseCsv((await exportCsv('tech', { date_from: day, date_to: day }).expect(200)).text.slice(1));
      expect(theirs.slice(1).map((record) => [record[0], record[3]])).toEqual([[technicianOrder.invoice_number, 'Assigned']]);
      const none = (await exportCsv('vendor', { status: 'closed', date_from: day, date_to: day }).expect(200)).text;
      expect(parseCsv(none.slice(1))).toHaveLength(1);
      expect((await exportCsv('vendor2', { date_from: day, date_to: day }).expect(200)).text).toContain(otherVendors.invoice_number);
      await exportCsv('vendor', { sort: 'customer' }).expect(400);
    });

    it('holds the whole result, batch after batch, not one page', async () => {
      // 2,345 orders of vendor2 written straight to the table, over three of the export's 1,000-row batches.
      const [{ id: vendorId }] = await rows<{ id: string }>("select v.id from vendors v join users u on u.id = v.user_id where u.email = 'vendor2@fixflow.test'");
      await rows(
        `insert into orders (id, invoice_number, vendor_id, order_source, customer_name, phone, service_date, time_slot, time_zone, time_range, status, technician_status, vendor_status, created_at, updated_at)
         select gen_random_uuid(), 'INV-7' || lpad(g::text, 6, '0'), ?, 'phone', 'Bulk ' || g, '+15125550000', d, 'morning', 'UTC',
                tstzrange(d + time '08:00', d + time '12:00', '[)'), 'pending', '', 'New', now() - g * interval '1 second', now()
           from generate_series(1, 2345) as g, lateral (select date '2030-01-01' + (g % 50) as d) dd`,
        [vendorId],
      );
      const res = await exportCsv('vendor2', { search: 'Bulk ', sort: 'invoice', direction: 'asc' }).expect(200);
      const invoices = parseCsv(res.text.slice(1)).slice(1).map((record) => record[0]);
      expect(invoices).toHaveLength(2345);
      expect(new Set(invoices).size).toBe(2345);
      expect(invoices[0]).toBe('INV-7000001');
      expect(invoices.at(-1)).toBe('INV-7002345');
      expect((await exportCsv('vendor', { search: 'Bulk ' }).expect(200)).text).not.toContain('INV-7');
    });
  });

  describe('bulk reassign and cancel', () => {
    it('cancels what may be cancelled, with the reason in each history, and says why the rest was refused', async () => {
      const first = await ctx.createOrder('vendor');
      const second = await ctx.createOrder('vendor');
      const alreadyCancelled = await ctx.createOrder('vendor');
      await ctx.http().post(`/api/orders/${alreadyCancelled.id}/transitions`).set('Authorization', ctx.as('vendor')).send({ to: 'cancelled', reason: 'Earlier' }).expect(200);
      const theirs = await ctx.createOrder('vendor2');

      const res = await bulk('vendor', { ids: [first.id, second.id, alreadyCancelled.id, theirs.id], action: 'cancel', reason: '  Storm: the day is called off  ' }).expect(200);
      const { items } = res.body as BulkOrderResult;
      expect(items.map(({ id, ok, code }) => ({ id, ok, code }))).toEqual([
        { id: first.id, ok: true, code: undefined },
        { id: second.id, ok: true, code: undefined },
        { id: alreadyCancelled.id, ok: false, code: 'TRANSITION_NOT_ALLOWED' },
        { id: theirs.id, ok: false, code: 'ORDER_NOT_FOUND' },
      ]);
      expect(items[0].order?.status).toBe('cancelled');
      const details = (await ctx.http().get(`/api/orders/${second.id}`).set('Authorization', ctx.as('vendor')).expect(200)).body as OrderDetails;
      expect(details.status).toBe('cancelled');
      expect(details.history.at(-1)).toMatchObject({ from: 'pending', to: 'cancelled', reason: 'Storm: the day is called off' });
      const untouched = (await ctx.http().get(`/api/orders/${theirs.id}`).set('Authorization', ctx.as('vendor2')).expect(200)).body as Order;
      expect(untouched.status).toBe('pending');
    });

    it('reassigns each order it can; one whose window the technician already works is refused', async () => {
      const busyDay = freshDate();
      const held = await ctx.createOrder('vendor', { service_date: busyDay });
      await ctx.http().post(`/api/orders/${held.id}/assign`).set('Authorization', ctx.as('vendor')).send({ technician_id: ctx.sessions.tech2.user.id }).expect(200);
      const clashing = await ctx.createOrder('vendor', { service_date: busyDay });
      const free = await ctx.createOrder('vendor');

      const { items } = (await bulk('vendor', { ids: [clashing.id, free.id], action: 'reassign', technician_id: ctx.sessions.tech2.user.id }).expect(200)).body as BulkOrderResult;
      expect(items.map(({ ok, code }) => ({ ok, code }))).toEqual([{ ok: false, code: 'SLOT_TAKEN' }, { ok: true, code: undefined }]);
      expect(items[1].order).toMatchObject({ technician_id: ctx.sessions.tech2.user.id, status: 'pending', technician_status: 'Assigned' });
      const stillFree = (await ctx.http().get(`/api/orders/${clashing.id}`).set('Authorization', ctx.as('vendor')).expect(200)).body as Order;
      expect(stillFree.technician_id).toBeNull();
    });

    it('is a dispatcher’s: refused to technicians, and needs a reason to cancel and a technician to reassign', async () => {
      const order = await ctx.createOrder('vendor');
      expect((await bulk('tech', { ids: [order.id], action: 'cancel', reason: 'x' }).expect(403)).body.code).toBe('FORBIDDEN');
      for (const body of [
        { ids: [order.id], action: 'cancel' },
        { ids: [order.id], action: 'cancel', reason: '   ' },
        { ids: [order.id], action: 'reassign' },
        { ids: [order.id], action: 'reassign', technician_id: ctx.sessions.tech.user.id, reason: 'kept nowhere' },
        { ids: [order.id], action: 'cancel', reason: 'x', technician_id: ctx.sessions.tech.user.id },
        { ids: [], action: 'cancel', reason: 'x' },
        { ids: [order.id, order.id], action: 'cancel', reason: 'x' },
        { ids: Array.from({ length: BULK_ORDERS_MAX + 1 }, () => crypto.randomUUID()), action: 'cancel', reason: 'x' },
        { ids: [order.id], action: 'close', reason: 'x' },
      ]) {
        expect({ body, code: (await bulk('vendor', body)).body.code }).toEqual({ body, code: 'VALIDATION_FAILED' });
      }
      const unchanged = (await ctx.http().get(`/api/orders/${order.id}`).set('Authorization', ctx.as('vendor')).expect(200)).body as Order;
      expect(unchanged.status).toBe('pending');
    });
  });
});
