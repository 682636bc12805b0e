import { onMyWayText } from './customer-text-messages.js';

describe('onMyWayText', () => {
  const window = { starts_at: '2027-03-02T14:00:00.000Z', ends_at: '2027-03-02T18:00:00.000Z' };
  it.each([
    ['en', 'Jordan Lee', 'Acme Appliance Repair: your technician Jordan Lee is on the way. Arrival window: Tue, Mar 2, 08:00–12:00.'],
    ['en', null, 'Acme Appliance Repair: your technician is on the way. Arrival window: Tue, Mar 2, 08:00–12:00.'],
    ['ru', 'Jordan Lee', 'Acme Appliance Repair: мастер Jordan Lee уже в пути. Время прибытия: вт, 2 мар., 08:00–12:00.'],
    ['ru', '  ', 'Acme Appliance Repair: мастер уже в пути. Время прибытия: вт, 2 мар., 08:00–12:00.'],
  ] as const)('in %s with technician %p', (language, technician, text) => {
    expect(onMyWayText({ company: 'Acme Appliance Repair', technician, ...window, timezone: 'America/Chicago' }, language)).toBe(text);
  });

  it('reads the window on the vendor’s clock: the day can differ from UTC’s', () => {
    const late = { starts_at: '2027-03-03T01:00:00.000Z', ends_at: '2027-03-03T03:00:00.000Z' };
    expect(onMyWayText({ company: 'Acme', technician: 'Sam', ...late, timezone: 'America/Los_Angeles' }, 'en')).toBe(
      'Acme: your technician Sam is on the way. Arrival window: Tue, Mar 2, 17:00–19:00.',
    );
  });
});
