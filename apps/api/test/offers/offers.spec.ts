import {
  type NotificationList,
  type Offer,
  type OfferChangedEvent,
  type OfferList,
  type OrderDetails,
  type PushMessage,
  REALTIME_EVENTS,
  type TechnicianInvitation,
  TECHNICIAN_OFFERS_URL,
} from '@fixflow/contracts';
import pg from 'pg';
import { bearer, DEMO_PASSWORD, latestMail, login, verifyLinkOf } from '../support/accounts.js';
import { type OrdersTestContext, freshDate, startOrdersApp } from '../support/orders.js';
import { FakePushService, TestBrowser } from '../support/push-service.js';
import { connect, connected, listen, nextEvent } from '../support/sockets.js';

interface RosterTechnician {
  id: string;
  name: string;
  auth: string;
  token: string;
}

/** A live event within 5 s, or a failure naming it. */
const within = <T>(promise: Promise<T>, what: string) =>
  Promise.race([promise, new Promise<T>((_resolve, reject) => setTimeout(() => reject(new Error(`no ${what} within 5 s`)), 5000).unref())]);

/**
 * Issue 17 item 3: a vendor publishes an unassigned order to its roster (or to its technicians in
 * the order's city and state); the first technician to take it gets it, accepted, and the others
 * are told it is taken. Demo vendor2 (Brightline) has tech (Sam Rivera, Austin) on its roster, not
 * tech2; the tests add eight technicians in Austin and one in Houston the way technicians join:
 * invited by email, registered, confirmed, accepted.
 */
