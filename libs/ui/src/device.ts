/**
 * What a page needs to know about the device it runs on, without React or antd: the host's plain
 * pages (the install prompt) take it from `@fixflow/ui/device`, the remotes from `@fixflow/ui`.
 */

type Browser = Pick<Navigator, 'userAgent' | 'maxTouchPoints'>;

/** iPhone, iPod, and iPad (which reports itself as a touch Mac). */
export function isIos(navigator: Browser): boolean {
  return /iPad|iPhone|iPod/.test(navigator.userAgent) || (/Macintosh/.test(navigator.userAgent) && navigator.maxTouchPoints > 1);
}

export type MapsApp = 'apple' | 'google';

export interface MapsLink {
  app: MapsApp;
  url: string;
}

/**
 * Links that open an address in the phone's maps app, the device's own first: Apple Maps on iOS
 * (maps.apple.com opens the app), Google Maps elsewhere (its cross-platform URL opens the app on
 * Android, and on iOS when installed), so an iPhone user who prefers Google has it second.
 */
export function mapsLinks(address: string, navigator: Browser): MapsLink[] {
  const query = encodeURIComponent(address);
  const apple: MapsLink = { app: 'apple', url: `https://maps.apple.com/?q=${query}` };
  const google: MapsLink = { app: 'google', url: `https://www.google.com/maps/search/?api=1&query=${query}` };
  return isIos(navigator) ? [apple, google] : [google];
}
