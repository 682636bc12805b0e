import {
  computeFinancials,
  financialsToWire,
  formatMoney,
  formatPercent,
  parseMoney,
  parsePercent,
  percentOf,
  type FinancialsInput,
  type FinancialsWire,
} from './money.js';

/** Issue 13's worked example, as the vendor and technician would enter it (wire strings). */
const EXAMPLE: FinancialsInput = {
  labor: 20000,
  parts_price: 15000,
  parts_cost: 9000,
  parts_paid_by: 'technician',
  tip: 2000,
  payments: [{ method: 'cash', amount: 38200, collected_by: 'technician' }],
  taxable: true,
  tax_rate: 8000,
  tax_labor: false,
  card_fee_pct: 2900,
  card_fee_fixed: 30,
  commission_pct: 50000,
};

function wire(input: FinancialsInput): FinancialsWire {
  return financialsToWire(computeFinancials(input));
}

describe('money on the wire', () => {
  it.each<[string, number | null]>([
    ['362.00', 36200],
    ['362', 36200],
    ['0.5', 50],
    ['0.05', 5],
    ['0', 0],
    ['99999999.99', 9_999_999_999],
    ['100000000.00', null],
    ['1.005', null],
    ['-1.00', null],
    ['1,00', null],
    ['', null],
    [' 1.00', null],
    ['1e3', null],
    ['.50', null],
  ])('parseMoney(%j) → %j', (text, cents) => {
    expect(parseMoney(text)).toBe(cents);
  });

  it.each<[number, string]>([
    [36200, '362.00'],
    [5, '0.05'],
    [0, '0.00'],
    [-23431, '-234.31'],
    [-5, '-0.05'],
    [9_999_999_999, '99999999.99'],
  ])('formatMoney(%j) → %j', (cents, text) => {
    expect(formatMoney(cents)).toBe(text);
  });

  it.each<[string, number | null]>([
    ['8.000', 8000],
    ['8', 8000],
    ['2.90', 2900],
    ['2.9', 2900],
    ['0.125', 125],
    ['100', 100_000],
    ['100.001', null],
    ['101', null],
    ['8.0001', null],
    ['-1', null],
    ['8%', null],
  ])('parsePercent(%j) → %j', (text, milli) => {
    expect(parsePercent(text)).toBe(milli);
  });

  it('spells each rate as the wire does', () => {
    expect(formatPercent(8000, 3)).toBe('8.000');
    expect(formatPercent(50000, 2)).toBe('50.00');
    expect(formatPercent(2900, 2)).toBe('2.90');
    expect(formatPercent(125, 3)).toBe('0.125');
  });
});

describe('percentOf rounds half-up to the cent, exactly', () => {
  it.each<[number, number, number]>([
    [15000, 8000, 1200], // 8 % of 150.00
    [38200, 2900, 1108], // 2.9 % of 382.00 = 11.078
    [24862, 50000, 12431], // 50 % of 248.62
    [1, 50000, 1], // 50 % of 0.01 = 0.005 → 0.01 (half-up)
    [3, 50000, 2], // 0.015 → 0.02
    [1, 49999, 0], // just under half a cent
    [10050, 1000, 101], // 1 % of 100.50 = 1.005 → 1.01 (a float would give 1.00)
    [0, 8000, 0],
    [9_999_999_999, 100_000, 9_999_999_999], // 100 % of the largest amount, no float drift
    [-1, 50000, -1], // half away from zero for a negative
  ])('%j cents × %j m%% → %j', (cents, milli, expected) => {
    expect(percentOf(cents, milli)).toBe(expected);
  });
});

