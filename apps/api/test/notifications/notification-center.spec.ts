import { EntityManager } from '@mikro-orm/postgresql';
import {
  type NotificationChangedEvent,
  type NotificationItem,
  type NotificationList,
  type Offer,
  type Order,
  REALTIME_EVENTS,
  type ReadAllResult,
  type SettlementList,
  type UnreadCount,
} from '@fixflow/contracts';
import type { Socket } from 'socket.io-client';
import { NotificationsService } from '../../src/notifications/notifications.service.js';
import { SettlementsService } from '../../src/settlements/settlements.service.js';
import { type DemoUser, type OrdersTestContext, startOrdersApp, transitionBody } from '../support/orders.js';
import { connect, connected, listen, nextEvent } from '../support/sockets.js';

const VENDOR = 'Acme Appliance Repair';
const TECH2 = 'Jordan Lee';

/**
 * Issue 18, the notification center: what happened is kept server-side per user — read in keyset
 * pages, marked read one by one or all at once (every session of the user hears it) — and each
 * event creates its notification for whoever did not cause it.
 */
describe('the notification center', () => {
  let ctx: OrdersTestContext;
  let url: string;
  let service: NotificationsService;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    ctx = await startOrdersApp();
    url = await listen(ctx.app);
    service = ctx.app.get(NotificationsService);
  });
  afterAll(async () => {
    for (const socket of sockets) socket.disconnect();
    await ctx?.close();
  });

  const page = async (who: DemoUser, query: Record<string, string> = {}) =>
    (await ctx.http().get('/api/notifications').query(query).set('Authorization', ctx.as(who)).expect(200)).body as NotificationList;
  const unread = async (who: DemoUser) => ((await ctx.http().get('/api/notifications/unread-count').set('Authorization', ctx.as(who)).expect(200)).body as UnreadCount).count;
  const readAll = async (who: DemoUser) => ((await ctx.http().post('/api/notifications/read-all').set('Authorization', ctx.as(who)).expect(200)).body as ReadAllResult).marked;
  /** The user's notifications of `type` about `orderId`, newest first. */
  const about = async (who: DemoUser, type: string, orderId: string): Promise<NotificationItem[]> =>
    (await page(who, { type, limit: '100' })).items.filter((item) => item.data.order_id === orderId);
  const technician = (who: 'tech' | 'tech2') => ctx.sessions[who].user.id;

  describe('reading', () => {
    it('pages newest first with next_cursor until the last page, each notification once; the old type/unread filters still apply', async () => {
      await readAll('vendor2');
      const created: string[] = [];
      for (let index = 0; index < 23; index += 1) created.push((await service.create(ctx.sessions.vendor2.user.id, 'sms_received', { n: index })).id);
      // Their times are the database's, to the microsecond: two of one millisecond (a JS Date's
      // precision) would come out of the newest-first list in either order.
      const [{ times, sub_ms }] = await ctx.app
        .get(EntityManager)
        .fork()
        .execute<{ times: number; sub_ms: number }[]>(
          `select count(distinct created_at)::int as times, count(*) filter (where extract(microseconds from created_at)::int % 1000 <> 0)::int as sub_ms
             from notifications where id in (?)`,
          [created],
        );
      expect(times).toBe(23);
      expect(sub_ms).toBeGreaterThan(0);
      const seen: string[] = [];
      let cursor: string | null = null;
      let pages = 0;
      do {
        const body = await page('vendor2', { limit: '10', ...(cursor ? { cursor } : {}) });
        seen.push(...body.items.map((item) => item.id));
        cursor = body.next_cursor;
        pages += 1;
      } while (cursor);
      expect(pages).toBe(3);
      expect(seen.slice(0, 23)).toEqual([...created].reverse());

      const unreadSms = await page('vendor2', { type: 'sms_received', unread: 'true' });
      expect(unreadSms.items).toHaveLength(23);
      expect((await ctx.http().get('/api/notifications').query({ cursor: 'not-ours' }).set('Authorization', ctx.as('vendor2')).expect(400)).body.code).toBe('VALIDATION_FAILED');
    });

    it('"mark all read" reads the caller’s own, and the user’s other session hears it; another user’s stay unread', async () => {
      const desktop = connect(url, ctx.sessions.vendor2.access_token);
      sockets.push(desktop);
      await connected(desktop);
      await service.create(ctx.sessions.vendor.user.id, 'sms_received');
      const before = await unread('vendor');
      expect(await unread('vendor2')).toBeGreaterThan(0);

      const heard = nextEvent<NotificationChangedEvent>(desktop, REALTIME_EVENTS.notificationChanged, (event) => event.action === 'read_all');
      expect(await readAll('vendor2')).toBeGreaterThan(0);
      expect(await heard).toEqual({ action: 'read_all', id: null, type: null });
      expect(await unread('vendor2')).toBe(0);
      expect((await page('vendor2', { unread: 'true' })).items).toEqual([]);
      expect(await unread('vendor')).toBe(before);
      // Nothing left unread: nothing to do, nothing to hear.
      expect(await readAll('vendor2')).toBe(0);
    });
  });

  describe('what creates one', () => {
    let order: Order;
    beforeAll(async () => {
      order = await ctx.createOrder('vendor', { time_slot: '10:00-12:00' });
    });

    it('an assignment: order_assigned to the technician, named by the vendor’s company; not to the vendor who did it', async () => {
      await ctx.http().post(`/api/orders/${order.id}/assign`).set('Authorization', ctx.as('vendor')).send({ technician_id: technician('tech2') }).expect(200);
      const [assigned] = await about('tech2', 'order_assigned', order.id);
      expect(assigned).toMatchObject({ is_read: false, data: { order_id: order.id, invoice_number: order.invoice_number, actor_name: VENDOR, status: 'pending' } });
      expect(await about('vendor', 'order_assigned', order.id)).toEqual([]);
    });

    it('the technician accepts: order_changed to the vendor with what and the new status; the vendor reschedules: order_changed to the technician', async () => {
      await ctx.http().post(`/api/orders/${order.id}/transitions`).set('Authorization', ctx.as('tech2')).send(transitionBody('accepted')).expect(200);
      const [accepted] = await about('vendor', 'order_changed', order.id);
      expect(accepted.data).toEqual({ order_id: order.id, invoice_number: order.invoice_number, actor_name: TECH2, what: ['status'], status: 'accepted' });
      expect(await about('tech2', 'order_changed', order.id)).toEqual([]);

      await ctx.http().patch(`/api/orders/${order.id}`).set('Authorization', ctx.as('vendor')).send({ time_slot: '13:00-15:00' }).expect(200);
      const [rescheduled] = await about('tech2', 'order_changed', order.id);
      expect(rescheduled.data).toMatchObject({ actor_name: VENDOR, what: ['rescheduled'], status: 'accepted' });
    });

    it('reassigned: the technician it left hears "unassigned"; an admin’s cancellation reaches both sides, unnamed', async () => {
      await ctx.http().post(`/api/orders/${order.id}/assign`).set('Authorization', ctx.as('vendor')).send({ technician_id: technician('tech') }).expect(200);
      const [left] = await about('tech2', 'order_changed', order.id);
      expect(left.data).toMatchObject({ what: ['unassigned'] });
      expect(await about('tech', 'order_assigned', order.id)).toHaveLength(1);

      await ctx.http().post(`/api/orders/${order.id}/transitions`).set('Authorization', ctx.as('admin')).send(transitionBody('cancelled', 'Duplicate booking')).expect(200);
      for (const who of ['vendor', 'tech'] as const) {
        const [cancelled] = await about(who, 'order_changed', order.id);
        expect(cancelled.data).toMatchObject({ actor_name: null, what: ['status'], status: 'cancelled' });
      }
    });

    it('an offer: order_offered to each technician it reaches, with the offer', async () => {
      const offered = await ctx.createOrder('vendor', { time_slot: '10:00-12:00' });
      const offer = (await ctx.http().post(`/api/orders/${offered.id}/offer`).set('Authorization', ctx.as('vendor')).send({ audience: 'roster' }).expect(201)).body as Offer;
      for (const who of ['tech', 'tech2'] as const) {
        const [notice] = await about(who, 'order_offered', offered.id);
        expect(notice.data).toEqual({ order_id: offered.id, invoice_number: offered.invoice_number, actor_name: VENDOR, status: 'pending', offer_id: offer.id });
      }
      expect(await about('vendor', 'order_offered', offered.id)).toEqual([]);
    });

    it('a finalized statement: settlement_ready to its technician', async () => {
      const job = await ctx.createOrder('vendor', { time_slot: '10:00-12:00' });
      await ctx.http().post(`/api/orders/${job.id}/assign`).set('Authorization', ctx.as('vendor')).send({ technician_id: technician('tech2') }).expect(200);
      for (const to of ['accepted', 'in_progress', 'completed']) await ctx.http().post(`/api/orders/${job.id}/transitions`).set('Authorization', ctx.as('tech2')).send(transitionBody(to)).expect(200);
      await ctx.http().post(`/api/orders/${job.id}/transitions`).set('Authorization', ctx.as('vendor')).send({ to: 'closed' }).expect(200);
      // The weekly build as its job runs it a week from now: this week is then the last whole one.
      await ctx.app.get(SettlementsService).buildDue(new Date(Date.now() + 7 * 86_400_000));
      const statements = ((await ctx.http().get('/api/settlements').set('Authorization', ctx.as('vendor')).expect(200)).body as SettlementList).items;
      const statement = statements.find((item) => item.technician_id === technician('tech2') && item.status === 'open');
      expect(statement).toBeDefined();
      await ctx.http().post(`/api/settlements/${statement!.id}/finalize`).set('Authorization', ctx.as('vendor')).expect(200);
      const ready = (await page('tech2', { type: 'settlement_ready' })).items;
      expect(ready.map((item) => item.data)).toContainEqual({ settlement_id: statement!.id, week_start: statement!.week_start });
    });
  });
});
