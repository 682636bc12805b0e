import { type OrderChangedEvent, REALTIME_EVENTS } from '@fixflow/contracts';
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
