import fc from 'fast-check';
import { bearer } from '../support/accounts.js';
import { type DemoUser, type OrdersDbTestContext, startOrdersDbApp } from '../support/orders.js';

/*
 * Any body on any write endpoint of the OpenAPI document → 2xx or 4xx, never 5xx; and a 4xx
 * writes nothing. The operations are read from /api/docs-json, so a new endpoint is fuzzed the
 * day it is added. FUZZ_RUNS (per operation) and FUZZ_SEED reproduce or widen a run.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 12);
const SEED = Number(process.env.FUZZ_SEED ?? 20261124);

type Schema = { $ref?: string; properties?: Record<string, Schema>; items?: Schema; allOf?: Schema[] };
interface Operation {
  method: 'post' | 'put' | 'patch' | 'delete';
  path: string;
  properties: string[];
}

/** Sign-out and password changes end the session the rest of the run signs in with: they go last. */
const ENDS_SESSIONS = /\/auth\/(logout|password)/;

function propertiesOf(schema: Schema | undefined, components: Record<string, Schema>, depth = 0): string[] {
  if (!schema || depth > 4) return [];
  if (schema.$ref) return propertiesOf(components[schema.$ref.split('/').pop()!], components, depth + 1);
  return [...Object.keys(schema.properties ?? {}), ...(schema.allOf ?? []).flatMap((part) => propertiesOf(part, components, depth + 1))];
}

const nastyText = fc.oneof(
  fc.constantFrom('', '   ', '\u0000', 'a\u0000b', '9999-12-31', '0100-01-01', '2020-01-01', '23:00-24:00', '24:00-24:00', 'call me maybe'),
  fc.constantFrom('1e20', '-1', 'NaN', 'Infinity', '00000000-0000-0000-0000-000000000000', '../../etc/passwd', "'; drop table orders; --"),
  fc.constantFrom('\uD800', '\uFFFF', '%00', 'x'.repeat(5000), 'Ж'.repeat(300), '+15125550134', 'Europe/Nowhere', '[]', '{}'),
  fc.string({ unit: 'binary', maxLength: 40 }),
);
const nastyNumber = fc.oneof(fc.constantFrom(1e20, -1e20, 1e308, -0, 0.5, 2 ** 53 + 1, -1), fc.integer(), fc.double({ noNaN: true, noDefaultInfinity: true }));
const deep = fc.integer({ min: 20, max: 3000 }).map((depth) => JSON.parse(`${'['.repeat(depth)}${']'.repeat(depth)}`) as unknown);
const nastyValue: fc.Arbitrary<unknown> = fc.oneof(
  nastyText,
  nastyNumber,
  fc.constantFrom(null, true, false, [], {}),
  fc.array(nastyText, { maxLength: 3 }),
  fc.dictionary(nastyText, nastyText, { maxKeys: 3 }),
  deep,
  fc.jsonValue({ maxDepth: 3 }),
);

/** Bodies shaped like the operation's schema with bad values, plus arbitrary JSON of any shape. */
function bodies(properties: string[]): fc.Arbitrary<unknown> {
  const shaped = properties.length
    ? fc.record(Object.fromEntries(properties.map((name) => [name, nastyValue])), { requiredKeys: [] })
    : fc.constant({});
  const withExtra = fc.tuple(shaped, fc.dictionary(fc.string({ maxLength: 8 }), nastyValue, { maxKeys: 2 })).map(([a, b]) => ({ ...b, ...a }));
  return fc.oneof({ weight: 4, arbitrary: shaped }, { weight: 1, arbitrary: withExtra }, { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 4 }) }, { weight: 1, arbitrary: deep });
}

describe('any body on any write endpoint', () => {
  let ctx: OrdersDbTestContext;
  let operations: Operation[];
  let ids: string[];

  beforeAll(async () => {
    ctx = await startOrdersDbApp();
    const doc = (await ctx.http().get('/api/docs-json').expect(200)).body as {
      paths: Record<string, Record<string, { requestBody?: { content?: Record<string, { schema?: Schema }> } }>>;
      components: { schemas: Record<string, Schema> };
    };
    operations = Object.entries(doc.paths)
      .flatMap(([path, methods]) =>
        Object.entries(methods)
          .filter(([method]) => ['post', 'put', 'patch', 'delete'].includes(method))
          .map(([method, op]) => ({
            method: method as Operation['method'],
            path,
            properties: propertiesOf(op.requestBody?.content?.['application/json']?.schema, doc.components.schemas),
          })),
      )
      .sort((a, b) => Number(ENDS_SESSIONS.test(a.path)) - Number(ENDS_SESSIONS.test(b.path)));
    const order = await ctx.createOrder('vendor');
    const me = (await ctx.http().get('/api/me').set('Authorization', ctx.as('tech')).expect(200)).body as { id: string };
    ids = [order.id, order.invoice_number, me.id, 'nope', '00000000-0000-0000-0000-000000000000', '%00', '1e20'];
  });

  afterAll(async () => {
    await ctx?.close();
  });

  /** Every table's rows, hashed: a 4xx must leave it as it was. Rate-limit counters count refusals on purpose. */
  async function fingerprint(): Promise<string> {
    const em = ctx.orm.em.fork();
    const tables = await em.execute<{ name: string }[]>(
      `select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' and table_name not in ('rate_limit_counters', 'mikro_orm_migrations')
        order by 1`,
    );
    const parts = tables.map(({ name }) => `(select md5(coalesce(string_agg(t::text, ',' order by t::text), '')) from "${name}" t)`);
    const [row] = await em.execute<{ print: string }[]>(`select concat_ws('|', ${parts.join(', ')}) as print`);
    return row.print;
  }

  it('answers 2xx or 4xx, and a 4xx writes nothing', async () => {
    const failures: string[] = [];
    const statuses = new Map<number, number>();
    let requests = 0;
    const callers: (DemoUser | null)[] = ['vendor', 'tech', 'admin', null];
    for (const operation of operations) {
      const samples = fc.sample(
        fc.record({ body: bodies(operation.properties), caller: fc.constantFrom(...callers), id: fc.constantFrom(...ids) }),
        { numRuns: RUNS, seed: SEED },
      );
      for (const { body, caller, id } of samples) {
        const path = operation.path.replace(/\{[^}]+\}/g, encodeURIComponent(id));
        const before = await fingerprint();
        let call = ctx.http()[operation.method](path).set('Content-Type', 'application/json');
        if (caller) call = call.set('Authorization', bearer(ctx.sessions[caller]));
        const res = await call.send(JSON.stringify(body));
        requests += 1;
        statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
        const what = `${operation.method.toUpperCase()} ${path} as ${caller ?? 'anonymous'} ${JSON.stringify(body).slice(0, 200)}`;
        if (res.status >= 500) failures.push(`${res.status} ← ${what}`);
        else if (res.status >= 400 && (await fingerprint()) !== before) failures.push(`${res.status} wrote ← ${what}`);
      }
    }
    process.stdout.write(
      `write fuzz: ${operations.length} write operations, ${requests} requests, statuses ${JSON.stringify(Object.fromEntries(statuses))}, ${failures.length} failures\n`,
    );
    expect(failures).toEqual([]);
  });
});
