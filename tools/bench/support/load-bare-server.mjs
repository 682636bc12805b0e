// The load bench's baseline (tools/bench/load.bench.mjs): the SQL the API runs for GET /api/orders
// page 1 and POST /api/orders, bare through a `pg` Pool of the API's size behind node:http — no
// framework, no sign-in, no validation, no mapping; the rows as `pg` returns them, as JSON.
// A process of its own, as the API is, so neither shares an event loop with autocannon.
//   env: DATABASE_URL, VENDOR_ID, USER_ID (the vendor's user: created_by and the history's actor), API_DIST
// Prints "listening <port>" on stdout once it listens.
import { createServer } from 'node:http';
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import pg from 'pg';

const { DATABASE_URL, VENDOR_ID, USER_ID, API_DIST } = process.env;
const { ORDER_COLUMNS } = await import(join(API_DIST, 'orders/order-read-model.js'));
const { listStatement } = await import(join(API_DIST, 'orders/order-list.repository.js'));
const { orderInsert, RECALL_CANDIDATES_SQL } = await import(join(API_DIST, 'orders/orders.repository.js'));
const { ORDER_TERMS_SQL } = await import(join(API_DIST, 'vendors/vendor-settings.repository.js'));
const { CUSTOMER_BY_PHONE_SQL, CUSTOMER_INSERT_SQL, CUSTOMER_UPDATE_SQL } = await import(join(API_DIST, 'customers/customers.repository.js'));

/** The repository's `?` placeholders as pg's $1, $2, … */
const numbered = (sql) => {
  let n = 0;
  return sql.replace(/\?/g, () => `$${(n += 1)}`);
};

// The API's pool: MikroORM leaves pg's default (10).
const pool = new pg.Pool({ connectionString: DATABASE_URL, max: 10 });
const LIST = numbered(listStatement(ORDER_COLUMNS, { sql: 'o.vendor_id = ?', params: [] }, {}, 'created', 'desc', undefined, 26).sql);
const TERMS = numbered(ORDER_TERMS_SQL);
const BY_PHONE = numbered(CUSTOMER_BY_PHONE_SQL);
const INSERT_CUSTOMER = numbered(CUSTOMER_INSERT_SQL);
const UPDATE_CUSTOMER = numbered(CUSTOMER_UPDATE_SQL);
const CANDIDATES = numbered(RECALL_CANDIDATES_SQL);
const DAY_MS = 86_400_000;

async function list() {
  const { rows } = await pool.query(LIST, [VENDOR_ID]);
  return { items: rows.slice(0, 25), next_cursor: rows.length > 25 ? rows[24].id : null };
}

/** The creation's statements in the order the API runs them, in one transaction. */
async function create(body) {
  const client = await pool.connect();
  try {
    await client.query('begin');
    const { rows: [terms] } = await client.query(TERMS, [VENDOR_ID]);
    const [first, ...rest] = body.customer_name.trim().split(/\s+/);
    const last = rest.join(' ');
    const { rows: [found] } = await client.query(BY_PHONE, [VENDOR_ID, body.phone]);
    let customerId;
    if (found) {
      await client.query(UPDATE_CUSTOMER, [found.primary, first, found.primary, last, null, body.address ?? null, null, null, null, null, found.id]);
      customerId = found.id;
    } else {
      const { rows: [row] } = await client.query(INSERT_CUSTOMER, [randomUUID(), VENDOR_ID, first, last, body.phone, null, body.address ?? null, null, null, null, null]);
      customerId = row.id;
    }
    const id = randomUUID();
    const since = new Date(new Date(terms.now).getTime() - ((terms.recall_window_days ?? 30) + 2) * DAY_MS);
    await client.query(CANDIDATES, [customerId, VENDOR_ID, id, since]);
    const order = {
      vendor_id: VENDOR_ID, customer_id: customerId, technician_id: null, order_source: 'phone', customer_name: body.customer_name.trim(),
      phone: body.phone, email: null, address: body.address ?? null, city: null, state: null, zip_code: null, service_date: body.service_date,
      time_slot: body.time_slot, time_zone: 'UTC', appliance_type: body.appliance_type ?? null, appliance_id: null, issue_description: body.issue_description ?? null,
      taxable: false, tax_rate: 0, invoice_message: null, status: 'pending', recall_of_order_id: null,
    };
    const insert = orderInsert(id, order, { userId: USER_ID, role: 'vendor' });
    const { rows: [created] } = await client.query(numbered(insert.sql), insert.params);
    await client.query('commit');
    return created;
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}

const server = createServer((req, res) => {
  const answer = (status, value) => {
    const text = JSON.stringify(value);
    res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(text) }).end(text);
  };
  const failed = (error) => answer(500, { message: String(error?.message ?? error) });
  if (req.method === 'GET') {
    list().then((page) => answer(200, page), failed);
    return;
  }
  const chunks = [];
  req.on('data', (chunk) => chunks.push(chunk));
  req.on('end', () => {
    let body;
    try {
      body = JSON.parse(Buffer.concat(chunks).toString());
    } catch (error) {
      failed(error);
      return;
    }
    create(body).then((order) => answer(201, order), failed);
  });
});
server.keepAliveTimeout = 60_000;
server.listen(0, '127.0.0.1', () => process.stdout.write(`listening ${server.address().port}\n`));
process.on('SIGTERM', () => {
  server.close();
  server.closeAllConnections();
  pool.end().finally(() => process.exit(0));
});
