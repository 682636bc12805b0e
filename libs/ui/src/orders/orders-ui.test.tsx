import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import type { OrderHistoryEntry } from '@fixflow/contracts';
import { vendorMessages } from '@fixflow/i18n/vendor';
import { SessionProvider, createSessionStore, signedInSession } from '@fixflow/shell-sdk';
import { createTestI18n, vendorProfile } from '@fixflow/shell-sdk/testing';
import { OrderHistory } from './OrderHistory';
import { TimeSlotText } from './OrderWords';
import { exactWindow } from './time-slot';

function withVendorWords(ui: React.ReactElement, language: 'en' | 'ru' = 'en', timezone: string | null = null) {
  const i18n = createTestI18n(language);
  i18n.addResourceBundle(language, 'vendor', vendorMessages[language]);
  const store = createSessionStore(signedInSession({ ...vendorProfile, timezone }));
  return render(
    <SessionProvider store={store}>
      <I18nextProvider i18n={i18n}>{ui}</I18nextProvider>
    </SessionProvider>,
  );
}

const entry = (id: string, line: Partial<OrderHistoryEntry> & Pick<OrderHistoryEntry, 'kind' | 'to'>): OrderHistoryEntry => ({
  id,
  from: line.to,
  reason: null,
  cancel_side: null,
  actor_id: null,
  actor_role: null,
  actor_name: null,
  changes: null,
  at: '2031-05-04T09:00:00.000Z',
  ...line,
});

/** Every kind of line as the API writes it (issue 18), in the order a real order could live them. */
const LIFE: OrderHistoryEntry[] = [
  entry('1', { kind: 'created', from: null, to: 'pending', actor_name: 'Acme' }),
  entry('2', { kind: 'edited', to: 'pending', actor_name: 'Acme', changes: { phone: { from: '+15125550134', to: '+15125550199' }, taxable: { from: false, to: true } } }),
  entry('3', { kind: 'offered', to: 'pending', actor_name: 'Acme', changes: { audience: { from: null, to: 'area' } } }),
  entry('4', { kind: 'offer_withdrawn', to: 'pending', actor_name: 'Acme' }),
  entry('5', { kind: 'assigned', to: 'pending', actor_name: 'Acme', changes: { technician: { from: null, to: 'Jordan Lee' } } }),
  entry('6', { kind: 'declined', to: 'pending', actor_name: 'Jordan Lee', reason: 'Too far', changes: { technician: { from: 'Jordan Lee', to: null } } }),
  entry('7', { kind: 'hours_override', to: 'pending', actor_name: 'Administrator', changes: { technician: { from: null, to: 'Sam Rivera' }, service_date: { from: '2031-05-06', to: '2031-05-10' } } }),
  entry('8', { kind: 'rescheduled', to: 'pending', actor_name: 'Acme', changes: { service_date: { from: '2031-05-10', to: '2031-05-12' }, time_slot: { from: 'morning', to: '12:00-14:00' } } }),
  entry('9', { kind: 'status', from: 'pending', to: 'accepted', actor_name: 'Sam Rivera' }),
  entry('10', { kind: 'payment', to: 'completed', actor_name: 'Acme', changes: { method: { from: null, to: 'check' }, amount: { from: null, to: '1250.50' } } }),
  entry('11', { kind: 'status', from: 'completed', to: 'closed', actor_name: 'Acme', changes: { rating: { from: null, to: 4 } } }),
  entry('12', { kind: 'rating', to: 'closed', actor_name: 'Acme', changes: { rating: { from: 4, to: 5 } } }),
  entry('13', {
    kind: 'customer_merged',
    to: 'closed',
    actor_name: 'Acme',
    changes: {
      customer: { from: 'Grace B. Hopper', to: 'Grace Hopper' },
      customer_phone: { from: '+17375551002', to: '+17375551001' },
      customer_id: { from: 'a0000000-0000-4000-8000-000000000002', to: 'a0000000-0000-4000-8000-000000000001' },
    },
  }),
];

const lines = () => screen.getAllByTestId('history-entry').map((node) => node.textContent);

