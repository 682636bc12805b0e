import { Suspense, lazy, useState, type CSSProperties } from 'react';
import { createPortal } from 'react-dom';
import { theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { addChatWords, CHAT_NAMESPACE } from '@fixflow/i18n/chat';
import { useMobile } from '../layout/sidebar/useMobile';
import { useConversations, useLiveChat } from './chat-data';
import styles from './launcher.module.css';

// The panel (the conversations, antd's inputs) loads on the first click, in one chunk with /chat's page.
const ChatPanel = lazy(() => import(/* webpackChunkName: "chat" */ './ChatPanel'));

function ChatIcon() {
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
      <path
        d="M4 5h16a1 1 0 0 1 1 1v10a1 1 0 0 1-1 1H9l-5 4v-4H4a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1z"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinejoin="round"
      />
    </svg>
  );
}

function Count({ count }: { count: number }) {
  if (count <= 0) return null;
  return (
    <span className={styles.count} aria-hidden="true" data-testid="chat-unread">
      {count > 99 ? '99+' : count}
    </span>
  );
}

/** The unread total, live (the socket) and re-read every minute. */
function useUnreadTotal(): number {
  useLiveChat();
  return useConversations().data?.unread ?? 0;
}

/**
 * The chat widget (drawn by the workspace CHAT_WIDGET_DELAY_MS after it, never on the technician's
 * phone layout): the floating button (bottom right) with the unread total, opening the
 * conversations in a panel over the page, and the desktop bar's link to /chat with the same count.
 */
export default function ChatLauncher() {
  const { t, i18n } = useTranslation(CHAT_NAMESPACE);
  addChatWords(i18n);
  const { token } = theme.useToken();
  const { pathname } = useLocation();
  const unread = useUnreadTotal();
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  // The desktop workspace bar (drawn by the workspace beside the sidebar's toggle; none on a phone).
  const bar = useMobile() ? null : document.querySelector('.ff-workspace-bar');
  const entry = bar ? createPortal(<ChatBarEntry unread={unread} />, bar) : null;
  // /chat itself shows the same conversations: no second way in over it.
  if (pathname === '/chat') return entry;
  const label = open ? t('close') : unread > 0 ? t('openWithUnread', { count: unread }) : t('open');
  return (
    <>
      {entry}
      {used ? (
        <Suspense fallback={null}>
          <ChatPanel open={open} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
      <button
        type="button"
        className={styles.launcher}
        style={{ '--chat-primary': token.colorPrimary } as CSSProperties}
        aria-label={label}
        aria-expanded={open}
        data-testid="chat-widget"
        onClick={() => {
          setUsed(true);
          setOpen((value) => !value);
        }}
      >
        <ChatIcon />
        <Count count={unread} />
      </button>
    </>
  );
}

/** The workspace bar's way to /chat, with the unread total (the menu's count). */
function ChatBarEntry({ unread }: { unread: number }) {
  const { t } = useTranslation(CHAT_NAMESPACE);
  return (
    <Link to="/chat" className={styles.entry} aria-label={unread > 0 ? t('openWithUnread', { count: unread }) : t('open')} data-testid="chat-entry">
      <ChatIcon />
      <Count count={unread} />
    </Link>
  );
}
