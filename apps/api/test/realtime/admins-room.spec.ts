import { type OrderChangedEvent, REALTIME_EVENTS } from '@fixflow/contracts';
import type { Socket } from 'socket.io-client';
import { type OrdersTestContext, startOrdersApp } from '../support/orders.js';
import { connect, connected, listen, nextEvent } from '../support/sockets.js';

/**
 * Issue 17: the admin board shows every vendor's orders live, so every admin's socket hears every
 * order change (the admins room), while another vendor still hears nothing of it.
 */
describe('realtime: admins hear every order change', () => {
  let ctx: OrdersTestContext;
  let url: string;
  const sockets: Socket[] = [];
  const open = (token: string) => {
    const socket = connect(url, token);
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

  it("an admin's board hears a vendor assign its order; the other vendor hears nothing", async () => {
    const admin = open(ctx.sessions.admin.access_token);
    const outsider = open(ctx.sessions.vendor2.access_token);
    await Promise.all([connected(admin), connected(outsider)]);
    const heardByOutsider: OrderChangedEvent[] = [];
    outsider.on(REALTIME_EVENTS.orderChanged, (event: OrderChangedEvent) => heardByOutsider.push(event));

    const order = await ctx.createOrder('vendor');
    const heard = nextEvent<OrderChangedEvent>(admin, REALTIME_EVENTS.orderChanged, (event) => event.order.id === order.id && event.action === 'assigned');
    await ctx.http().post(`/api/orders/${order.id}/assign`).set('Authorization', ctx.as('vendor')).send({ technician_id: ctx.sessions.tech2.user.id }).expect(200);
    expect((await heard).order).toMatchObject({ id: order.id, technician_status: 'Assigned', technician: { id: ctx.sessions.tech2.user.id } });
    expect(heardByOutsider).toEqual([]);
  });
});
