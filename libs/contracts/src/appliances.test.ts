import { findRecallOrigin, type RecallCandidate, type RecallSubject } from './appliances.js';

/** An earlier completed order of the customer: a washer at 12 Elm St, appliance A, by technician T1. */
const earlier = (overrides: Partial<RecallCandidate> = {}): RecallCandidate => ({
  order_id: 'earlier',
  technician_id: 'T1',
  appliance_id: 'A',
  appliance_type: 'Washer',
  address: '12 Elm St',
  completed_at: new Date('2026-11-01T15:00:00Z'),
  ...overrides,
});

/** The new order, for appliance A, created on `created_at`. */
const subject = (created: string, overrides: Partial<RecallSubject> = {}): RecallSubject => ({
  order_id: 'new',
  appliance_id: 'A',
  appliance_type: 'Washer',
  address: '12 Elm St',
  created_at: new Date(created),
  ...overrides,
});

// Every row has all five cells: a missing one would reach Jest as a `done` callback.
type Row = [string, RecallSubject, RecallCandidate[], string, string | null];

describe('findRecallOrigin: the recall rule (issue 14)', () => {
  it.each<Row>([
    ['same appliance, 10 days later: a recall', subject('2026-11-11T15:00:00Z'), [earlier()], 'UTC', 'earlier'],
    ['same appliance, on the 30th day: still a recall', subject('2026-12-01T23:59:00Z'), [earlier()], 'UTC', 'earlier'],
    ['same appliance, on the 31st day: not a recall', subject('2026-12-02T00:01:00Z'), [earlier()], 'UTC', null],
    ['same appliance, the same day: a recall', subject('2026-11-01T18:00:00Z'), [earlier()], 'UTC', 'earlier'],
    ['created before the completion: not a recall', subject('2026-11-01T14:00:00Z'), [earlier()], 'UTC', null],
    // 2026-12-02 03:00 UTC is still 1 December (day 30) in Los Angeles, the vendor's zone …
    ['day 31 in UTC is day 30 in the vendor’s zone: a recall', subject('2026-12-02T03:00:00Z'), [earlier()], 'America/Los_Angeles', 'earlier'],
    // … while 2 December 07:59 Los Angeles (15:59 UTC) is day 31 there.
    ['day 31 in the vendor’s zone: not a recall', subject('2026-12-02T15:59:00Z'), [earlier()], 'America/Los_Angeles', null],
    // A completion late in the evening in Los Angeles is already the next day in UTC: the zone's day counts.
    [
      'completed 31 Oct 23:30 Los Angeles (1 Nov UTC): day 31 on 1 Dec there',
      subject('2026-12-01T18:00:00Z'),
      [earlier({ completed_at: new Date('2026-11-01T06:30:00Z') })],
      'America/Los_Angeles',
      null,
    ],
    ['a different appliance: not a recall', subject('2026-11-11T15:00:00Z', { appliance_id: 'B' }), [earlier()], 'UTC', null],
    [
      'a different appliance at the same address and type: still not a recall',
      subject('2026-11-11T15:00:00Z', { appliance_id: 'B' }),
      [earlier({ appliance_id: 'A' })],
      'UTC',
      null,
    ],
    [
      'no appliance recorded: the same address and type (case and spaces aside) is a recall',
      subject('2026-11-11T15:00:00Z', { appliance_id: null, address: ' 12 ELM st ', appliance_type: 'washer' }),
      [earlier({ appliance_id: null })],
      'UTC',
      'earlier',
    ],
    [
      'no appliance on the earlier order only: address + type decide',
      subject('2026-11-11T15:00:00Z'),
      [earlier({ appliance_id: null })],
      'UTC',
      'earlier',
    ],
    [
      'no appliance recorded, another type: not a recall',
      subject('2026-11-11T15:00:00Z', { appliance_id: null, appliance_type: 'Dryer' }),
      [earlier({ appliance_id: null })],
      'UTC',
      null,
    ],
    [
      'no appliance recorded, another address: not a recall',
      subject('2026-11-11T15:00:00Z', { appliance_id: null, address: '14 Elm St' }),
      [earlier({ appliance_id: null })],
      'UTC',
      null,
    ],
    [
      'no appliance and no address: nothing to match on',
      subject('2026-11-11T15:00:00Z', { appliance_id: null, address: null }),
      [earlier({ appliance_id: null, address: null })],
      'UTC',
      null,
    ],
    [
      'two earlier completions: the newest wins (charged to who was there last)',
      subject('2026-11-20T15:00:00Z'),
      [earlier({ order_id: 'first', technician_id: 'T1' }), earlier({ order_id: 'second', technician_id: 'T2', completed_at: new Date('2026-11-10T15:00:00Z') })],
      'UTC',
      'second',
    ],
    [
      'the newest is outside its match: the older matching one wins',
      subject('2026-11-20T15:00:00Z'),
      [earlier({ order_id: 'first' }), earlier({ order_id: 'other machine', appliance_id: 'B', completed_at: new Date('2026-11-10T15:00:00Z') })],
      'UTC',
      'first',
    ],
    ['the order itself is never its own origin', subject('2026-11-11T15:00:00Z', { order_id: 'earlier' }), [earlier()], 'UTC', null],
  ])('%s', (_name, order, candidates, timeZone, expected) => {
    expect(findRecallOrigin(order, candidates, 30, timeZone)?.order_id ?? null).toBe(expected);
  });

  it('a window of 0 days keeps only the same calendar day', () => {
    expect(findRecallOrigin(subject('2026-11-01T23:00:00Z'), [earlier()], 0, 'UTC')?.order_id).toBe('earlier');
    expect(findRecallOrigin(subject('2026-11-02T00:30:00Z'), [earlier()], 0, 'UTC')).toBeNull();
  });
});