describe('an order’s financials (PRODUCT.md "Money")', () => {
  it('the worked example, cash to the technician: he owes the vendor 142.00', () => {
    expect(wire(EXAMPLE)).toEqual({
      labor: '200.00',
      parts_price: '150.00',
      parts_cost: '90.00',
      tax: '12.00',
      total: '362.00',
      tips: '20.00',
      card_fees: '0.00',
      base: '260.00',
      commission_pct: '50.00',
      technician_share: '130.00',
      vendor_share: '130.00',
      technician_due: '240.00',
      collected_by_technician: '382.00',
      collected_by_vendor: '0.00',
      balance: '142.00',
    });
  });

  it('the same order paid by card to the vendor: the vendor owes the technician 234.31', () => {
    const byCard = wire({ ...EXAMPLE, payments: [{ method: 'card', amount: 38200, collected_by: 'vendor' }] });
    expect(byCard).toMatchObject({
      card_fees: '11.38',
      base: '248.62',
      technician_share: '124.31',
      vendor_share: '124.31',
      technician_due: '234.31',
      collected_by_technician: '0.00',
      collected_by_vendor: '382.00',
      balance: '-234.31',
    });
  });

  type Row = [string, Partial<FinancialsInput>, Partial<FinancialsWire>];
  it.each<Row>([
    ['labor taxed too: 8 % of 350.00', { tax_labor: true }, { tax: '28.00', total: '378.00', base: '260.00' }],
    ['an order that is not taxable has no tax, whatever the rate', { taxable: false }, { tax: '0.00', total: '350.00', base: '260.00' }],
    ['parts bought by the vendor are not due to the technician', { parts_paid_by: 'vendor' }, { technician_due: '150.00', balance: '232.00' }],
    ['tips never enter the base and go wholly to the technician', { tip: 0, payments: [{ method: 'cash', amount: 36200, collected_by: 'technician' }] }, { base: '260.00', technician_due: '220.00', balance: '142.00' }],
    ['an online payment carries the card fee too', { payments: [{ method: 'online', amount: 38200, collected_by: 'vendor' }] }, { card_fees: '11.38' }],
    ['a check carries none', { payments: [{ method: 'check', amount: 38200, collected_by: 'vendor' }] }, { card_fees: '0.00', balance: '-240.00' }],
    [
      'the fee is rounded per payment, the fixed part counted on each',
      { payments: [{ method: 'card', amount: 19100, collected_by: 'vendor' }, { method: 'card', amount: 19100, collected_by: 'vendor' }] },
      // 2 × (5.539 → 5.54 + 0.30)
      { card_fees: '11.68', base: '248.32', technician_share: '124.16', vendor_share: '124.16' },
    ],
    ['split payments: what each side collected', { payments: [{ method: 'cash', amount: 10000, collected_by: 'technician' }, { method: 'check', amount: 28200, collected_by: 'vendor' }] }, { collected_by_technician: '100.00', collected_by_vendor: '282.00', balance: '-140.00' }],
    ['the base never goes below zero', { labor: 1000, parts_price: 0, parts_cost: 9000, payments: [] }, { total: '10.00', base: '0.00', technician_share: '0.00', vendor_share: '0.00', technician_due: '110.00', balance: '-110.00' }],
    ['a commission override of 62.5 % rounds half-up; the vendor keeps the rest to the cent', { commission_pct: 62500, labor: 10001, parts_price: 0, parts_cost: 0, tip: 0, payments: [] }, { base: '100.01', technician_share: '62.51', vendor_share: '37.50' }],
    ['nothing at all: every line 0.00', { labor: 0, parts_price: 0, parts_cost: 0, tip: 0, payments: [] }, { total: '0.00', base: '0.00', technician_due: '0.00', balance: '0.00' }],
    ['0 % commission: the vendor keeps the whole base', { commission_pct: 0 }, { technician_share: '0.00', vendor_share: '260.00', technician_due: '110.00' }],
  ])('%s', (_name, change, expected) => {
    expect(wire({ ...EXAMPLE, ...change })).toMatchObject(expected);
  });

  it('shares always add up to the base and the total to its parts', () => {
    for (let labor = 0; labor < 2000; labor += 37) {
      for (const commission of [0, 33333, 50000, 66667, 100_000]) {
        const f = computeFinancials({ ...EXAMPLE, labor, parts_price: 777, parts_cost: 0, commission_pct: commission, tax_labor: true });
        expect(f.technician_share + f.vendor_share).toBe(f.base);
        expect(f.total).toBe(f.labor + f.parts_price + f.tax);
        expect(Number.isInteger(f.tax) && Number.isInteger(f.technician_share)).toBe(true);
      }
    }
  });
});
