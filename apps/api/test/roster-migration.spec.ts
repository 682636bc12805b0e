import { MikroORM } from '@mikro-orm/postgresql';
import { createOrmConfig } from '../src/database/orm.config.js';
import { createTestServer, type ScratchDatabase, type ScratchServer } from './support/test-database.js';

const BEFORE_INVITATIONS = 'Migration20261123151203_dashboard_indexes';

describe('the roster invitations migration', () => {
  let server: ScratchServer;
  let db: ScratchDatabase;
  let orm: MikroORM;

  // An empty database: the per-file one is copied from an already migrated template.
  beforeAll(async () => {
    server = await createTestServer();
    db = await server.createDatabase();
    orm = await MikroORM.init(createOrmConfig(db.databaseUrl));
  });
  afterAll(async () => {
    await orm?.close();
    await db?.drop();
    await server?.stop();
  });

  it('keeps every link made before it as accepted, answered when it was made', async () => {
    await orm.migrator.up({ to: BEFORE_INVITATIONS });
    const em = orm.em.fork();
    const [vendorUser, techUser] = [crypto.randomUUID(), crypto.randomUUID()];
    const vendorId = crypto.randomUUID();
    await em.execute(`insert into users (id, email, password_hash) values (?, 'v@old.test', 'x'), (?, 't@old.test', 'x')`, [vendorUser, techUser]);
    await em.execute(`insert into vendors (id, user_id, company_name, status) values (?, ?, 'Old Vendor', 'active')`, [vendorId, vendorUser]);
    await em.execute(`insert into technicians (id, email, full_name) values (?, 't@old.test', 'Old Tech')`, [techUser]);
    await em.execute(
      `insert into vendor_technicians (id, vendor_id, technician_id, commission_rate, created_at) values (?, ?, ?, 12.5, '2026-01-02T03:04:05Z')`,
      [crypto.randomUUID(), vendorId, techUser],
    );

    await orm.migrator.up();
    const rows = await em.execute<{ status: string; invited_email: string | null; invited_at: string; answered_at: string; commission_rate: string }[]>(
      `select status, invited_email, to_json(invited_at) #>> '{}' as invited_at, to_json(answered_at) #>> '{}' as answered_at, commission_rate from vendor_technicians`,
    );
    expect(rows).toEqual([
      {
        status: 'accepted',
        invited_email: null,
        invited_at: '2026-01-02T03:04:05+00:00',
        answered_at: '2026-01-02T03:04:05+00:00',
        commission_rate: '12.50',
      },
    ]);
    // A new row must say which it is: there is no default that would make an invitation a link unawares.
    await expect(em.execute(`insert into vendor_technicians (id, vendor_id, invited_email) values (?, ?, 'x@new.test')`, [crypto.randomUUID(), vendorId])).rejects.toThrow(
      /status/,
    );
  });
});
