import { type NotificationChangedEvent, type NotificationList, type OrderChangedEvent, REALTIME_EVENTS } from '@fixflow/contracts';
import type { Socket } from 'socket.io-client';
import request from 'supertest';
import { bearer, login } from '../support/accounts.js';
import { type OrdersTestContext, startOrdersApp } from '../support/orders.js';
import { useTestRedis } from '../support/redis.js';
import { connect, connected, listen, nextEvent } from '../support/sockets.js';
import { startApp, testConfig } from '../support/test-app.js';

/** The next order.changed this socket receives for the given order. */
const nextChange = (socket: Socket, orderId: string, action: OrderChangedEvent['action']) =>
  nextEvent<OrderChangedEvent>(socket, REALTIME_EVENTS.orderChanged, (event) => event.order.id === orderId && event.action === action);

describe('realtime: order changes pushed over socket.io', () => {
  let ctx: OrdersTestContext;
  let url: string;
  const sockets: Socket[] = [];
  const open = (token: string, at = url) => {
    const socket = connect(at, token);
    sockets.push(socket);
    return socket;
  };

  beforeAll(async () => {
    ctx = await startOrdersApp();
    url = await listen(ctx.app);
  });
  afterAll(async () => {
    for (const socket of sockets) socket.disconnect();
    await ctx?.close();
  });

  it('a bad or missing token fails the handshake', async () => {
    await expect(connected(open('not-a-token'))).rejects.toThrow('NOT_AUTHENTICATED');
    await expect(connected(open(''))).rejects.toThrow('NOT_AUTHENTICATED');
  });

  it('the vendor and the assigned technician hear create, assign and transitions; another vendor hears nothing', async () => {
    const vendor = open(ctx.sessions.vendor.access_token);
    const tech = open(ctx.sessions.tech.access_token);
    const outsider = open(ctx.sessions.vendor2.access_token);
    await Promise.all([connected(vendor), connected(tech), connected(outsider)]);
    const heardByOutsider: OrderChangedEvent[] = [];
    outsider.on(REALTIME_EVENTS.orderChanged, (event: OrderChangedEvent) => heardByOutsider.push(event));

    const createdHeard = new Promise<OrderChangedEvent>((resolve) => vendor.once(REALTIME_EVENTS.orderChanged, resolve));
    const order = await ctx.createOrder('vendor');
    expect((await createdHeard).order).toMatchObject({ id: order.id, vendor_status: 'New' });

    const assignedHeard = nextChange(tech, order.id, 'assigned');
    await ctx.http().post(`/api/orders/${order.id}/assign`).set('Authorization', ctx.as('vendor')).send({ technician_id: ctx.sessions.tech.user.id }).expect(200);
    expect((await assignedHeard).order.technician_status).toBe('Assigned');

    const acceptedHeard = nextChange(vendor, order.id, 'transitioned');
    await ctx.http().post(`/api/orders/${order.id}/transitions`).set('Authorization', ctx.as('tech')).send({ to: 'accepted' }).expect(200);
    expect((await acceptedHeard).order.vendor_status).toBe('Scheduled');

    const updatedHeard = nextChange(tech, order.id, 'updated');
    await ctx.http().patch(`/api/orders/${order.id}`).set('Authorization', ctx.as('vendor')).send({ invoice_message: 'Thanks!' }).expect(200);
    expect((await updatedHeard).order.invoice_message).toBe('Thanks!');
    expect(heardByOutsider).toEqual([]);
  });

  it('a change’s notifications ride in its one order.changed (issue 20): it names whom it notified, stored by then, and no notification.changed comes beside it', async () => {
    const vendor = open(ctx.sessions.vendor.access_token);
    const tech = open(ctx.sessions.tech.access_token);
    await Promise.all([connected(vendor), connected(tech)]);
    const heardByTech: string[] = [];
    tech.onAny((event: string) => heardByTech.push(event));
    const techId = ctx.sessions.tech.user.id;
    const stored = async (who: 'vendor' | 'tech', orderId: string) =>
      ((await ctx.http().get('/api/notifications').query({ limit: '100' }).set('Authorization', ctx.as(who)).expect(200)).body as NotificationList).items
        .filter((item) => item.data.order_id === orderId)
        .map((item) => item.type);
    // A change that notifies no one names no one.
    const created = new Promise<OrderChangedEvent>((resolve) => vendor.once(REALTIME_EVENTS.orderChanged, resolve));
    const order = await ctx.createOrder('vendor');
    expect(await created).toEqual({ action: 'created', order: expect.objectContaining({ id: order.id }) });

    // The vendor assigns: the technician's order_assigned is named in the event both sides hear.
    const assigned = Promise.all([nextChange(tech, order.id, 'assigned'), nextChange(vendor, order.id, 'assigned')]);
    await ctx.http().post(`/api/orders/${order.id}/assign`).set('Authorization', ctx.as('vendor')).send({ technician_id: techId }).expect(200);
    for (const event of await assigned) expect(event.notified).toEqual([techId]);
    expect(await stored('tech', order.id)).toEqual(['order_assigned']);

    // The technician accepts: the vendor is notified, in the event.
    const accepted = nextChange(vendor, order.id, 'transitioned');
    await ctx.http().post(`/api/orders/${order.id}/transitions`).set('Authorization', ctx.as('tech')).send({ to: 'accepted' }).expect(200);
    expect((await accepted).notified).toEqual([ctx.sessions.vendor.user.id]);
    expect(await stored('vendor', order.id)).toContain('order_changed');

    // The vendor edits: the technician is notified.
    const edited = nextChange(tech, order.id, 'updated');
    await ctx.http().patch(`/api/orders/${order.id}`).set('Authorization', ctx.as('vendor')).send({ issue_description: 'Louder than before' }).expect(200);
    expect((await edited).notified).toEqual([techId]);
    expect(await stored('tech', order.id)).toEqual(['order_changed', 'order_assigned']);

    // A notification.changed of the technician's own comes after all of those: any beside them would have been heard first.
    const read = nextEvent<NotificationChangedEvent>(tech, REALTIME_EVENTS.notificationChanged, (event) => event.action === 'read_all');
    await ctx.http().post('/api/notifications/read-all').set('Authorization', ctx.as('tech')).expect(200);
    await read;
    expect(heardByTech).toEqual(['order.changed', 'order.changed', 'order.changed', 'notification.changed']);
  });

  it('two API processes share events through Redis: a client on A hears a change made on B', async () => {
    const redis = await useTestRedis();
    const REDIS_URL = redis.url;
    const appA = await startApp(testConfig(ctx.db.databaseUrl, { REDIS_URL, MIGRATE_ON_START: '0' }));
    const appB = await startApp(testConfig(ctx.db.databaseUrl, { REDIS_URL, MIGRATE_ON_START: '0' }));
    try {
      const urlA = await listen(appA);
      const onB = { http: () => request(appB.getHttpServer()) };
      const techOnA = await login({ ...ctx, app: appA, http: () => request(appA.getHttpServer()) }, 'tech@fixflow.test');
      const vendorOnB = bearer((await onB.http().post('/api/auth/login').send({ email: 'vendor@fixflow.test', password: 'Fixflow-demo-1' }).expect(200)).body.access_token as string);
      const socket = open(techOnA.access_token, urlA);
      await connected(socket);
      // The adapter subscribes asynchronously: give Redis a moment to register A's subscription.
      await new Promise((resolve) => setTimeout(resolve, 300));
      const created = (await onB.http().post('/api/orders').set('Authorization', vendorOnB).send({ customer_name: 'Redis Person', phone: '512-555-0142', service_date: '2027-09-09', time_slot: 'evening' }).expect(201)).body as { id: string };
      const heard = nextChange(socket, created.id, 'assigned');
      await onB.http().post(`/api/orders/${created.id}/assign`).set('Authorization', vendorOnB).send({ technician_id: ctx.sessions.tech.user.id }).expect(200);
      expect((await heard).order).toMatchObject({ id: created.id, technician_status: 'Assigned' });
    } finally {
      await appA.close();
      await appB.close();
      await redis.stop();
    }
  });
});
