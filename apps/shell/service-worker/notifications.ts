/** The JSON a push carries (libs/contracts PushMessage); anything unreadable still shows something. */
export interface ShownNotification {
  title: string;
  options: NotificationOptions & { data: { url: string } & Record<string, unknown> };
}

const FALLBACK_TITLE = 'Fixflow';
const ICON = '/icons/icon-192.png';

function asRecord(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

const text = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() ? value : undefined);

/** Only a path of this site is opened on click; a foreign or malformed URL opens the app's home. */
export function sameOriginUrl(candidate: unknown, origin: string): string {
  if (typeof candidate !== 'string') return `${origin}/`;
  try {
    const url = new URL(candidate, origin);
    return url.origin === origin ? url.href : `${origin}/`;
  } catch {
    return `${origin}/`;
  }
}

/** What `showNotification` gets for a push payload (title, body, and data.url for the click). */
export function notificationFromPush(payload: unknown, origin: string): ShownNotification {
  const message = asRecord(payload);
  const data = asRecord(message.data);
  const tag = text(message.tag);
  return {
    title: text(message.title) ?? FALLBACK_TITLE,
    options: {
      body: text(message.body) ?? '',
      icon: ICON,
      badge: ICON,
      ...(tag ? { tag } : {}),
      data: { ...data, url: sameOriginUrl(message.url ?? data.url, origin) },
    },
  };
}

/** The subset of a WindowClient the choice looks at. */
export interface WindowLike {
  url: string;
  focused: boolean;
}

/** The open window a click should bring forward: one already on the URL, else the focused one, else any. */
export function windowToFocus<T extends WindowLike>(windows: readonly T[], origin: string, url: string): T | undefined {
  const ours = windows.filter((window) => window.url.startsWith(`${origin}/`) || window.url === origin);
  return ours.find((window) => window.url === url) ?? ours.find((window) => window.focused) ?? ours[0];
}
