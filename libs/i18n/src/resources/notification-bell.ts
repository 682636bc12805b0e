import type { i18n as I18n } from 'i18next';
import type { SameKeys } from '../types';

/**
 * The header's bell (issue 18): the few words it needs before the panel opens, in the
 * notifications namespace. Apart from the panel's words (notifications.ts), since the bell is on
 * every signed-in first load and the panel only after a click.
 */
export const NOTIFICATIONS_NAMESPACE = 'notifications';

export const bellEn = {
  bell: {
    open: 'Notifications',
    openWithUnread: 'Notifications, {{count}} unread',
  },
} as const;

export const bellRu: SameKeys<typeof bellEn> = {
  bell: {
    open: 'Уведомления',
    openWithUnread: 'Уведомления, непрочитанных: {{count}}',
  },
};

export function addBellWords(i18n: I18n): void {
  if (i18n.hasResourceBundle('en', NOTIFICATIONS_NAMESPACE)) return;
  i18n.addResourceBundle('en', NOTIFICATIONS_NAMESPACE, bellEn, true, false);
  i18n.addResourceBundle('ru', NOTIFICATIONS_NAMESPACE, bellRu, true, false);
}