describe('offers (issue 17)', () => {
  let ctx: OrdersTestContext;
  let origin: string;
  const pushService = new FakePushService();
  const austin: RosterTechnician[] = [];
  let houston: RosterTechnician;

  async function joinVendor2(n: number, city: string): Promise<RosterTechnician> {
    const email = `offer-tech-${n}@fixflow.test`;
    const name = `Offer Tech ${n}`;
    await ctx.http().post('/api/technicians').set('Authorization', ctx.as('vendor2')).send({ email }).expect(202);
    await ctx.http().post('/api/auth/signup').send({ email, password: DEMO_PASSWORD, role: 'technician', full_name: name, city, state: 'TX' }).expect(201);
    await ctx.http().get(verifyLinkOf(await latestMail(ctx, email))).expect(303);
    const session = await login(ctx, email);
    const auth = bearer(session);
    const [invitation] = (await ctx.http().get('/api/roster-invitations').set('Authorization', auth).expect(200)).body as TechnicianInvitation[];
    await ctx.http().post(`/api/roster-invitations/${invitation.id}/accept`).set('Authorization', auth).expect(200);
    return { id: session.user.id, name, auth, token: session.access_token };
  }

  beforeAll(async () => {
    await pushService.start();
    ctx = await startOrdersApp();
    origin = await listen(ctx.app);
    for (let n = 1; n <= 8; n += 1) austin.push(await joinVendor2(n, 'Austin'));
    houston = await joinVendor2(9, 'Houston');
  });
  afterAll(async () => {
    await ctx?.close();
    await pushService.stop();
  });

  const offer = (orderId: string, body: object = {}, who: 'vendor' | 'vendor2' | 'admin' = 'vendor2') =>
    ctx.http().post(`/api/orders/${orderId}/offer`).set('Authorization', ctx.as(who)).send(body);
  const withdraw = (orderId: string, who: 'vendor' | 'vendor2' | 'admin' = 'vendor2') =>
    ctx.http().delete(`/api/orders/${orderId}/offer`).set('Authorization', ctx.as(who));
  const take = (offerId: string, auth: string) => ctx.http().post(`/api/offers/${offerId}/take`).set('Authorization', auth);
  const offersOf = async (auth: string) => ((await ctx.http().get('/api/offers').set('Authorization', auth).expect(200)).body as OfferList).items;
  const listed = async (auth: string, offerId: string) => (await offersOf(auth)).find((item) => item.id === offerId);
  const orderOf = async (id: string) => (await ctx.http().get(`/api/orders/${id}`).set('Authorization', ctx.as('vendor2')).expect(200)).body as OrderDetails;

  it('published to the roster: its technicians get a push and see it; another vendor’s technician and vendor do not', async () => {
    const order = await ctx.createOrder('vendor2');
    const phone = new TestBrowser(pushService);
    await ctx.http().post('/api/push/subscriptions').set('Authorization', austin[0].auth).send(phone.subscription()).expect(201);
    const arrived = pushService.nextPushTo(phone.path);

    const published = (await offer(order.id).expect(201)).body as Offer;
    expect(published).toMatchObject({
      order_id: order.id,
      vendor_name: 'Brightline Home Services',
      audience: 'roster',
      status: 'open',
      taken_by: null,
      taken_at: null,
      order: { invoice_number: order.invoice_number, service_date: order.service_date, time_slot: 'morning', city: 'Austin', state: 'TX', appliance_type: 'Refrigerator', status: 'pending' },
    });
    // No customer contact until taken.
    expect(JSON.stringify(published)).not.toContain('Jane Doe');

    const message = phone.decrypt((await within(arrived, 'offer push')).body) as PushMessage;
    expect(message).toMatchObject({ url: TECHNICIAN_OFFERS_URL, data: { action: 'order_offered', offer_id: published.id, order_id: order.id } });
    expect(message.title).toBe('New order offered: first to take it gets it');
    expect(message.body).toContain('Brightline Home Services');

    expect(await listed(austin[0].auth, published.id)).toMatchObject({ id: published.id, status: 'open' });
    expect(await listed(ctx.as('tech'), published.id)).toBeDefined();
    expect(await listed(ctx.as('vendor2'), published.id)).toBeDefined();
    expect(await listed(ctx.as('admin'), published.id)).toBeDefined();
    // tech2 is on the other vendor's roster only; the other vendor sees only its own offers.
    expect(await listed(ctx.as('tech2'), published.id)).toBeUndefined();
    expect(await listed(ctx.as('vendor'), published.id)).toBeUndefined();
    expect((await take(published.id, ctx.as('tech2')).expect(404)).body).toMatchObject({ code: 'OFFER_NOT_FOUND', message: 'Offer not found' });

    // Offering it again answers the same offer, and sends no second push.
    expect(((await offer(order.id).expect(201)).body as Offer).id).toBe(published.id);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(pushService.pushesTo(phone.path)).toHaveLength(1);
  });

  it('only an unassigned pending order of the caller’s may be offered', async () => {
    const assigned = await ctx.createOrder('vendor2');
    await ctx.http().post(`/api/orders/${assigned.id}/assign`).set('Authorization', ctx.as('vendor2')).send({ technician_id: austin[1].id }).expect(200);
    expect((await offer(assigned.id).expect(409)).body).toMatchObject({ code: 'ORDER_NOT_OFFERABLE' });
    const theirs = await ctx.createOrder('vendor');
    expect((await offer(theirs.id).expect(404)).body).toMatchObject({ code: 'ORDER_NOT_FOUND' });
    await ctx.http().post(`/api/orders/${theirs.id}/offer`).set('Authorization', ctx.as('tech')).send({}).expect(403);
    expect((await offer(theirs.id, { audience: 'everyone' }, 'vendor').expect(400)).body).toMatchObject({ code: 'VALIDATION_FAILED' });
    // An admin offers any vendor's order.
    expect(((await offer(theirs.id, {}, 'admin').expect(201)).body as Offer).vendor_name).toBe('Acme Appliance Repair');
  });

  it('eight technicians take it at once: exactly one gets it, accepted; seven hear it is taken', async () => {
    const order = await ctx.createOrder('vendor2', { service_date: freshDate() });
    const published = (await offer(order.id).expect(201)).body as Offer;
    const vendorSocket = connect(origin, ctx.sessions.vendor2.access_token);
    const loserSocket = connect(origin, austin[7].token);
    await Promise.all([connected(vendorSocket), connected(loserSocket)]);
    const vendorTold = nextEvent<OfferChangedEvent>(vendorSocket, REALTIME_EVENTS.offerChanged, (event) => event.offer.id === published.id && event.action === 'taken');
    const othersTold = nextEvent<OfferChangedEvent>(loserSocket, REALTIME_EVENTS.offerChanged, (event) => event.offer.id === published.id && event.action === 'taken');

    const answers = await Promise.all(austin.map((technician) => take(published.id, technician.auth)));
    vendorSocket.disconnect();
    loserSocket.disconnect();

    const statuses = answers.map((res) => res.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(7);
    const winnerIndex = statuses.indexOf(200);
    const winner = austin[winnerIndex];
    for (const res of answers.filter((_res, index) => index !== winnerIndex)) {
      expect(res.body).toMatchObject({ code: 'OFFER_TAKEN', message: 'This order has already been taken by another technician' });
    }
    expect(answers[winnerIndex].body).toMatchObject({ id: published.id, status: 'taken', taken_by: { id: winner.id, full_name: winner.name } });

    const details = await orderOf(order.id);
    expect(details).toMatchObject({ technician_id: winner.id, status: 'accepted', technician_status: 'Accepted', vendor_status: 'Scheduled' });
    const moves = details.history.filter((entry) => entry.from !== entry.to);
    expect(moves.map((entry) => entry.kind)).toEqual(['created', 'offer_taken']);
    expect(moves[1]).toMatchObject({ from: 'pending', to: 'accepted', actor_id: winner.id });

    // The vendor sees who took it, live and in its notifications; the others see it gone.
    expect((await within(vendorTold, 'offer.changed to the vendor')).offer).toMatchObject({ status: 'taken', taken_by: { id: winner.id, full_name: winner.name } });
    await within(othersTold, 'offer.changed to another technician');
    const notifications = (await ctx.http().get('/api/notifications').query({ type: 'offer_taken' }).set('Authorization', ctx.as('vendor2')).expect(200)).body as NotificationList;
    expect(notifications.items.map((item) => item.data)).toContainEqual({
      order_id: order.id,
      invoice_number: order.invoice_number,
      offer_id: published.id,
      technician_id: winner.id,
      technician_name: winner.name,
    });
    expect(await listed(ctx.as('vendor2'), published.id)).toMatchObject({ status: 'taken', taken_by: { id: winner.id } });
    for (const technician of austin) expect(await listed(technician.auth, published.id)).toBeUndefined();
    // Taken: it cannot be withdrawn any more, nor offered again (the order is the winner's).
    expect((await withdraw(order.id).expect(409)).body).toMatchObject({ code: 'OFFER_TAKEN' });
    expect((await offer(order.id).expect(409)).body).toMatchObject({ code: 'ORDER_NOT_OFFERABLE' });
  });

  it("audience 'area' reaches only the roster's technicians in the order's city and state; widening it reaches the rest", async () => {
    const order = await ctx.createOrder('vendor2', { city: ' austin ', state: 'tx' });
    const area = (await offer(order.id, { audience: 'area' }).expect(201)).body as Offer;
    expect(area.audience).toBe('area');
    expect(await listed(austin[2].auth, area.id)).toBeDefined();
    expect(await listed(houston.auth, area.id)).toBeUndefined();
    expect((await take(area.id, houston.auth).expect(404)).body).toMatchObject({ code: 'OFFER_NOT_FOUND' });

    const widened = (await offer(order.id, { audience: 'roster' }).expect(201)).body as Offer;
    expect(widened).toMatchObject({ id: area.id, audience: 'roster', status: 'open' });
    expect(await listed(houston.auth, area.id)).toBeDefined();
    expect((await take(area.id, houston.auth).expect(200)).body).toMatchObject({ status: 'taken', taken_by: { id: houston.id } });
  });

  it('withdrawn: it leaves the technicians’ lists and a take is 409 OFFER_WITHDRAWN; withdrawing again is the same 204', async () => {
    const order = await ctx.createOrder('vendor2');
    const published = (await offer(order.id).expect(201)).body as Offer;
    const socket = connect(origin, austin[3].token);
    await connected(socket);
    const told = nextEvent<OfferChangedEvent>(socket, REALTIME_EVENTS.offerChanged, (event) => event.offer.id === published.id);
    await withdraw(order.id).expect(204);
    expect(await within(told, 'offer.changed withdrawn')).toMatchObject({ action: 'withdrawn', offer: { status: 'withdrawn' } });
    socket.disconnect();
    expect(await listed(austin[3].auth, published.id)).toBeUndefined();
    expect(await listed(ctx.as('vendor2'), published.id)).toMatchObject({ status: 'withdrawn' });
    expect((await take(published.id, austin[3].auth).expect(409)).body).toMatchObject({ code: 'OFFER_WITHDRAWN', message: 'The vendor has withdrawn this offer' });
    await withdraw(order.id).expect(204);
    expect((await withdraw((await ctx.createOrder('vendor2')).id).expect(404)).body).toMatchObject({ code: 'OFFER_NOT_FOUND' });
    expect((await orderOf(order.id)).technician_id).toBeNull();
  });

  it('assigned by hand, or cancelled, the order’s open offer is withdrawn with it', async () => {
    const order = await ctx.createOrder('vendor2');
    const published = (await offer(order.id).expect(201)).body as Offer;
    const socket = connect(origin, austin[4].token);
    await connected(socket);
    const told = nextEvent<OfferChangedEvent>(socket, REALTIME_EVENTS.offerChanged, (event) => event.offer.id === published.id);
    await ctx.http().post(`/api/orders/${order.id}/assign`).set('Authorization', ctx.as('vendor2')).send({ technician_id: austin[5].id }).expect(200);
    expect(await within(told, 'offer.changed withdrawn')).toMatchObject({ action: 'withdrawn' });
    socket.disconnect();
    expect(await listed(ctx.as('vendor2'), published.id)).toMatchObject({ status: 'withdrawn' });
    expect((await take(published.id, austin[4].auth).expect(409)).body).toMatchObject({ code: 'OFFER_WITHDRAWN' });
    expect((await orderOf(order.id)).technician_id).toBe(austin[5].id);

    const cancelled = await ctx.createOrder('vendor2');
    const second = (await offer(cancelled.id).expect(201)).body as Offer;
    await ctx.http().post(`/api/orders/${cancelled.id}/transitions`).set('Authorization', ctx.as('vendor2')).send({ to: 'cancelled', reason: 'Customer changed plans' }).expect(200);
    expect(await listed(austin[4].auth, second.id)).toBeUndefined();
    expect((await take(second.id, austin[4].auth).expect(409)).body).toMatchObject({ code: 'OFFER_WITHDRAWN' });
  });

  it('a take that would double-book the technician is 409 SLOT_TAKEN with the slot; the offer stays open for the others', async () => {
    const day = freshDate();
    const order = await ctx.createOrder('vendor2', { service_date: day, time_slot: 'morning' });
    const published = (await offer(order.id).expect(201)).body as Offer;
    const busy = austin[6];
    await ctx.http().post('/api/technicians/me/time-off').set('Authorization', busy.auth).send({ date: day, time_slot: 'morning', reason: 'Dentist' }).expect(201);
    const refused = await take(published.id, busy.auth).expect(409);
    expect(refused.body).toMatchObject({ code: 'SLOT_TAKEN', slot: { kind: 'time_off', date: day } });
    expect(await listed(austin[0].auth, published.id)).toMatchObject({ status: 'open' });
    expect((await orderOf(order.id)).technician_id).toBeNull();
    expect((await take(published.id, austin[0].auth).expect(200)).body).toMatchObject({ status: 'taken', taken_by: { id: austin[0].id } });
  });

  it('a technician taken off the roster reaches its offers no more; one it was the last to reach is withdrawn, with its history line', async () => {
    // Houston's one technician is the whole audience of a Houston order offered to the area.
    const houstonOrder = await ctx.createOrder('vendor2', { city: 'Houston', state: 'TX' });
    const onlyHouston = (await offer(houstonOrder.id, { audience: 'area' }).expect(201)).body as Offer;
    const forAll = (await offer((await ctx.createOrder('vendor2')).id).expect(201)).body as Offer;
    expect(await listed(houston.auth, onlyHouston.id)).toBeDefined();
    expect(await listed(houston.auth, forAll.id)).toBeDefined();
    const vendorSocket = connect(origin, ctx.sessions.vendor2.access_token);
    const technicianSocket = connect(origin, houston.token);
    await Promise.all([connected(vendorSocket), connected(technicianSocket)]);
    const vendorTold = nextEvent<OfferChangedEvent>(vendorSocket, REALTIME_EVENTS.offerChanged, (event) => event.offer.id === onlyHouston.id);
    const technicianTold = nextEvent<OfferChangedEvent>(technicianSocket, REALTIME_EVENTS.offerChanged, (event) => event.offer.id === onlyHouston.id);

    await ctx.http().delete(`/api/technicians/${houston.id}`).set('Authorization', ctx.as('vendor2')).expect(204);

    // Nobody can take the Houston offer now: withdrawn, as the vendor's own withdraw does it.
    expect(await within(vendorTold, 'offer.changed withdrawn to the vendor')).toMatchObject({ action: 'withdrawn', offer: { status: 'withdrawn' } });
    expect(await within(technicianTold, 'offer.changed withdrawn to the technician taken off')).toMatchObject({ action: 'withdrawn' });
    vendorSocket.disconnect();
    technicianSocket.disconnect();
    expect(await listed(ctx.as('vendor2'), onlyHouston.id)).toMatchObject({ status: 'withdrawn' });
    const lastLine = (await orderOf(houstonOrder.id)).history.at(-1);
    expect(lastLine).toMatchObject({ kind: 'offer_withdrawn', from: 'pending', to: 'pending', actor_id: ctx.sessions.vendor2.user.id, actor_name: 'Brightline Home Services' });
    expect((await orderOf(houstonOrder.id)).technician_id).toBeNull();

    // The roster-wide one stays open for the rest, with no line; the technician off the roster neither sees nor takes it.
    expect(await listed(austin[1].auth, forAll.id)).toMatchObject({ status: 'open' });
    expect((await orderOf(forAll.order_id)).history.map((entry) => entry.kind)).toEqual(['created', 'offered']);
    expect(await offersOf(houston.auth)).toEqual([]);
    expect((await take(forAll.id, houston.auth).expect(404)).body).toMatchObject({ code: 'OFFER_NOT_FOUND' });
    // Taken off again: not on the roster any more.
    expect((await ctx.http().delete(`/api/technicians/${houston.id}`).set('Authorization', ctx.as('vendor2')).expect(404)).body).toMatchObject({ code: 'TECHNICIAN_NOT_FOUND' });
  });

  it('a technician an admin deactivates reaches its offers no more; one it was the last to reach is withdrawn, by the admin', async () => {
    const elPaso = await joinVendor2(10, 'El Paso');
    const elPasoOrder = await ctx.createOrder('vendor2', { city: 'El Paso', state: 'TX' });
    const onlyElPaso = (await offer(elPasoOrder.id, { audience: 'area' }).expect(201)).body as Offer;
    const forAll = (await offer((await ctx.createOrder('vendor2')).id).expect(201)).body as Offer;
    const vendorSocket = connect(origin, ctx.sessions.vendor2.access_token);
    await connected(vendorSocket);
    const vendorTold = nextEvent<OfferChangedEvent>(vendorSocket, REALTIME_EVENTS.offerChanged, (event) => event.offer.id === onlyElPaso.id);

    await ctx.http().patch(`/api/admin/technicians/${elPaso.id}`).set('Authorization', ctx.as('admin')).send({ status: 'inactive' }).expect(200);

    expect(await within(vendorTold, 'offer.changed withdrawn to the vendor')).toMatchObject({ action: 'withdrawn', offer: { status: 'withdrawn' } });
    vendorSocket.disconnect();
    expect(await listed(ctx.as('vendor2'), onlyElPaso.id)).toMatchObject({ status: 'withdrawn' });
    expect((await orderOf(elPasoOrder.id)).history.at(-1)).toMatchObject({ kind: 'offer_withdrawn', from: 'pending', to: 'pending', actor_id: ctx.sessions.admin.user.id });
    // The roster-wide one still reaches the rest of the roster.
    expect(await listed(austin[2].auth, forAll.id)).toMatchObject({ status: 'open' });
    expect((await orderOf(forAll.order_id)).history.map((entry) => entry.kind)).toEqual(['created', 'offered']);
    // Deactivated again: nothing more to withdraw, nothing written twice.
    await ctx.http().patch(`/api/admin/technicians/${elPaso.id}`).set('Authorization', ctx.as('admin')).send({ status: 'inactive' }).expect(200);
    expect((await orderOf(elPasoOrder.id)).history.filter((entry) => entry.kind === 'offer_withdrawn')).toHaveLength(1);
  });

  it('a technician deactivated in Admin › Users is one too: its last-reached offer withdrawn, no assignment; activated in Admin › Technicians, it signs in again', async () => {
    const lubbock = await joinVendor2(11, 'Lubbock');
    const lubbockOrder = await ctx.createOrder('vendor2', { city: 'Lubbock', state: 'TX' });
    const onlyLubbock = (await offer(lubbockOrder.id, { audience: 'area' }).expect(201)).body as Offer;

    await ctx.http().patch(`/api/admin/users/${lubbock.id}`).set('Authorization', ctx.as('admin')).send({ status: 'inactive' }).expect(200);

    expect(await listed(ctx.as('vendor2'), onlyLubbock.id)).toMatchObject({ status: 'withdrawn' });
    expect((await orderOf(lubbockOrder.id)).history.at(-1)).toMatchObject({ kind: 'offer_withdrawn', actor_id: ctx.sessions.admin.user.id });
    const other = await ctx.createOrder('vendor2');
    const refused = await ctx.http().post(`/api/orders/${other.id}/assign`).set('Authorization', ctx.as('vendor2')).send({ technician_id: lubbock.id }).expect(409);
    expect(refused.body).toMatchObject({ code: 'TECHNICIAN_INACTIVE' });
    const technician = (await ctx.http().get(`/api/admin/technicians/${lubbock.id}`).set('Authorization', ctx.as('admin')).expect(200)).body as { status: string };
    expect(technician.status).toBe('inactive');
    expect((await ctx.http().post('/api/auth/login').send({ email: 'offer-tech-11@fixflow.test', password: DEMO_PASSWORD }).expect(403)).body).toMatchObject({ code: 'ACCOUNT_DEACTIVATED' });

    // Activated on the Technicians page: one status again, and the account signs in.
    await ctx.http().patch(`/api/admin/technicians/${lubbock.id}`).set('Authorization', ctx.as('admin')).send({ status: 'active' }).expect(200);
    const user = (await ctx.http().get(`/api/admin/users?search=offer-tech-11`).set('Authorization', ctx.as('admin')).expect(200)).body as { items: { status: string; profile_status: string }[] };
    expect(user.items[0]).toMatchObject({ status: 'active', profile_status: 'active' });
    await ctx.http().post('/api/auth/login').send({ email: 'offer-tech-11@fixflow.test', password: DEMO_PASSWORD }).expect(200);
  });

  it('a take in flight while the vendor takes the technician off its roster waits for the removal, then is refused: the order stays free', async () => {
    const order = await ctx.createOrder('vendor2');
    const open = (await offer(order.id).expect(201)).body as Offer;
    const leaving = austin[7];
    // The removal's transaction, held open: its roster row deleted, not yet committed.
    const removal = new pg.Client({ connectionString: ctx.db.databaseUrl });
    await removal.connect();
    try {
      await removal.query('begin');
      await removal.query('delete from vendor_technicians where technician_id = $1 and vendor_id = (select vendor_id from order_offers where id = $2)', [leaving.id, open.id]);
      const taking = take(open.id, leaving.auth).then((response) => response);
      // The take has passed its access check (the removal is not committed) and waits on the roster row.
      const waiting = async () =>
        Number((await removal.query<{ n: string }>("select count(*) as n from pg_stat_activity where wait_event_type = 'Lock' and datname = current_database()")).rows[0].n);
      for (let tries = 0; tries < 100 && (await waiting()) === 0; tries += 1) await new Promise((resolve) => setTimeout(resolve, 50));
      await removal.query('commit');
      const answer = await taking;
      expect(answer.status).toBe(404);
      expect(answer.body).toMatchObject({ code: 'OFFER_NOT_FOUND' });
    } finally {
      await removal.end();
    }
    expect((await orderOf(order.id)).technician_id).toBeNull();
    expect(await listed(ctx.as('vendor2'), open.id)).toMatchObject({ status: 'open' });
    // Another technician of the roster still takes it.
    expect((await take(open.id, austin[6].auth).expect(200)).body).toMatchObject({ status: 'taken' });
  });
});
