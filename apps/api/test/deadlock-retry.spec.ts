import pg from 'pg';
import { DEADLOCK_ATTEMPTS, retryOnDeadlock } from '../src/database/deadlock-retry.js';
import { createTestDatabase, type ScratchDatabase } from './support/test-database.js';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('a write PostgreSQL aborts as a deadlock victim', () => {
  let db: ScratchDatabase;
  const clients: pg.Client[] = [];

  async function connect(): Promise<pg.Client> {
    const client = new pg.Client({ connectionString: db.databaseUrl });
    await client.connect();
    clients.push(client);
    return client;
  }

  beforeAll(async () => {
    db = await createTestDatabase();
    const setup = await connect();
    await setup.query('create table slots (id int primary key, holder text)');
    await setup.query("insert into slots values (1, 'nobody'), (2, 'nobody')");
  });

  afterAll(async () => {
    await Promise.all(clients.map((client) => client.end()));
    await db?.drop();
  });

  it('is run again once the other transaction is through, and both land', async () => {
    const [mine, theirs] = [await connect(), await connect()];
    let attempts = 0;
    let heldRowOne!: () => void;
    const rowOneHeld = new Promise<void>((resolve) => (heldRowOne = resolve));
    let heldRowTwo!: () => void;
    const rowTwoHeld = new Promise<void>((resolve) => (heldRowTwo = resolve));

    // Theirs takes row 1, then — once mine holds row 2 and is waiting for row 1 — row 2: a deadlock.
    // Mine waited first, so its deadlock_timeout runs out first and PostgreSQL aborts mine.
    const theirWrite = (async () => {
      await theirs.query('begin');
      await theirs.query("update slots set holder = 'theirs' where id = 1");
      heldRowOne();
      await rowTwoHeld;
      await pause(200);
      await theirs.query("update slots set holder = 'theirs' where id = 2");
      await theirs.query('commit');
    })();

    const myWrite = retryOnDeadlock(async () => {
      attempts += 1;
      // Only once theirs holds row 1: on a busy machine mine could otherwise take both rows first.
      await rowOneHeld;
      await mine.query('begin');
      try {
        await mine.query("update slots set holder = 'mine' where id = 2");
        if (attempts === 1) heldRowTwo();
        await mine.query("update slots set holder = 'mine' where id = 1");
        await mine.query('commit');
      } catch (error) {
        await mine.query('rollback');
        throw error;
      }
      return attempts;
    });

    await expect(Promise.all([myWrite, theirWrite])).resolves.toEqual([2, undefined]);
    const { rows } = await mine.query<{ id: number; holder: string }>('select id, holder from slots order by id');
    // Mine ran again after theirs committed, so its values are the ones left.
    expect(rows).toEqual([
      { id: 1, holder: 'mine' },
      { id: 2, holder: 'mine' },
    ]);
  });
});

describe('retryOnDeadlock gives up', () => {
  it('at once on any other error, such as the overlap that becomes 409 SLOT_TAKEN', async () => {
    let attempts = 0;
    const overlap = Object.assign(new Error('conflicting key value violates exclusion constraint'), { code: '23P01' });
    await expect(
      retryOnDeadlock(async () => {
        attempts += 1;
        throw overlap;
      }),
    ).rejects.toBe(overlap);
    expect(attempts).toBe(1);
  });

  it(`after ${DEADLOCK_ATTEMPTS} deadlocks in a row, with the last one`, async () => {
    let attempts = 0;
    await expect(
      retryOnDeadlock(async () => {
        attempts += 1;
        throw Object.assign(new Error(`deadlock ${attempts}`), { code: '40P01' });
      }),
    ).rejects.toThrow(`deadlock ${DEADLOCK_ATTEMPTS}`);
    expect(attempts).toBe(DEADLOCK_ATTEMPTS);
  });
});
