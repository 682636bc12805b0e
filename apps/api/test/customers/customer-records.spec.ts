import type { ApiError, Customer, CustomerRecord, DuplicateList, OrderDetails, SmsThread } from '@fixflow/contracts';
import { type DemoUser, type OrdersTestContext, startOrdersApp } from '../support/orders.js';

/**
 * Issue 18: customers as a first-class record. Given a vendor's customers, when it edits one
 * (notes, other phones and addresses), asks for likely duplicates and merges two, then what it
 * sees — and what an incoming text, a new order and the other vendor see — follows the merge.
 */
describe('customer records, duplicates and merges', () => {
  let ctx: OrdersTestContext;
  beforeAll(async () => {
    ctx = await startOrdersApp();
  });
  afterAll(async () => {
    await ctx?.close();
  });

  let sequence = 0;
  /** A number no other test of the file uses, E.164. */
  const phone = () => `+1737555${String(1000 + (sequence += 1)).slice(-4)}`;
  const create = async (who: DemoUser, body: Record<string, unknown>): Promise<Customer> =>
    (await ctx.http().post('/api/customers').set('Authorization', ctx.as(who)).send(body).expect(201)).body as Customer;
  const patch = (who: DemoUser, id: string, body: Record<string, unknown>) => ctx.http().patch(`/api/customers/${id}`).set('Authorization', ctx.as(who)).send(body);
  const record = async (who: DemoUser, id: string): Promise<CustomerRecord> =>
    (await ctx.http().get(`/api/customers/${id}`).set('Authorization', ctx.as(who)).expect(200)).body as CustomerRecord;
  const duplicates = async (who: DemoUser): Promise<DuplicateList> => (await ctx.http().get('/api/customers/duplicates').set('Authorization', ctx.as(who)).expect(200)).body as DuplicateList;
  const pairOf = (list: DuplicateList, a: string, b: string) => list.items.find((pair) => [a, b].every((id) => pair.customers.some((customer) => customer.id === id)));
  const text = (from: string, body: string) =>
    ctx.http().post('/api/sms/incoming').type('form').send({ MessageSid: `SM${crypto.randomUUID().replace(/-/g, '')}`, From: from, To: '+15125550100', Body: body, NumMedia: '0' }).expect(200);

  it('a customer is created with notes, edited with other phones and addresses, and reads back as edited', async () => {
    const created = await create('vendor', { name: 'Rosa Parks', phone: '(737) 555-0101', address: '1 Bus Ln', city: 'Austin', notes: 'Gate code 4411' });
    const edited = (
      await patch('vendor', created.id, {
        name: '  Rosa Louise  Parks ',
        email: 'rosa@example.com',
        notes: 'Gate code 4411; the dog is friendly',
        phones: [
          { phone: '(737) 555-0102', label: 'work' },
          { phone: '737-555-0103', label: '' },
          { phone: '(737) 555-0101', label: 'own number again' },
        ],
        addresses: [{ label: 'rental', address: '48 Oak Ave', city: 'Round Rock', state: 'TX', zip_code: '78664' }],
      }).expect(200)
    ).body as CustomerRecord;
    expect(edited).toMatchObject({ id: created.id, first_name: 'Rosa', last_name: 'Louise Parks', email: 'rosa@example.com', notes: 'Gate code 4411; the dog is friendly', merges: [] });
    // The own number is not listed twice; an empty label is none.
    expect(edited.phones.map(({ phone: number, label }) => ({ number, label }))).toEqual([
      { number: '+17375550102', label: 'work' },
      { number: '+17375550103', label: null },
    ]);
    expect(edited.addresses).toEqual([expect.objectContaining({ label: 'rental', address: '48 Oak Ave', city: 'Round Rock', state: 'TX', zip_code: '78664' })]);
    expect(await record('vendor', created.id)).toEqual(edited);

    // A field left out stays; the lists are replaced whole; null clears.
    const cleared = (await patch('vendor', created.id, { notes: null, phones: [{ phone: '(737) 555-0103', label: 'home' }] }).expect(200)).body as CustomerRecord;
    expect(cleared).toMatchObject({ email: 'rosa@example.com', notes: null, addresses: edited.addresses });
    expect(cleared.phones.map((entry) => [entry.phone, entry.label])).toEqual([['+17375550103', 'home']]);

    const bad = (
      await patch('vendor', created.id, { name: '  ', phone: '12', notes: 'x'.repeat(4001), phones: [{ phone: 'call me' }], addresses: [{ address: '' }] }).expect(400)
    ).body as ApiError;
    expect(bad.fields?.map(({ field, code }) => `${field} ${code}`).sort()).toEqual([
      'addresses.0.address REQUIRED',
      'name BLANK',
      'notes TOO_LONG',
      'phone INVALID_PHONE',
      'phones.0.phone INVALID_PHONE',
    ]);
    expect(await record('vendor', created.id)).toEqual(cleared);
  });

  it("another live customer's number is PHONE_IN_USE, named on its field", async () => {
    const first = await create('vendor', { name: 'Ann First', phone: phone() });
    const second = await create('vendor', { name: 'Bob Second', phone: phone() });
    const shared = phone();
    await patch('vendor', second.id, { phones: [{ phone: shared }] }).expect(200);

    const own = (await patch('vendor', first.id, { phone: second.phone }).expect(409)).body as ApiError;
    expect(own).toMatchObject({ code: 'PHONE_IN_USE', errors: [{ field: 'phone' }] });
    // Bob's other number is Bob's too.
    await patch('vendor', first.id, { phone: shared }).expect(409);
    const other = (await patch('vendor', first.id, { phones: [{ phone: phone() }, { phone: shared }] }).expect(409)).body as ApiError;
    expect(other.errors?.map((error) => error.field)).toEqual(['phones.1.phone']);
    expect((await record('vendor', first.id)).phones).toEqual([]);

    // The same number at the other vendor is no one's business here.
    await create('vendor2', { name: 'Ann Elsewhere', phone: first.phone });
    const moved = (await patch('vendor', second.id, { phone: shared, phones: [{ phone: second.phone, label: 'old' }] }).expect(200)).body as CustomerRecord;
    expect(moved).toMatchObject({ phone: shared, phones: [expect.objectContaining({ phone: second.phone, label: 'old' })] });
  });

  it('proposes likely duplicates by phone and by name and address, strongest first, never across vendors', async () => {
    const john = await create('vendor', { name: 'John Ronald Smith', phone: phone(), address: '12 Elm St.', city: 'Austin' });
    const johnAgain = await create('vendor', { name: 'john  ronald SMITH', phone: phone(), address: '12 elm st', city: 'Austin' });
    const wife = await create('vendor', { name: 'Mary Smith', phone: phone(), address: '12 Elm St' });
    await patch('vendor', john.id, { phones: [{ phone: wife.phone, label: 'wife' }] }).expect(200);
    const twin = await create('vendor', { name: 'John Ronald Smith', phone: phone(), address: '12 Elm St' });
    await patch('vendor', johnAgain.id, { phones: [{ phone: twin.phone }] }).expect(200);
    // The other vendor has the same John at the same place and number: not a pair of this vendor's.
    const elsewhere = await create('vendor2', { name: 'John Ronald Smith', phone: john.phone, address: '12 Elm St' });

    const list = await duplicates('vendor');
    expect(pairOf(list, john.id, wife.id)?.reasons).toEqual(['same_phone']);
    expect(pairOf(list, john.id, johnAgain.id)?.reasons).toEqual(['same_name_and_address']);
    expect(pairOf(list, johnAgain.id, twin.id)?.reasons).toEqual(['same_phone', 'same_name_and_address']);
    expect(list.items.findIndex((pair) => pair.reasons.length === 2)).toBe(0);
    expect(list.items.every((pair) => pair.customers.every((customer) => customer.vendor_id === john.vendor_id))).toBe(true);
    expect(list.items.flatMap((pair) => pair.customers.map((customer) => customer.id))).not.toContain(elsewhere.id);
    expect((await duplicates('vendor2')).items.flatMap((pair) => pair.customers.map((customer) => customer.id))).not.toContain(john.id);
  });

  it('a merge moves orders, appliances, texts and phones to the customer kept; the old id answers 410 with where it went', async () => {
    const keptOrder = await ctx.createOrder('vendor', { customer_name: 'Grace Hopper', phone: phone(), address: '5 Navy Yard', city: 'Arlington' });
    const mergedOrder = await ctx.createOrder('vendor', { customer_name: 'Grace B. Hopper', phone: phone(), address: '9 Cobol Ct', city: 'Arlington' });
    const kept = keptOrder.customer_id as string;
    const from = mergedOrder.customer_id as string;
    const before = await record('vendor', from);
    await ctx.http().post(`/api/customers/${from}/appliances`).set('Authorization', ctx.as('vendor')).send({ type: 'Dishwasher' }).expect(201);
    const cell = phone();
    await patch('vendor', from, { notes: 'Prefers mornings', phones: [{ phone: cell, label: 'cell' }] }).expect(200);
    await text(before.phone, 'Is the technician coming today?');
    // The other vendor's Grace Hopper, untouched by any of this.
    const theirs = await create('vendor2', { name: 'Grace B. Hopper', phone: phone(), address: '9 Cobol Ct', city: 'Arlington' });

    await ctx.http().post(`/api/customers/${kept}/merge`).set('Authorization', ctx.as('vendor')).send({ from: kept }).expect(409);
    await ctx.http().post(`/api/customers/${kept}/merge`).set('Authorization', ctx.as('vendor')).send({ from: theirs.id }).expect(404);
    await ctx.http().post(`/api/customers/${kept}/merge`).set('Authorization', ctx.as('vendor2')).send({ from }).expect(404);

    const merged = (await ctx.http().post(`/api/customers/${kept}/merge`).set('Authorization', ctx.as('vendor')).send({ from }).expect(200)).body as CustomerRecord;
    expect(merged.orders.map((order) => order.id).sort()).toEqual([keptOrder.id, mergedOrder.id].sort());
    expect(merged.appliances.map((appliance) => appliance.type)).toContain('Dishwasher');
    expect(merged.phones.map((entry) => entry.phone).sort()).toEqual([before.phone, cell].sort());
    expect(merged.addresses).toEqual([expect.objectContaining({ address: '9 Cobol Ct', city: 'Arlington' })]);
    expect(merged.notes).toBe('Prefers mornings');
    expect(merged.merges).toEqual([
      expect.objectContaining({
        kept_id: kept,
        merged_id: from,
        merged: expect.objectContaining({ first_name: 'Grace', last_name: 'B. Hopper', phone: before.phone }),
        moved: { orders: 1, appliances: 1, messages: 1, phones: 2, addresses: 1 },
        actor_name: 'Acme Appliance Repair',
      }),
    ]);

    // The order that moved says so in its history, in the merge's words: from which record, into which, by whom.
    const historyOf = async (id: string, language = 'en') =>
      ((await ctx.http().get(`/api/orders/${id}`).set('Authorization', ctx.as('vendor')).set('Accept-Language', language).expect(200)).body as OrderDetails).history;
    const movedHistory = await historyOf(mergedOrder.id);
    expect(movedHistory.map((entry) => entry.kind)).toEqual(['created', 'customer_merged']);
    expect(movedHistory[1]).toMatchObject({
      from: 'pending',
      to: 'pending',
      actor_id: ctx.sessions.vendor.user.id,
      actor_role: 'vendor',
      actor_name: 'Acme Appliance Repair',
      changes: {
        customer: { from: 'Grace B. Hopper', to: 'Grace Hopper' },
        customer_phone: { from: before.phone, to: merged.phone },
        customer_id: { from, to: kept },
      },
    });
    // Written in the merge's transaction, just after its record.
    expect(Date.parse(movedHistory[1].at)).toBeGreaterThanOrEqual(Date.parse(merged.merges[0].at));
    // The kept customer's own order moved nowhere: no line.
    expect((await historyOf(keptOrder.id)).map((entry) => entry.kind)).toEqual(['created']);
    // The vendor's records are its own business: the technician on the moved order reads no merge line.
    await ctx.http().post(`/api/orders/${mergedOrder.id}/assign`).set('Authorization', ctx.as('vendor')).send({ technician_id: ctx.sessions.tech2.user.id }).expect(200);
    const technicianReads = ((await ctx.http().get(`/api/orders/${mergedOrder.id}`).set('Authorization', ctx.as('tech2')).expect(200)).body as OrderDetails).history;
    expect(technicianReads.map((entry) => entry.kind)).toEqual(['created', 'assigned']);
    expect((await historyOf(mergedOrder.id)).map((entry) => entry.kind)).toEqual(['created', 'customer_merged', 'assigned']);

    const gone = (await ctx.http().get(`/api/customers/${from}`).set('Authorization', ctx.as('vendor')).expect(410)).body as ApiError;
    expect(gone).toMatchObject({ code: 'CUSTOMER_MERGED', merged_into: kept });
    await patch('vendor', from, { notes: 'too late' }).expect(404);
    const listed = (await ctx.http().get('/api/customers').query({ search: 'Hopper' }).set('Authorization', ctx.as('vendor')).expect(200)).body as { items: Customer[] };
    expect(listed.items.map((customer) => customer.id)).toEqual([kept]);

    // A text to the merged customer's old number lands in the kept customer's thread.
    await text(before.phone, 'Running late?');
    const thread = (await ctx.http().get(`/api/customers/${kept}/messages`).set('Authorization', ctx.as('vendor')).expect(200)).body as SmsThread;
    expect(thread.items.map((message) => message.body)).toEqual(['Is the technician coming today?', 'Running late?']);
    // A new order from that number finds the kept customer, under the kept customer's name.
    const again = await ctx.createOrder('vendor', { customer_name: 'Grace B. Hopper', phone: before.phone });
    expect(again.customer_id).toBe(kept);
    expect((await record('vendor', kept)).first_name).toBe('Grace');
    expect((await record('vendor', kept)).last_name).toBe('Hopper');

    // The kept customer may make the merged one's old number its own (a merged customer holds no number).
    const swapped = (await patch('vendor', kept, { phone: before.phone }).expect(200)).body as CustomerRecord;
    expect(swapped.phone).toBe(before.phone);
    expect(swapped.phones.map((entry) => entry.phone)).toEqual([cell]);

    // The other vendor's Grace: as she was.
    expect(await record('vendor2', theirs.id)).toMatchObject({ id: theirs.id, first_name: 'Grace', last_name: 'B. Hopper', phone: theirs.phone, orders: [], phones: [], addresses: [], merges: [] });
    expect((await duplicates('vendor2')).items.flatMap((pair) => pair.customers.map((customer) => customer.id))).not.toContain(kept);
  });

  it("an admin's merge is recorded with its name and audited", async () => {
    const a = await create('vendor', { name: 'Ada Lovelace', phone: phone() });
    const b = await create('vendor', { name: 'Ada King', phone: phone() });
    const merged = (await ctx.http().post(`/api/customers/${a.id}/merge`).set('Authorization', ctx.as('admin')).send({ from: b.id }).expect(200)).body as CustomerRecord;
    expect(merged.merges[0]).toMatchObject({ merged_id: b.id, actor_id: ctx.sessions.admin.user.id, moved: { orders: 0, phones: 1 } });
    const audit = (await ctx.http().get('/api/admin/audit').query({ target_id: a.id }).set('Authorization', ctx.as('admin')).expect(200)).body as { items: { action: string }[] };
    expect(audit.items.map((entry) => entry.action)).toEqual(['customer.merge']);
  });
});
