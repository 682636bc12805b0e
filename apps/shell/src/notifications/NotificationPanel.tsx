import { useEffect, useRef, useState, type CSSProperties, type RefObject } from 'react';
import { Button, Drawer, Empty, Skeleton, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { NotificationItem } from '@fixflow/contracts';
import { addNotificationWords } from '@fixflow/i18n/notifications';
import { NOTIFICATIONS_NAMESPACE } from '@fixflow/i18n/notification-bell';
import { useSession } from '@fixflow/shell-sdk';
import { useDates } from '@fixflow/ui';
import { useMobile } from '../layout/sidebar/useMobile';
import { useMarkRead, useNotificationPages } from './notification-data';
import { describeNotification, timeAgo } from './notification-sentences';
import styles from './notifications.module.css';

interface PanelProps {
  open: boolean;
  /** `refocus`: give the bell its focus back (Escape, the close button), not after a click elsewhere or a link. */
  onClose: (refocus: boolean) => void;
  bell: RefObject<HTMLButtonElement | null>;
}

/**
 * The notification center (issue 18): the user's notifications newest first, a sentence each with
 * how long ago, unread ones marked; a click marks it read and opens what it is about; "Mark all
 * read"; older pages on demand. Under the bell on a desktop, a full-height drawer on a phone.
 */
export default function NotificationPanel({ open, onClose, bell }: PanelProps) {
  const { t, i18n } = useTranslation(NOTIFICATIONS_NAMESPACE);
  addNotificationWords(i18n);
  const mobile = useMobile();
  const title = t('panel.title');
  if (mobile) {
    return (
      <Drawer
        placement="right"
        size="100%"
        open={open}
        onClose={() => onClose(true)}
        title={title}
        extra={<MarkAllRead />}
        styles={{ body: { padding: 0 } }}
        closable={{ 'aria-label': t('panel.close') }}
        data-testid="notification-panel"
      >
        <NotificationList open={open} onNavigate={() => onClose(false)} />
      </Drawer>
    );
  }
  return open ? <Popover title={title} onClose={onClose} bell={bell} /> : null;
}

/** The desktop's panel under the bell: Escape or a click elsewhere closes it. */
function Popover({ title, onClose, bell }: { title: string; onClose: PanelProps['onClose']; bell: PanelProps['bell'] }) {
  const { token } = theme.useToken();
  const panel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    panel.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose(true);
    };
    const onPointer = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!panel.current?.contains(target) && !bell.current?.contains(target)) onClose(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [onClose, bell]);
  const style = {
    background: token.colorBgElevated,
    color: token.colorText,
    borderColor: token.colorBorderSecondary,
    boxShadow: token.boxShadowSecondary,
  } as CSSProperties;
  return (
    <div ref={panel} className={styles.popover} style={style} role="dialog" aria-label={title} tabIndex={-1} data-testid="notification-panel">
      <div className={styles.heading} style={{ borderColor: token.colorBorderSecondary }}>
        <h2 className={styles.title}>{title}</h2>
        <MarkAllRead />
      </div>
      <div className={styles.scroll}>
        <NotificationList open onNavigate={() => onClose(false)} />
      </div>
    </div>
  );
}

function MarkAllRead() {
  const { t } = useTranslation(NOTIFICATIONS_NAMESPACE);
  const pages = useNotificationPages(true);
  const { markAllRead, markingAll } = useMarkRead();
  const anyUnread = pages.data?.pages.some((page) => page.items.some((item) => !item.is_read)) ?? false;
  return (
    <Button type="link" size="small" disabled={!anyUnread} loading={markingAll} onClick={() => markAllRead()} data-testid="notifications-read-all">
      {t('panel.markAllRead')}
    </Button>
  );
}

/** Re-renders once a minute, so "5 minutes ago" stays true while the panel is open. */
function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 60_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

function NotificationList({ open, onNavigate }: { open: boolean; onNavigate: () => void }) {
  const { t, i18n } = useTranslation(NOTIFICATIONS_NAMESPACE);
  const { token } = theme.useToken();
  const dates = useDates();
  const session = useSession();
  const role = session.status === 'signed-in' ? session.user.role : 'vendor';
  const pages = useNotificationPages(open);
  const { markRead } = useMarkRead();
  const now = useNow();
  if (pages.error && !pages.data) {
    return (
      <div className={styles.state} role="alert">
        <p>{t('panel.loadFailed')}</p>
        <Button onClick={() => void pages.refetch()}>{t('panel.retry')}</Button>
      </div>
    );
  }
  if (!pages.data) return <Skeleton active className={styles.state} />;
  const items = pages.data.pages.flatMap((page) => page.items);
  if (!items.length) {
    return (
      <div className={styles.state} data-testid="notifications-empty">
        <Empty description={<><strong>{t('panel.emptyTitle')}</strong><br />{t('panel.emptyText')}</>} />
      </div>
    );
  }
  const follow = (item: NotificationItem) => {
    if (!item.is_read) markRead(item.id);
    onNavigate();
  };
  return (
    <>
      <ul className={styles.list} data-testid="notification-list">
        {items.map((item) => {
          const view = describeNotification(item, role, t, (day) => dates.day(day, 'dayMonth'));
          const when = timeAgo(item.created_at, now, i18n.language, t('panel.justNow'), (iso) => dates.instant(iso, 'date'));
          return (
            <li key={item.id} className={styles.row} style={{ borderColor: token.colorBorderSecondary }}>
              <Link
                to={view.href}
                className={item.is_read ? styles.item : `${styles.item} ${styles.unread}`}
                style={item.is_read ? { color: token.colorText } : { color: token.colorText, background: token.colorPrimaryBg }}
                onClick={() => follow(item)}
                data-testid="notification-item"
                data-read={item.is_read}
              >
                {item.is_read ? null : <span className={styles.dot} style={{ background: token.colorPrimary }} aria-label={t('panel.unread')} role="img" />}
                <span className={styles.text}>{view.text}</span>
                <span className={styles.when} style={{ color: token.colorTextSecondary }}>
                  <time dateTime={item.created_at}>{when}</time>
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
      {pages.hasNextPage ? (
        <div className={styles.more}>
          <Button onClick={() => void pages.fetchNextPage()} loading={pages.isFetchingNextPage} data-testid="notifications-more">
            {t('panel.loadMore')}
          </Button>
        </div>
      ) : null}
    </>
  );
}
