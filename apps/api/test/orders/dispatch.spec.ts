import type { BusySlot, Order, OrderDetails } from '@fixflow/contracts';
import { type OrdersTestContext, freshDate, startOrdersApp, transitionBody } from '../support/orders.js';

describe('assigning, moving and booking orders', () => {
  let ctx: OrdersTestContext;
  beforeAll(async () => {
    ctx = await startOrdersApp();
  });
  afterAll(async () => {
    await ctx?.close();
  });

  const assign = (who: 'vendor' | 'vendor2' | 'admin', id: string, technician: 'tech' | 'tech2') =>
    ctx.http().post(`/api/orders/${id}/assign`).set('Authorization', ctx.as(who)).send({ technician_id: ctx.sessions[technician].user.id });
  const move = (who: 'vendor' | 'tech' | 'tech2' | 'admin', id: string, to: string, reason?: string) =>
    ctx.http().post(`/api/orders/${id}/transitions`).set('Authorization', ctx.as(who)).send(transitionBody(to, reason));

  it('walks an order from New to Done, writing every move to the history', async () => {
    const order = await ctx.createOrder('vendor');
    const assigned = (await assign('vendor', order.id, 'tech').expect(200)).body as Order;
    expect(assigned).toMatchObject({ status: 'pending', vendor_status: 'New', technician_status: 'Assigned', technician: { id: ctx.sessions.tech.user.id, full_name: 'Sam Rivera' } });
    const steps: [('vendor' | 'tech'), string, string, string, string?][] = [
      ['tech', 'accepted', 'Scheduled', 'Accepted'],
      ['tech', 'en_route', 'Dispatched', 'On the way'],
      ['tech', 'in_progress', 'In progress', 'Working'],
      ['tech', 'on_hold', 'On hold', 'On hold', 'waiting for parts'],
      ['vendor', 'accepted', 'Scheduled', 'Accepted'],
      ['tech', 'in_progress', 'In progress', 'Working'],
      ['tech', 'completed', 'Awaiting approval', 'Completed'],
      ['vendor', 'closed', 'Done', 'Closed'],
    ];
    for (const [who, to, vendorLabel, technicianLabel, reason] of steps) {
      const res = await move(who, order.id, to, reason).expect(200);
      expect(res.body).toMatchObject({ status: to, vendor_status: vendorLabel, technician_status: technicianLabel });
    }
    const details = (await ctx.http().get(`/api/orders/${order.id}`).set('Authorization', ctx.as('vendor')).expect(200)).body as OrderDetails;
    expect(details.history.map((entry) => [entry.from, entry.to, entry.actor_role, entry.reason])).toEqual([
      [null, 'pending', 'vendor', null],
      ['pending', 'pending', 'vendor', null],
      ['pending', 'accepted', 'technician', null],
      ['accepted', 'en_route', 'technician', null],
      ['en_route', 'in_progress', 'technician', null],
      ['in_progress', 'on_hold', 'technician', 'waiting for parts'],
      ['on_hold', 'accepted', 'vendor', null],
      ['accepted', 'in_progress', 'technician', null],
      ['in_progress', 'completed', 'technician', null],
      ['completed', 'closed', 'vendor', null],
    ]);
    const edit = await ctx.http().patch(`/api/orders/${order.id}`).set('Authorization', ctx.as('vendor')).send({ city: 'Dallas' }).expect(409);
    expect(edit.body.message).toBe('A closed or cancelled order cannot be edited');
  });

  it.each<[string, 'vendor' | 'tech' | 'tech2', string, string | undefined, number, string]>([
    ['the vendor cannot accept for the technician', 'vendor', 'accepted', undefined, 409, 'This order cannot move from pending to accepted'],
    ['cancelling needs a reason', 'vendor', 'cancelled', undefined, 400, 'A reason is required to move an order to cancelled'],
    ['a technician cannot jump to completed', 'tech', 'completed', undefined, 409, 'This order cannot move from pending to completed'],
    ['a technician cannot cancel a vendor\'s order', 'tech', 'cancelled', 'busy', 409, 'This order cannot move from pending to cancelled'],
  ])('%s', async (_title, who, to, reason, status, message) => {
    const order = await ctx.createOrder('vendor');
    await assign('vendor', order.id, 'tech').expect(200);
    const res = await move(who, order.id, to, reason).expect(status);
    expect(res.body.message).toBe(message);
  });

  it('a technician off the vendor\'s roster cannot be assigned', async () => {
    const order = await ctx.createOrder('vendor2');
    const res = await assign('vendor2', order.id, 'tech2').expect(404);
    expect(res.body).toEqual({ statusCode: 404, code: 'TECHNICIAN_NOT_FOUND', message: 'Technician not found' });
  });

  it('assigning into a busy slot → 409 with the clashing slot; a cancelled order frees it', async () => {
    const date = freshDate();
    const first = await ctx.createOrder('vendor', { service_date: date, time_slot: 'morning' });
    const second = await ctx.createOrder('vendor2', { service_date: date, time_slot: '11:00-13:00' });
    const third = await ctx.createOrder('vendor', { service_date: date, time_slot: 'afternoon' });
    await assign('vendor', first.id, 'tech').expect(200);
    const res = await assign('vendor2', second.id, 'tech').expect(409);
    expect(res.body).toEqual({
      statusCode: 409,
      code: 'SLOT_TAKEN',
      message: 'The technician is already busy at that time',
      slot: { kind: 'order', order_id: first.id, date, start: `${date}T08:00:00.000Z`, end: `${date}T12:00:00.000Z` },
    });
    // Back to back is not an overlap: ranges are half-open.
    await assign('vendor', third.id, 'tech').expect(200);
    await move('vendor', first.id, 'cancelled', 'customer called off').expect(200);
    await assign('vendor2', second.id, 'tech').expect(409);
    await move('vendor', third.id, 'cancelled', 'moved').expect(200);
    await assign('vendor2', second.id, 'tech').expect(200);
  });

  it('moving an assigned order into a busy slot → 409 SLOT_TAKEN', async () => {
    const date = freshDate();
    const a = await ctx.createOrder('vendor', { service_date: date, time_slot: 'morning' });
    const b = await ctx.createOrder('vendor', { service_date: date, time_slot: 'evening' });
    await assign('vendor', a.id, 'tech2').expect(200);
    await assign('vendor', b.id, 'tech2').expect(200);
    const res = await ctx.http().patch(`/api/orders/${b.id}`).set('Authorization', ctx.as('vendor')).send({ time_slot: 'all_day' }).expect(409);
    expect(res.body.slot).toMatchObject({ kind: 'order', order_id: a.id });
    const moved = await ctx.http().patch(`/api/orders/${b.id}`).set('Authorization', ctx.as('vendor')).send({ time_slot: 'afternoon', customer_name: ' John  Smith ' }).expect(200);
    expect(moved.body).toMatchObject({ time_slot: 'afternoon', customer_name: 'John  Smith', starts_at: `${date}T12:00:00.000Z` });
  });

  it('a personal booking takes SPEC.md §5\'s defaults, blocks time, and only its technician cancels it', async () => {
    const date = freshDate();
    const res = await ctx.http().post('/api/orders/personal').set('Authorization', ctx.as('tech2')).send({ service_date: date }).expect(201);
    const booking = res.body as Order;
    expect(booking).toMatchObject({
      order_source: 'technician_personal',
      customer_name: 'Personal Booking',
      phone: '000-000-0000',
      address: 'Private',
      city: 'Unknown',
      state: 'Unknown',
      zip_code: '00000',
      time_slot: 'morning',
      appliance_type: 'personal',
      issue_description: 'Busy - personal booking',
      taxable: false,
      tax_rate: 0,
      status: 'pending',
      technician_status: 'Assigned',
      vendor_status: 'New',
      vendor_id: null,
      technician_id: ctx.sessions.tech2.user.id,
    });
    const order = await ctx.createOrder('vendor', { service_date: date, time_slot: '10:00-11:00' });
    const clash = await assign('vendor', order.id, 'tech2').expect(409);
    expect(clash.body.slot).toEqual({ kind: 'personal', order_id: booking.id, date, start: `${date}T08:00:00.000Z`, end: `${date}T12:00:00.000Z` });
    const overlapping = await ctx.http().post('/api/orders/personal').set('Authorization', ctx.as('tech2')).send({ service_date: date, time_slot: 'all_day' }).expect(409);
    expect(overlapping.body.code).toBe('SLOT_TAKEN');
    await move('tech2', booking.id, 'accepted').expect(409);
    await ctx.http().patch(`/api/orders/${booking.id}`).set('Authorization', ctx.as('tech2')).send({ time_slot: 'evening' }).expect(200);
    await assign('vendor', order.id, 'tech2').expect(200);
    await move('tech2', booking.id, 'cancelled', 'plans changed').expect(200);
    await ctx.http().post('/api/orders/personal').set('Authorization', ctx.as('vendor')).send({ service_date: date }).expect(403);
  });

  it('a personal booking is numbered apart and uses up no invoice number: the vendor\'s invoices run on without a gap', async () => {
    const before = await ctx.createOrder('vendor');
    const booking = (await ctx.http().post('/api/orders/personal').set('Authorization', ctx.as('tech2')).send({ service_date: freshDate(), issue_description: 'Dentist' }).expect(201))
      .body as Order;
    const after = await ctx.createOrder('vendor');
    expect(booking).toMatchObject({ invoice_number: expect.stringMatching(/^PB-\d+$/), issue_description: 'Dentist' });
    const number = (order: Order) => Number(/^INV-(\d+)$/.exec(order.invoice_number)?.[1]);
    expect(number(after)).toBe(number(before) + 1);
    // Its technician still finds it by its number, as any order (SPEC.md §7's lookup).
    const found = (await ctx.http().get(`/api/orders/lookup/${booking.invoice_number}`).set('Authorization', ctx.as('tech2')).expect(200)).body as Order;
    expect(found.id).toBe(booking.id);
  });

  it('busy slots: orders and personal bookings in the range, another vendor\'s order without its id', async () => {
    const date = freshDate();
    const mine = await ctx.createOrder('vendor', { service_date: date, time_slot: 'morning' });
    const theirs = await ctx.createOrder('vendor2', { service_date: date, time_slot: 'afternoon' });
    await assign('vendor', mine.id, 'tech').expect(200);
    await assign('vendor2', theirs.id, 'tech').expect(200);
    const booking = (await ctx.http().post('/api/orders/personal').set('Authorization', ctx.as('tech')).send({ service_date: date, time_slot: 'evening' }).expect(201)).body as Order;
    const slots = (who: 'vendor' | 'tech' | 'admin') =>
      ctx.http().get(`/api/technicians/${ctx.sessions.tech.user.id}/busy-slots`).query({ start: date, end: date }).set('Authorization', ctx.as(who));
    const seenByVendor = (await slots('vendor').expect(200)).body as BusySlot[];
    expect(seenByVendor).toEqual([
      { kind: 'order', order_id: mine.id, date, start: `${date}T08:00:00.000Z`, end: `${date}T12:00:00.000Z` },
      { kind: 'order', date, start: `${date}T12:00:00.000Z`, end: `${date}T16:00:00.000Z` },
      { kind: 'personal', date, start: `${date}T16:00:00.000Z`, end: `${date}T20:00:00.000Z` },
    ]);
    const seenByTech = (await slots('tech').expect(200)).body as BusySlot[];
    expect(seenByTech.map((slot) => slot.order_id)).toEqual([mine.id, theirs.id, booking.id]);
    expect((await slots('admin').expect(200)).body).toHaveLength(3);
    await ctx.http().get(`/api/technicians/${ctx.sessions.tech.user.id}/busy-slots`).query({ start: 'soon' }).set('Authorization', ctx.as('vendor')).expect(400);
  });
});
