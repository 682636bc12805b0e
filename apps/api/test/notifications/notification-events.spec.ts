import { type NotificationChangedEvent, REALTIME_EVENTS } from '@fixflow/contracts';
import type { Socket } from 'socket.io-client';
import { NotificationsService } from '../../src/notifications/notifications.service.js';
import { type OrdersTestContext, startOrdersApp } from '../support/orders.js';
import { connect, connected, listen, nextEvent } from '../support/sockets.js';

describe('notifications over socket.io: the badge hears of a change in its own room only', () => {
  let ctx: OrdersTestContext;
  let url: string;
  let service: NotificationsService;
  const sockets: Socket[] = [];
  const open = async (who: 'vendor' | 'vendor2') => {
    const socket = connect(url, ctx.sessions[who].access_token);
    sockets.push(socket);
    await connected(socket);
    return socket;
  };
  const nextChange = (socket: Socket, action: NotificationChangedEvent['action'], id?: string) =>
    nextEvent<NotificationChangedEvent>(socket, REALTIME_EVENTS.notificationChanged, (event) => event.action === action && (id === undefined || event.id === id));

  beforeAll(async () => {
    ctx = await startOrdersApp();
    url = await listen(ctx.app);
    service = ctx.app.get(NotificationsService);
  });
  afterAll(async () => {
    for (const socket of sockets) socket.disconnect();
    await ctx?.close();
  });

  it('an incoming SMS for a vendor reaches that vendor\'s sockets as notification.changed, and marking it read does too', async () => {
    const [vendor, otherVendor] = await Promise.all([open('vendor'), open('vendor2')]);
    const heardByOther: NotificationChangedEvent[] = [];
    otherVendor.on(REALTIME_EVENTS.notificationChanged, (event: NotificationChangedEvent) => heardByOther.push(event));

    const created = nextChange(vendor, 'created');
    const sms = await service.create(ctx.sessions.vendor.user.id, 'sms_received', { from: '+15125550134' });
    expect(await created).toEqual({ action: 'created', id: sms.id, type: 'sms_received' });

    const read = nextChange(vendor, 'read', sms.id);
    await ctx.http().patch(`/api/notifications/${sms.id}/read`).set('Authorization', ctx.as('vendor')).expect(200);
    expect(await read).toEqual({ action: 'read', id: sms.id, type: 'sms_received' });

    // The other vendor's own notification arrives after both: by then it would have heard the others.
    const own = nextChange(otherVendor, 'created');
    const theirs = await service.create(ctx.sessions.vendor2.user.id, 'order_completed');
    await own;
    expect(heardByOther).toEqual([{ action: 'created', id: theirs.id, type: 'order_completed' }]);
  });
});
