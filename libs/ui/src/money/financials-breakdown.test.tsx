import { render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { computeFinancials, financialsToWire, parseMoney, type FinancialsInput, type OrderFinancials } from '@fixflow/contracts';
import { technicianMessages } from '@fixflow/i18n/technician';
import { vendorMessages } from '@fixflow/i18n/vendor';
import { createTestI18n } from '@fixflow/shell-sdk/testing';
import { formatAmount, formatRate } from '../dates/format-money';
import { FinancialsBreakdown } from './FinancialsBreakdown';

const cents = (text: string) => parseMoney(text) ?? 0;

/** The worked example: 50 %, 8 % on parts, labor 200, parts 150 (cost 90, the technician's), tip 20. */
function workedExample(payment: { method: 'cash' | 'card'; collected_by: 'technician' | 'vendor' }): OrderFinancials {
  const input: FinancialsInput = {
    labor: cents('200.00'),
    parts_price: cents('150.00'),
    parts_cost: cents('90.00'),
    parts_paid_by: 'technician',
    tip: cents('20.00'),
    payments: [{ ...payment, amount: cents('382.00') }],
    taxable: true,
    tax_rate: 8000,
    tax_labor: false,
    card_fee_pct: 2900,
    card_fee_fixed: 30,
    commission_pct: 50000,
  };
  return {
    ...financialsToWire(computeFinancials(input)),
    order_id: 'order-1',
    taxable: true,
    tax_rate_pct: '8.000',
    tax_labor: false,
    card_fee_pct: '2.90',
    card_fee_fixed: '0.30',
    parts_paid_by: 'technician',
    resolution: 'Replaced the pump',
    payments: [{ ...payment, amount: '382.00' }],
    completed_at: '2031-05-04T09:00:00.000Z',
    calculated_at: '2031-05-04T09:00:02.000Z',
  };
}

function renderBreakdown(financials: OrderFinancials, perspective: 'vendor' | 'technician', language: 'en' | 'ru' = 'en') {
  const i18n = createTestI18n(language);
  const messages = perspective === 'vendor' ? vendorMessages : technicianMessages;
  i18n.addResourceBundle(language, perspective, messages[language]);
  return render(
    <I18nextProvider i18n={i18n}>
      <FinancialsBreakdown financials={financials} perspective={perspective} />
    </I18nextProvider>,
  );
}

const line = (key: string) => screen.getByTestId(`money-line-${key}`).textContent;

describe('FinancialsBreakdown', () => {
  it('reads the worked example to the vendor line by line, each with its formula', () => {
    renderBreakdown(workedExample({ method: 'cash', collected_by: 'technician' }), 'vendor');
    expect(line('labor')).toBe('Labor200.00');
    expect(line('tax')).toBe('Tax8.000 % × parts12.00');
    expect(line('total')).toBe('Totallabor + parts + tax362.00');
    expect(line('card_fees')).toBe('Card fees2.90 % + 0.30 per card or online payment0.00');
    expect(line('parts_cost')).toBe('Parts costbought by the technician90.00');
    expect(line('base')).toBe('Basetotal − tax − parts cost − card fees260.00');
    expect(line('technician_share')).toBe('Technician’s share50.00 % × base130.00');
    expect(line('vendor_share')).toBe('Your sharebase − technician’s share130.00');
    expect(line('technician_due')).toBe('Due to the technicianshare + parts bought by the technician + tips240.00');
    expect(line('collected_by_technician')).toBe('Collected by the technician382.00');
    expect(screen.getByTestId('money-balance').textContent).toContain('The technician owes you 142.00');
    expect(within(screen.getByTestId('money-payment')).getByText('Cash')).toBeTruthy();
  });

  it('tells the technician the mirror of the balance', () => {
    renderBreakdown(workedExample({ method: 'cash', collected_by: 'technician' }), 'technician');
    expect(line('technician_share')).toBe('Your share50.00 % × base130.00');
    expect(screen.getByTestId('money-balance').textContent).toContain('You owe the vendor 142.00');
  });

  it('paid by card to the vendor: the card fee comes off the base and the vendor owes', () => {
    renderBreakdown(workedExample({ method: 'card', collected_by: 'vendor' }), 'vendor');
    expect(line('card_fees')).toContain('11.38');
    expect(line('base')).toContain('248.62');
    expect(line('technician_share')).toContain('124.31');
    expect(screen.getByTestId('money-balance').textContent).toContain('You owe the technician 234.31');
  });

  it('speaks Russian with the Russian decimal sign', () => {
    renderBreakdown(workedExample({ method: 'card', collected_by: 'vendor' }), 'technician', 'ru');
    expect(line('tax')).toBe('Налог8,000 % × запчасти12,00');
    expect(screen.getByTestId('money-balance').textContent).toContain('Поставщик должен вам 234,31');
    expect(screen.getByText('Карта')).toBeTruthy();
  });
});

describe('formatAmount and formatRate', () => {
  it.each([
    ['142.00', 'en', '142.00'],
    ['1234567.5', 'en', '1,234,567.50'],
    ['-234.31', 'en', '−234.31'],
    ['-0.00', 'en', '0.00'],
    ['1234.50', 'ru', '1 234,50'],
    ['not money', 'en', 'not money'],
  ])('amount %s in %s reads %s', (text, language, expected) => {
    expect(formatAmount(text, language).replace(/\u00a0|\u202f/g, ' ')).toBe(expected);
  });

  it('keeps the decimals a rate was given', () => {
    expect(formatRate('8.000', 'en')).toBe('8.000');
    expect(formatRate('2.90', 'ru')).toBe('2,90');
  });
});
