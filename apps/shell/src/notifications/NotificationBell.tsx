import { Suspense, lazy, useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { addBellWords, NOTIFICATIONS_NAMESPACE } from '@fixflow/i18n/notification-bell';
import { useUnreadTotal } from './unread-total';
import styles from './bell.module.css';

// The list (its words, antd's Drawer on a phone) loads on the first click.
const NotificationPanel = lazy(() => import(/* webpackChunkName: "notifications" */ './NotificationPanel'));

/** Where the header keeps the bell's place (Header.tsx): drawn there from inside the workspace, which has the QueryClient and the theme. */
const SLOT = '.ff-header-bell';

function BellIcon() {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
      <path
        d="M6 16V11a6 6 0 1 1 12 0v5l2 2H4zM10 20a2 2 0 0 0 4 0"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/**
 * The header's bell (issue 18), for every role: the unread count as a badge, live through the
 * host's socket; a click opens the notification center (a panel under the bell on a desktop, a
 * full-height drawer on a phone).
 */
export default function NotificationBell() {
  const { t, i18n } = useTranslation(NOTIFICATIONS_NAMESPACE);
  addBellWords(i18n);
  const unread = useUnreadTotal();
  const [slot, setSlot] = useState<Element | null>(null);
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => setSlot(document.querySelector(SLOT)), []);
  if (!slot) return null;
  const close = (refocus: boolean) => {
    setOpen(false);
    if (refocus) button.current?.focus();
  };
  return createPortal(
    <span className={styles.anchor}>
      <button
        ref={button}
        type="button"
        className={styles.bell}
        aria-label={unread > 0 ? t('bell.openWithUnread', { count: unread }) : t('bell.open')}
        aria-expanded={open}
        aria-haspopup="dialog"
        data-testid="notification-bell"
        onClick={() => {
          setUsed(true);
          setOpen((value) => !value);
        }}
      >
        <BellIcon />
        {unread > 0 ? (
          <span className={styles.count} aria-hidden="true" data-testid="notification-count">
            {unread > 99 ? '99+' : unread}
          </span>
        ) : null}
      </button>
      {used ? (
        <Suspense fallback={null}>
          <NotificationPanel open={open} onClose={close} bell={button} />
        </Suspense>
      ) : null}
    </span>,
    slot,
  );
}
