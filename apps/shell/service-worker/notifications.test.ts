import { notificationFromPush, sameOriginUrl, windowToFocus } from './notifications';

const ORIGIN = 'https://fixflow.example';

describe('a push becomes a notification', () => {
  it('shows the title and body, and keeps the URL to open and the extra data', () => {
    const shown = notificationFromPush(
      { title: 'New order assigned', body: 'INV-1042 · Sat, Jan 2, 2027 · morning', url: '/orders/42', tag: 'order-42', data: { order_id: '42' } },
      ORIGIN,
    );
    expect(shown.title).toBe('New order assigned');
    expect(shown.options).toMatchObject({
      body: 'INV-1042 · Sat, Jan 2, 2027 · morning',
      tag: 'order-42',
      icon: '/icons/icon-192.png',
      data: { order_id: '42', url: `${ORIGIN}/orders/42` },
    });
  });

  it('takes data.url when the message has no url of its own', () => {
    expect(notificationFromPush({ title: 'T', body: 'B', data: { url: '/schedule' } }, ORIGIN).options.data.url).toBe(`${ORIGIN}/schedule`);
  });

  it.each([[null], ['plain text'], [{ body: 42 }], [[1, 2]]])('still shows something for %p', (payload) => {
    const shown = notificationFromPush(payload, ORIGIN);
    expect(shown.title).toBe('Fixflow');
    expect(shown.options.data.url).toBe(`${ORIGIN}/`);
  });

  it.each([
    ['/orders/1', `${ORIGIN}/orders/1`],
    [`${ORIGIN}/settings`, `${ORIGIN}/settings`],
    ['https://evil.example/phish', `${ORIGIN}/`],
    ['javascript:alert(1)', `${ORIGIN}/`],
    [undefined, `${ORIGIN}/`],
  ])('opens %p as %s', (url, expected) => {
    expect(sameOriginUrl(url, ORIGIN)).toBe(expected);
  });
});

describe('a click on the notification brings a window forward', () => {
  const windows = [
    { id: 'other site', url: 'https://other.example/', focused: true },
    { id: 'dashboard', url: `${ORIGIN}/dashboard`, focused: false },
    { id: 'order', url: `${ORIGIN}/orders/42`, focused: false },
    { id: 'focused', url: `${ORIGIN}/schedule`, focused: true },
  ];

  it('prefers a window already on the URL', () => {
    expect(windowToFocus(windows, ORIGIN, `${ORIGIN}/orders/42`)?.id).toBe('order');
  });

  it('else the focused window of the app, else any of its windows', () => {
    expect(windowToFocus(windows, ORIGIN, `${ORIGIN}/settings`)?.id).toBe('focused');
    expect(windowToFocus(windows.slice(0, 2), ORIGIN, `${ORIGIN}/settings`)?.id).toBe('dashboard');
  });

  it('opens a new window when no window of the app is open', () => {
    expect(windowToFocus(windows.slice(0, 1), ORIGIN, `${ORIGIN}/settings`)).toBeUndefined();
  });
});
