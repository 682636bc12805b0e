import { mapsLinks } from './device';

const IPHONE = { userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Version/18.0 Mobile/15E148 Safari/604.1', maxTouchPoints: 5 };
const ANDROID = { userAgent: 'Mozilla/5.0 (Linux; Android 15; Pixel 9) Chrome/140.0 Mobile Safari/537.36', maxTouchPoints: 5 };

describe('mapsLinks: an order’s address opens in the phone’s maps app', () => {
  const address = '5 Elm Street, Springfield, IL, 62701';

  it('on Android, Google Maps (its URL opens the app)', () => {
    expect(mapsLinks(address, ANDROID)).toEqual([
      { app: 'google', url: 'https://www.google.com/maps/search/?api=1&query=5%20Elm%20Street%2C%20Springfield%2C%20IL%2C%2062701' },
    ]);
  });

  it('on an iPhone, Apple Maps first and Google Maps second', () => {
    expect(mapsLinks(address, IPHONE).map((link) => link.app)).toEqual(['apple', 'google']);
    expect(mapsLinks(address, IPHONE)[0].url).toBe('https://maps.apple.com/?q=5%20Elm%20Street%2C%20Springfield%2C%20IL%2C%2062701');
  });

  it('keeps an address with # and & in one query value', () => {
    const [link] = mapsLinks('12 Oak Ave #4 & Rear, Austin', ANDROID);
    expect(new URL(link.url).searchParams.get('query')).toBe('12 Oak Ave #4 & Rear, Austin');
  });
});
