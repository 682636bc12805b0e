import type { NotificationItem, NotificationList, UnreadCount } from '@fixflow/contracts';
import { NotificationsService } from '../../src/notifications/notifications.service.js';
import { type OrdersTestContext, startOrdersApp } from '../support/orders.js';

describe('notifications: a user reads and marks only its own', () => {
  let ctx: OrdersTestContext;
  let service: NotificationsService;
  beforeAll(async () => {
    ctx = await startOrdersApp();
    service = ctx.app.get(NotificationsService);
  });
  afterAll(async () => {
    await ctx?.close();
  });

  const unread = async (who: 'vendor' | 'vendor2', type?: string) =>
    ((await ctx.http().get('/api/notifications/unread-count').query(type ? { type } : {}).set('Authorization', ctx.as(who)).expect(200)).body as UnreadCount).count;

  it('given two incoming SMS and a completed order for a vendor, counts, lists and marks them read', async () => {
    const vendorId = ctx.sessions.vendor.user.id;
    const first = await service.create(vendorId, 'sms_received', { from: '+15125550134', text: 'Is the technician on the way?' });
    await service.create(vendorId, 'sms_received', { from: '+15125550135' });
    await service.create(vendorId, 'order_completed', { order_id: 'INV-1' });

    expect(await unread('vendor', 'sms_received')).toBe(2);
    expect(await unread('vendor')).toBe(3);
    expect(await unread('vendor2', 'sms_received')).toBe(0);

    const list = (await ctx.http().get('/api/notifications').query({ type: 'sms_received', unread: 'true' }).set('Authorization', ctx.as('vendor')).expect(200)).body as NotificationList;
    expect(list.items).toHaveLength(2);
    expect(list.items.map((item) => item.type)).toEqual(['sms_received', 'sms_received']);
    expect(list.items.find((item) => item.id === first.id)?.data).toEqual({ from: '+15125550134', text: 'Is the technician on the way?' });

    const read = (await ctx.http().patch(`/api/notifications/${first.id}/read`).set('Authorization', ctx.as('vendor')).expect(200)).body as NotificationItem;
    expect(read).toMatchObject({ id: first.id, is_read: true });
    expect(await unread('vendor', 'sms_received')).toBe(1);
    const readOnly = (await ctx.http().get('/api/notifications').query({ unread: 'false' }).set('Authorization', ctx.as('vendor')).expect(200)).body as NotificationList;
    expect(readOnly.items.map((item) => item.id)).toEqual([first.id]);
  });

  it('answers 404 for another user\'s notification or a malformed id, and leaves it unread', async () => {
    const mine = await service.create(ctx.sessions.vendor2.user.id, 'sms_received');
    const res = await ctx.http().patch(`/api/notifications/${mine.id}/read`).set('Authorization', ctx.as('vendor')).expect(404);
    expect(res.body).toMatchObject({ code: 'NOT_FOUND' });
    await ctx.http().patch('/api/notifications/not-a-uuid/read').set('Authorization', ctx.as('vendor')).expect(404);
    expect(await unread('vendor2', 'sms_received')).toBe(1);
    const others = (await ctx.http().get('/api/notifications').set('Authorization', ctx.as('vendor')).expect(200)).body as NotificationList;
    expect(others.items.map((item) => item.id)).not.toContain(mine.id);
  });

  it.each([
    ['/api/notifications/unread-count', { type: 'newsletter' }],
    ['/api/notifications', { unread: 'maybe' }],
  ])('refuses %s with %o as 400 VALIDATION_FAILED', async (path, query) => {
    const res = await ctx.http().get(path).query(query).set('Authorization', ctx.as('tech')).expect(400);
    expect(res.body).toMatchObject({ code: 'VALIDATION_FAILED' });
  });

  it('needs a signed-in caller', async () => {
    await ctx.http().get('/api/notifications/unread-count').expect(401);
  });
});
