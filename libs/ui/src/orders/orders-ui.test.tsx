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

const entry = (id: string, from: OrderHistoryEntry['from'], to: OrderHistoryEntry['to'], reason: string | null = null): OrderHistoryEntry => ({
  id,
  from,
  to,
  reason,
  cancel_side: null,
  actor_id: null,
  actor_role: null,
  at: '2031-05-04T09:00:00.000Z',
});

describe('OrderHistory', () => {
  it('tells creation, assignment, moves and reasons apart in the side\'s words', () => {
    withVendorWords(
      <OrderHistory
        ns="vendor"
        side="vendor"
        history={[entry('1', null, 'pending'), entry('2', 'pending', 'pending'), entry('3', 'pending', 'accepted'), entry('4', 'accepted', 'on_hold', 'Waiting for parts')]}
      />,
    );
    expect(screen.getByText('Created: New')).toBeTruthy();
    expect(screen.getByText('Technician assigned')).toBeTruthy();
    expect(screen.getByText('New → Scheduled')).toBeTruthy();
    expect(screen.getByText('Reason: Waiting for parts')).toBeTruthy();
  });

  it('dates each move on the vendor’s clock, in the page’s language', () => {
    withVendorWords(<OrderHistory ns="vendor" side="vendor" history={[entry('1', null, 'pending')]} />, 'ru', 'Asia/Tokyo');
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
