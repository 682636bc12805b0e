import type { FieldProblem, Order, UserProfile } from '@fixflow/contracts';
import { bearer, login } from '../support/accounts.js';
import { freshDate, ORDER_BODY, type OrdersTestContext, startOrdersApp } from '../support/orders.js';

/** What a user sees when a request is wrong: a 400 naming the field and why, never a 500. */
describe('bad input is refused by field, never answered 500', () => {
  let ctx: OrdersTestContext;
  let order: Order;

  beforeAll(async () => {
    ctx = await startOrdersApp();
    order = await ctx.createOrder('vendor');
  });

  afterAll(async () => {
    await ctx?.close();
  });

  const fieldsOf = (body: { fields?: FieldProblem[] }) => body.fields ?? [];

  it.each([
    ['a NUL in a name', { customer_name: 'Jane\u0000Doe' }, 'customer_name', 'INVALID_CHARACTERS'],
    ['an unpaired surrogate', { issue_description: 'broken \ud800' }, 'issue_description', 'INVALID_CHARACTERS'],
    ['a blank name', { customer_name: '   ' }, 'customer_name', 'BLANK'],
    ['a date in year 0100', { service_date: '0100-01-01' }, 'service_date', 'INVALID_DATE'],
    ['9999-12-31 at 23:00-24:00', { service_date: '9999-12-31', time_slot: '23:00-24:00' }, 'service_date', 'INVALID_DATE'],
    ['an impossible date', { service_date: '2027-02-30' }, 'service_date', 'INVALID_DATE'],
    ['a date in the past', { service_date: '2020-01-01' }, 'service_date', 'DATE_IN_PAST'],
    ['a phone that is none', { phone: 'call me maybe' }, 'phone', 'INVALID_PHONE'],
    ['a name too long', { customer_name: 'x'.repeat(201) }, 'customer_name', 'TOO_LONG'],
  ])('a new order with %s → 400 with the field and its code', async (_what, change, field, code) => {
    const res = await ctx.http().post('/api/orders').set('Authorization', ctx.as('vendor')).send({ ...ORDER_BODY, service_date: freshDate(), ...change });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('VALIDATION_FAILED');
    expect(fieldsOf(res.body)).toContainEqual(expect.objectContaining({ field, code }));
  });

  it('names the limit and speaks the caller\'s language, keeping the English list older clients read', async () => {
    const res = await ctx
      .http()
      .post('/api/orders')
      .set('Authorization', ctx.as('vendor'))
      .set('Accept-Language', 'ru')
      .send({ ...ORDER_BODY, service_date: freshDate(), customer_name: 'x'.repeat(201) })
      .expect(400);
    expect(res.body.fields).toEqual([{ field: 'customer_name', code: 'TOO_LONG', max: 200, message: 'Не длиннее 200 символов' }]);
    expect(res.body.errors).toEqual([{ field: 'customer_name', message: 'customer_name must be shorter than or equal to 200 characters' }]);
  });

  it('today in the vendor\'s own zone is a fine service date', async () => {
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'UTC' }).format(new Date());
    await ctx.http().patch('/api/me').set('Authorization', ctx.as('vendor')).send({ timezone: 'UTC' }).expect(200);
    await ctx.http().post('/api/orders').set('Authorization', ctx.as('vendor')).send({ ...ORDER_BODY, service_date: today, time_slot: '00:00-00:30' }).expect(201);
  });

  it.each([
    ['customer_name', 'REQUIRED'],
    ['phone', 'REQUIRED'],
    ['service_date', 'REQUIRED'],
    ['time_slot', 'REQUIRED'],
    ['taxable', 'REQUIRED'],
  ])('PATCH an order with %s: null → 400 %s, the order unchanged', async (field, code) => {
    const res = await ctx.http().patch(`/api/orders/${order.id}`).set('Authorization', ctx.as('vendor')).send({ [field]: null }).expect(400);
    expect(fieldsOf(res.body)).toEqual([expect.objectContaining({ field, code })]);
    const after = await ctx.http().get(`/api/orders/${order.id}`).set('Authorization', ctx.as('vendor')).expect(200);
    expect(after.body.customer_name).toBe(order.customer_name);
  });

  it('PATCH an order with a nullable field null clears it', async () => {
    const res = await ctx.http().patch(`/api/orders/${order.id}`).set('Authorization', ctx.as('vendor')).send({ appliance_type: null }).expect(200);
    expect(res.body.appliance_type).toBeNull();
  });

  it('a personal booking keeps SPEC\'s placeholder phone, and a typed phone follows the one rule', async () => {
    const placeholder = await ctx.http().post('/api/orders/personal').set('Authorization', ctx.as('tech')).send({ service_date: freshDate() }).expect(201);
    expect(placeholder.body.phone).toBe('000-000-0000');
    const typed = await ctx.http().post('/api/orders/personal').set('Authorization', ctx.as('tech')).send({ service_date: freshDate(), phone: '(512) 555-0199' }).expect(201);
    expect(typed.body.phone).toBe('+15125550199');
    const bad = await ctx.http().post('/api/orders/personal').set('Authorization', ctx.as('tech')).send({ service_date: freshDate(), phone: 'call me maybe' }).expect(400);
    expect(fieldsOf(bad.body)).toContainEqual(expect.objectContaining({ field: 'phone', code: 'INVALID_PHONE' }));
    const past = await ctx.http().post('/api/orders/personal').set('Authorization', ctx.as('tech')).send({ service_date: '2020-01-01' }).expect(400);
    expect(fieldsOf(past.body)).toContainEqual(expect.objectContaining({ field: 'service_date', code: 'DATE_IN_PAST' }));
  });

  it('a profile phone is refused unless it is one, and saved in E.164 when it is', async () => {
    const bad = await ctx.http().patch('/api/me').set('Authorization', ctx.as('tech')).send({ phone: 'call me maybe' }).expect(400);
    expect(fieldsOf(bad.body)).toEqual([expect.objectContaining({ field: 'phone', code: 'INVALID_PHONE' })]);
    await ctx.http().patch('/api/me').set('Authorization', ctx.as('tech')).send({ phone: '(512) 555-0177' }).expect(200);
    const me = await ctx.http().get('/api/me').set('Authorization', ctx.as('tech')).expect(200);
    expect((me.body as UserProfile).phone).toBe('+15125550177');
    const blankName = await ctx.http().patch('/api/me').set('Authorization', ctx.as('tech')).send({ full_name: '  ' }).expect(400);
    expect(fieldsOf(blankName.body)).toEqual([expect.objectContaining({ field: 'full_name', code: 'BLANK' })]);
    await ctx.http().patch('/api/me').set('Authorization', ctx.as('tech')).send({ full_name: null }).expect(400);
  });

  it('registration takes a phone typed any way and signs in with it typed another', async () => {
    await ctx.http().post('/api/auth/signup').send({ role: 'technician', full_name: 'Phone Person', phone: '(737) 555-0142', password: 'Sturdy-pass-42' }).expect(201);
    const session = await ctx.http().post('/api/auth/login').send({ phone: '+1 737 555 0142', password: 'Sturdy-pass-42' }).expect(200);
    const me = await ctx.http().get('/api/me').set('Authorization', bearer(session.body.access_token as string)).expect(200);
    expect(me.body.phone).toBe('+17375550142');
    const bad = await ctx.http().post('/api/auth/signup').send({ role: 'technician', full_name: 'X', phone: 'call me maybe', password: 'Sturdy-pass-42' }).expect(400);
    expect(fieldsOf(bad.body)).toContainEqual(expect.objectContaining({ field: 'phone', code: 'INVALID_PHONE' }));
  });

  it('an admin\'s city and state are kept: PATCH /api/me, then GET /api/me shows them', async () => {
    const admin = await login(ctx, 'admin@fixflow.test');
    const saved = await ctx.http().patch('/api/me').set('Authorization', bearer(admin)).send({ city: 'Denver', state: 'CO' }).expect(200);
    expect(saved.body).toMatchObject({ city: 'Denver', state: 'CO' });
    const reloaded = await ctx.http().get('/api/me').set('Authorization', bearer(admin)).expect(200);
    expect(reloaded.body).toMatchObject({ role: 'admin', city: 'Denver', state: 'CO' });
    await ctx.http().patch('/api/me').set('Authorization', bearer(admin)).send({ city: null }).expect(200);
    expect((await ctx.http().get('/api/me').set('Authorization', bearer(admin)).expect(200)).body).toMatchObject({ city: null, state: 'CO' });
  });

  it('a NUL in a sign-in email is refused before the rate limit stores it', async () => {
    const res = await ctx.http().post('/api/auth/login').send({ email: 'a\u0000@fixflow.test', password: 'x' }).expect(400);
    expect(fieldsOf(res.body)).toEqual([expect.objectContaining({ field: 'email', code: 'INVALID_CHARACTERS' })]);
  });

  it('a deeply nested body is refused as 400 on its bytes; one too large as 413', async () => {
    const deep = `{"refresh_token":"x","a":${'['.repeat(10_000)}${']'.repeat(10_000)}}`;
    const res = await ctx.http().post('/api/auth/refresh').set('Content-Type', 'application/json').send(deep).expect(400);
    expect(res.body.code).toBe('BAD_REQUEST');
    const large = await ctx.http().post('/api/auth/refresh').set('Content-Type', 'application/json').send(JSON.stringify({ refresh_token: 'x'.repeat(200_000) })).expect(413);
    expect(large.body).toMatchObject({ statusCode: 413, code: 'PAYLOAD_TOO_LARGE' });
    const broken = await ctx.http().post('/api/auth/refresh').set('Content-Type', 'application/json').send('{"refresh_token":').expect(400);
    expect(broken.body.code).toBe('BAD_REQUEST');
  });

  it('a query number out of range is refused, not passed to SQL', async () => {
    const admin = await login(ctx, 'admin@fixflow.test');
    const res = await ctx.http().get('/api/vendors').query({ offset: '1e20' }).set('Authorization', bearer(admin)).expect(400);
    expect(res.body.code).toBe('VALIDATION_FAILED');
  });
});