describe('OrderHistory', () => {
  it('says each kind of change, who made it and what changed, in English', () => {
    withVendorWords(<OrderHistory ns="vendor" side="vendor" history={LIFE} />);
    const sentences = screen.getAllByTestId('history-entry').map((node) => node.querySelector('strong')?.textContent);
    expect(sentences).toEqual([
      'Created by Acme',
      'Edited: Phone, Taxable by Acme',
      'Offered to technicians in the order’s area by Acme',
      'Offer withdrawn by Acme',
      'Assigned to Jordan Lee by Acme',
      'Declined by Jordan Lee',
      'Assigned to Sam Rivera outside working hours by Administrator',
      'Rescheduled from May 10, morning to May 12, 12:00–14:00 by Acme',
      'New → Scheduled by Sam Rivera',
      'Payment recorded: 1,250.50, Check by Acme',
      'Awaiting approval → Done by Acme',
      'Rating changed from 4 to 5 of 5 by Acme',
      'Customer Grace B. Hopper (+17375551002) merged into Grace Hopper (+17375551001) by Acme',
    ]);
    expect(screen.getAllByTestId('history-change').map((node) => node.textContent)).toEqual([
      'Phone: +15125550134 → +15125550199',
      'Taxable: no → yes',
      'Rescheduled from May 6 to May 10',
      'Rated 4 of 5',
    ]);
    expect(screen.getByText('Reason: Too far')).toBeTruthy();
  });

  it('says the same in Russian', () => {
    withVendorWords(<OrderHistory ns="vendor" side="vendor" history={LIFE} />, 'ru');
    const sentences = screen.getAllByTestId('history-entry').map((node) => node.querySelector('strong')?.textContent);
    expect(sentences).toEqual([
      'Создан — Acme',
      'Изменено: Телефон, Облагается налогом — Acme',
      'Предложен мастерам района заказа — Acme',
      'Предложение отозвано — Acme',
      'Назначен мастер: Jordan Lee — Acme',
      'Мастер отказался — Jordan Lee',
      'Назначен мастер вне его рабочих часов: Sam Rivera — Administrator',
      'Перенесён: 10 мая, утро → 12 мая, 12:00–14:00 — Acme',
      'Новый → Запланирован — Sam Rivera',
      'Получена оплата: 1\u00a0250,50, Чек — Acme',
      'Ждёт подтверждения → Завершён — Acme',
      'Оценка изменена: 4 → 5 из 5 — Acme',
      'Клиент Grace B. Hopper (+17375551002) объединён с Grace Hopper (+17375551001) — Acme',
    ]);
    expect(screen.getByText('Причина: Too far')).toBeTruthy();
  });

  it('opens with the same "Created" for every viewer, whatever the status it started in', () => {
    const created = [entry('1', { kind: 'created', from: null, to: 'pending', actor_name: 'Acme' })];
    withVendorWords(<OrderHistory ns="vendor" side="technician" history={created} />);
    expect(lines()[0]).toMatch(/^Created by Acme/);
  });

  it('dates each change on the vendor’s clock, in the page’s language', () => {
    withVendorWords(<OrderHistory ns="vendor" side="vendor" history={[entry('1', { kind: 'created', from: null, to: 'pending' })]} />, 'ru', 'Asia/Tokyo');
    // 09:00Z is 18:00 in Tokyo.
    expect(screen.getByText('4 мая 2031 г., 18:00')).toBeTruthy();
  });
});

describe('time slots', () => {
  it.each([
    ['morning', 'en', 'Morning, 08:00–12:00'],
    ['all_day', 'ru', 'Весь день, 08:00–20:00'],
    ['09:30-11:00', 'en', '09:30–11:00'],
  ] as const)('%s reads as %s "%s"', (slot, language, text) => {
    withVendorWords(<TimeSlotText slot={slot} ns="vendor" />, language);
    expect(screen.getByText(text)).toBeTruthy();
  });

  it('splits only a well-formed exact window', () => {
    expect(exactWindow('08:00-10:30')).toEqual({ start: '08:00', end: '10:30' });
    expect(exactWindow('morning')).toBeNull();
    expect(exactWindow('8-10')).toBeNull();
  });
});
