import { EntityManager } from '@mikro-orm/postgresql';
import {
  type PushMessage,
  REALTIME_EVENTS,
  type RosterChangedEvent,
  type RosterInvitation,
  type TechnicianInvitation,
  type TechnicianSummary,
  type VendorDetails,
} from '@fixflow/contracts';
import { bearer, latestMail, login, verifyLinkOf } from '../support/accounts.js';
import { type DemoUser, type OrdersTestContext, freshDate, startOrdersApp } from '../support/orders.js';
import { FakePushService, TestBrowser } from '../support/push-service.js';
import { connect, connected, listen, nextEvent } from '../support/sockets.js';

/** Roster consent (issue 11 §3): the demo's vendor2 has tech on its roster, not tech2. */
describe('roster invitations', () => {
  let ctx: OrdersTestContext;
  let origin: string;
  const pushService = new FakePushService();

  beforeAll(async () => {
    await pushService.start();
    ctx = await startOrdersApp();
    origin = await listen(ctx.app);
  });
  afterAll(async () => {
    await ctx?.close();
    await pushService.stop();
  });

  const invite = (email: string, who: DemoUser = 'vendor2', body: Record<string, unknown> = {}) =>
    ctx.http().post('/api/technicians').set('Authorization', ctx.as(who)).send({ email, ...body });
  const vendorInvitations = async (who: DemoUser = 'vendor2') =>
    (await ctx.http().get('/api/technicians/invitations').set('Authorization', ctx.as(who)).expect(200)).body as RosterInvitation[];
  const roster = async (who: DemoUser = 'vendor2') =>
    ((await ctx.http().get('/api/technicians').set('Authorization', ctx.as(who)).expect(200)).body as TechnicianSummary[]).map((t) => t.email).sort();
  const techInvitations = async (auth: string) =>
    (await ctx.http().get('/api/roster-invitations').set('Authorization', auth).expect(200)).body as TechnicianInvitation[];
  const answer = (auth: string, id: string, verb: 'accept' | 'decline') => ctx.http().post(`/api/roster-invitations/${id}/${verb}`).set('Authorization', auth);
  const sql = <T extends object>(query: string, params: unknown[] = []) => ctx.app.get(EntityManager).fork().execute<T[]>(query, params);
  const tech2 = () => ctx.sessions.tech2.user.id;
  /** What must not differ between an invitation to a technician's email and to nobody's. */
  const shapeOf = (body: RosterInvitation) => ({ ...body, id: typeof body.id, email: typeof body.email, invited_at: typeof body.invited_at });

  it('answers an email of a technician and an email of nobody alike, and lists both by the email typed', async () => {
    const known = await invite(' Tech2@Fixflow.test ', 'vendor2', { commission_rate: 35 });
    const unknown = await invite('nobody@fixflow.test', 'vendor2', { commission_rate: 35 });
    expect(known.status).toBe(202);
    expect(unknown.status).toBe(202);
    expect(known.body).toMatchObject({ email: 'tech2@fixflow.test', full_name: null, status: 'invited', answered_at: null, commission_rate: 35 });
    expect(shapeOf(known.body as RosterInvitation)).toEqual(shapeOf(unknown.body as RosterInvitation));
    expect(Object.keys(known.body as object).sort()).toEqual(Object.keys(unknown.body as object).sort());
    // Asking again changes nothing, for either.
    expect((await invite('tech2@fixflow.test').expect(202)).body).toEqual(known.body);
    expect((await invite('nobody@fixflow.test').expect(202)).body).toEqual(unknown.body);

    const listed = await vendorInvitations();
    expect(listed.map((row) => row.email).sort()).toEqual(['nobody@fixflow.test', 'tech2@fixflow.test']);
    expect(listed.map(shapeOf)[0]).toEqual(listed.map(shapeOf)[1]);
    expect(await roster()).toEqual(['tech@fixflow.test']);
  });

  it('until the technician accepts, the vendor cannot read, assign or see the schedule of it', async () => {
    const hidden = await ctx.http().get(`/api/technicians/${tech2()}`).set('Authorization', ctx.as('vendor2')).expect(404);
    const missing = await ctx.http().get('/api/technicians/00000000-0000-4000-8000-000000000000').set('Authorization', ctx.as('vendor2')).expect(404);
    expect(hidden.body).toEqual(missing.body);
    const day = freshDate();
    await ctx.http().get(`/api/technicians/${tech2()}/busy-slots`).query({ start: day }).set('Authorization', ctx.as('vendor2')).expect(404);
    await ctx.http().get(`/api/technicians/${tech2()}/availability`).set('Authorization', ctx.as('vendor2')).expect(404);
    const order = await ctx.createOrder('vendor2', { service_date: day });
    const refused = await ctx.http().post(`/api/orders/${order.id}/assign`).set('Authorization', ctx.as('vendor2')).send({ technician_id: tech2() }).expect(404);
    expect(refused.body).toMatchObject({ code: 'TECHNICIAN_NOT_FOUND' });
    await ctx.http().delete(`/api/technicians/${tech2()}`).set('Authorization', ctx.as('vendor2')).expect(404);
    await ctx.http().post('/api/push/notify').set('Authorization', ctx.as('vendor2')).send({ technicianIds: [tech2()], title: 't', body: 'b' }).expect(404);
    // The admin's view of the vendor lists its roster, not its open invitations.
    const vendorId = ((await ctx.http().get('/api/me').set('Authorization', ctx.as('vendor2')).expect(200)).body as { vendor_id: string }).vendor_id;
    const details = (await ctx.http().get(`/api/vendors/${vendorId}`).set('Authorization', ctx.as('admin')).expect(200)).body as VendorDetails;
    expect(details.technicians.map((entry) => entry.email)).toEqual(['tech@fixflow.test']);
  });

  it('only the invited technician sees and answers it; anyone else gets "not found"', async () => {
    const [open] = await techInvitations(ctx.as('tech2'));
    expect(open).toMatchObject({ status: 'invited', vendor: { company_name: 'Brightline Home Services', city: 'Dallas', state: 'TX' } });
    expect(await techInvitations(ctx.as('tech'))).toEqual([]);
    const other = await answer(ctx.as('tech'), open.id, 'accept').expect(404);
    expect(other.body).toEqual({ statusCode: 404, code: 'INVITATION_NOT_FOUND', message: 'Invitation not found' });
    await answer(ctx.as('tech'), open.id, 'decline').expect(404);
    await answer(ctx.as('tech2'), 'not-a-uuid', 'accept').expect(404);
    for (const who of ['vendor2', 'admin'] as const) {
      await ctx.http().get('/api/roster-invitations').set('Authorization', ctx.as(who)).expect(403);
      await answer(ctx.as(who), open.id, 'accept').expect(403);
    }
    await ctx.http().get('/api/technicians/invitations').set('Authorization', ctx.as('tech2')).expect(403);
  });

  it('accepted: the vendor sees the full summary with its rate, and may assign and read the schedule', async () => {
    const [open] = await techInvitations(ctx.as('tech2'));
    const vendorSocket = connect(origin, ctx.sessions.vendor2.access_token);
    await connected(vendorSocket);
    const told = nextEvent<RosterChangedEvent>(vendorSocket, REALTIME_EVENTS.rosterChanged);
    const accepted = (await answer(ctx.as('tech2'), open.id, 'accept').expect(200)).body as TechnicianInvitation;
    expect(accepted).toMatchObject({ id: open.id, status: 'accepted' });
    expect(await told).toEqual({ action: 'accepted', invitation_id: open.id });
    vendorSocket.disconnect();
    // A double tap is answered the same; changing the answer is not.
    await answer(ctx.as('tech2'), open.id, 'accept').expect(200);
    expect((await answer(ctx.as('tech2'), open.id, 'decline').expect(409)).body).toMatchObject({ code: 'INVITATION_ANSWERED' });

    const summary = (await ctx.http().get(`/api/technicians/${tech2()}`).set('Authorization', ctx.as('vendor2')).expect(200)).body as TechnicianSummary;
    expect(summary).toMatchObject({ full_name: 'Jordan Lee', email: 'tech2@fixflow.test', phone: '+15550100006', city: 'Austin', commission_rate: 35 });
    expect(await roster()).toEqual(['tech2@fixflow.test', 'tech@fixflow.test']);
    expect((await vendorInvitations()).map((row) => row.email)).toEqual(['nobody@fixflow.test']);
    expect(await techInvitations(ctx.as('tech2'))).toEqual([]);
    const day = freshDate();
    const order = await ctx.createOrder('vendor2', { service_date: day });
    await ctx.http().post(`/api/orders/${order.id}/assign`).set('Authorization', ctx.as('vendor2')).send({ technician_id: tech2() }).expect(200);
    await ctx.http().get(`/api/technicians/${tech2()}/busy-slots`).query({ start: day }).set('Authorization', ctx.as('vendor2')).expect(200);
    await invite('tech2@fixflow.test').expect(409);
  });

  it('an invitation reaches the technician\'s phone and its open app', async () => {
    await ctx.http().delete(`/api/technicians/${tech2()}`).set('Authorization', ctx.as('vendor2')).expect(204);
    expect(await roster()).toEqual(['tech@fixflow.test']);
    const phone = new TestBrowser(pushService);
    await ctx.http().post('/api/push/subscriptions').set('Authorization', ctx.as('tech2')).set('Accept-Language', 'ru').send(phone.subscription()).expect(201);
    const socket = connect(origin, ctx.sessions.tech2.access_token);
    await connected(socket);
    const told = nextEvent<RosterChangedEvent>(socket, REALTIME_EVENTS.rosterChanged, (event) => event.action === 'invited');
    const arrived = pushService.nextPushTo(phone.path);

    const sent = (await invite('tech2@fixflow.test').expect(202)).body as RosterInvitation;
    expect(await told).toEqual({ action: 'invited', invitation_id: sent.id });
    socket.disconnect();
    const message = phone.decrypt((await arrived).body) as PushMessage;
    expect(message).toMatchObject({ title: 'Приглашение в команду', url: '/dashboard', data: { action: 'roster_invitation', invitation_id: sent.id } });
    expect(message.body).toContain('Brightline Home Services');
    // Inviting again while it is open sends nothing more.
    await invite('tech2@fixflow.test').expect(202);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(pushService.pushesTo(phone.path)).toHaveLength(1);
  });

  it('declined: the vendor sees who declined, and may invite again only 30 days later', async () => {
    const [open] = await techInvitations(ctx.as('tech2'));
    expect((await answer(ctx.as('tech2'), open.id, 'decline').expect(200)).body).toMatchObject({ status: 'declined' });
    await answer(ctx.as('tech2'), open.id, 'accept').expect(409);
    const declined = (await vendorInvitations()).find((row) => row.id === open.id);
    expect(declined).toMatchObject({ status: 'declined', email: 'tech2@fixflow.test', full_name: 'Jordan Lee' });
    const wait = Date.parse(declined?.reinvite_from ?? '') - Date.parse(declined?.answered_at ?? '');
    expect(wait).toBe(30 * 86_400_000);
    const again = await invite('tech2@fixflow.test').expect(409);
    expect(again.body).toMatchObject({ code: 'INVITATION_DECLINED' });
    expect(again.body.message).toContain(declined?.reinvite_from?.slice(0, 10));
    // Withdrawing it would reset the wait: a declined invitation stays.
    await ctx.http().delete(`/api/technicians/invitations/${open.id}`).set('Authorization', ctx.as('vendor2')).expect(409);
    await ctx.http().get(`/api/technicians/${tech2()}`).set('Authorization', ctx.as('vendor2')).expect(404);

    await sql(`update vendor_technicians set answered_at = now() - interval '31 days' where id = ?`, [open.id]);
    expect((await invite('tech2@fixflow.test').expect(202)).body).toMatchObject({ id: open.id, status: 'invited', full_name: null, answered_at: null });
    expect((await techInvitations(ctx.as('tech2'))).map((row) => row.id)).toEqual([open.id]);
  });

  it('the vendor withdraws an open invitation; another vendor cannot', async () => {
    const [open] = await techInvitations(ctx.as('tech2'));
    await ctx.http().delete(`/api/technicians/invitations/${open.id}`).set('Authorization', ctx.as('vendor')).expect(404);
    await ctx.http().delete(`/api/technicians/invitations/${open.id}`).set('Authorization', ctx.as('vendor2')).expect(204);
    expect(await techInvitations(ctx.as('tech2'))).toEqual([]);
    await answer(ctx.as('tech2'), open.id, 'accept').expect(404);
    expect((await vendorInvitations()).map((row) => row.email)).toEqual(['nobody@fixflow.test']);
  });

  it('an email of nobody becomes the invitation of the technician who registers with it', async () => {
    const email = 'newcomer@fixflow.test';
    const sent = (await invite(email).expect(202)).body as RosterInvitation;
    const password = 'Lantern-gravel-42';
    await ctx.http().post('/api/auth/signup').send({ email, password, role: 'technician', full_name: 'Nova Newcomer' }).expect(201);
    await ctx.http().get(verifyLinkOf(await latestMail(ctx, email))).expect(303);
    const newcomer = bearer(await login(ctx, email, password));
    const [open] = await techInvitations(newcomer);
    expect(open).toMatchObject({ id: sent.id, vendor: { company_name: 'Brightline Home Services' } });
    await answer(newcomer, sent.id, 'accept').expect(200);
    expect(await roster()).toEqual([email, 'tech@fixflow.test']);
    expect((await vendorInvitations()).map((row) => row.email)).toEqual(['nobody@fixflow.test']);
  });
});
