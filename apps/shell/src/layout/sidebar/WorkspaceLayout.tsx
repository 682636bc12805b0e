import { Suspense, lazy, useCallback, useEffect, useState, type ReactNode } from 'react';
import { Button, theme } from 'antd';
import { MenuFoldOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useSession, useShell } from '@fixflow/shell-sdk';
import { CHAT_WIDGET_DELAY_MS } from '@fixflow/contracts';
import NotificationBell from '../../notifications/NotificationBell';
import { InstallBannerSlot } from '../../pwa/InstallBannerSlot';
import { useAnnounceDrawer, useAnnounceSidebar } from './sidebar-presence';
import { ErrorBoundary } from '../../remotes/ErrorBoundary';
import { retryOnce } from '../retry-import';
import { TechnicianTabBar } from './TechnicianTabBar';
import { useMobile } from './useMobile';
import { useSidebarState } from './sidebar-state';
import { SIDER_ICON_WIDTH, SIDER_WIDTH } from './sider-width';

// The desktop sidebar (antd Layout.Sider and Menu) and the phone drawer load when drawn: a
// technician's phone shows the tab bar instead and downloads none of them. The frame itself
// is plain elements (index.html's rules), so no antd Layout is needed before then.
// Each is asked for once more if its chunk does not arrive (retry-import.ts).
const SidebarPanel = lazy(retryOnce(() => import('./SidebarPanel')));
const SidebarDrawer = lazy(retryOnce(() => import('./SidebarDrawer')));
// SPEC §2/§9: the chat widget (its button and the bar's count; the panel loads on a click) loads
// CHAT_WIDGET_DELAY_MS after the workspace, except on the technician's phone layout.
const ChatLauncher = lazy(retryOnce(() => import('../../chat/ChatLauncher')));
// Issue 19: a technician's outbox (IndexedDB, what waits to be sent, refusals explained); its engine
// loads when there is something to send or tell (OutboxStarter).
const OutboxStarter = lazy(retryOnce(() => import(/* webpackChunkName: "outbox-starter" */ '../../outbox/OutboxStarter')));

/** Holds the sidebar's place while its chunk loads, drawn as the empty Sider was: nothing shifts. */
function SiderPlaceholder({ open }: { open: boolean }) {
  const { token } = theme.useToken();
  const width = open ? SIDER_WIDTH : SIDER_ICON_WIDTH;
  return <div className="ff-sider" aria-hidden style={{ flex: `0 0 ${width}`, width, background: token.colorBgContainer }} />;
}

/**
 * The signed-in frame of SPEC §2: sidebar and centered content on desktop; below
 * 768px a drawer behind a menu button, or the bottom tab bar for technicians.
 */
export function WorkspaceLayout({ remote, children }: { remote: string; children: ReactNode }) {
  const { t } = useTranslation('shell');
  const { token } = theme.useToken();
  const session = useSession();
  const { account } = useShell();
  const mobile = useMobile();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [drawerUsed, setDrawerUsed] = useState(false);
  const [chat, setChat] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setChat(true), CHAT_WIDGET_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);
  const toggleDrawer = useCallback(() => {
    setDrawerUsed(true);
    setDrawerOpen((open) => !open);
  }, []);
  const { open, setOpen } = useSidebarState(mobile, toggleDrawer);
  const signedIn = session.status === 'signed-in';
  const drawerRole = signedIn && session.user.role !== 'technician';
  useAnnounceSidebar(!mobile && signedIn);
  // On a phone the drawer's menu button sits in the header (one row); technicians have the tab bar.
  useAnnounceDrawer(mobile && drawerRole ? { open: drawerOpen, toggle: toggleDrawer } : null);

  // The guard renders this only for a signed-in user; without one there is no menu to draw.
  if (session.status !== 'signed-in') return <main className="ff-workspace-content">{children}</main>;
  const { user } = session;
  const tabBar = mobile && user.role === 'technician';
  const onSignOut = () => void account.signOut();
  // The layout background antd's Layout painted, from the theme: light and dark as before.
  const background = { background: token.colorBgLayout };

  return (
    <div
      className={mobile ? 'ff-workspace' : 'ff-workspace ff-workspace-has-sider'}
      style={background}
      data-remote={remote}
      data-sidebar={mobile ? 'mobile' : open ? 'expanded' : 'collapsed'}
    >
      {mobile ? null : (
        <Suspense fallback={<SiderPlaceholder open={open} />}>
          <SidebarPanel user={user} collapsed={!open} onSignOut={onSignOut} />
        </Suspense>
      )}
      <div className="ff-workspace-main" style={background}>
        {mobile ? null : (
          <div className="ff-workspace-bar">
            <Button
              type="text"
              icon={open ? <MenuFoldOutlined /> : <MenuUnfoldOutlined />}
              onClick={() => setOpen(!open)}
              aria-label={t('sidebar.toggle')}
              aria-expanded={open}
              title={t('sidebar.shortcut')}
            />
          </div>
        )}
        {/* Room under the page for what floats over its bottom edge: the tab bar, or the chat button. */}
        <main className={tabBar ? 'ff-workspace-content ff-with-tab-bar' : 'ff-workspace-content ff-with-chat'}>
          {/* The technician's offer to install: on the phone (where the gate already asked) and at a desk (no gate there). */}
          {user.role === 'technician' ? <InstallBannerSlot /> : null}
          {user.role === 'technician' ? (
            <Suspense fallback={null}>
              <OutboxStarter />
            </Suspense>
          ) : null}
          {children}
        </main>
      </div>
      {mobile && !tabBar && drawerUsed ? (
        <Suspense fallback={null}>
          <SidebarDrawer user={user} open={drawerOpen} onClose={() => setDrawerOpen(false)} onSignOut={onSignOut} />
        </Suspense>
      ) : null}
      {tabBar ? <TechnicianTabBar /> : null}
      {/* Issue 18: the header's bell, for every role and layout (its panel loads on the first click). */}
      <NotificationBell />
      {chat && !tabBar ? (
        // A chat button that cannot load (twice) is left out; the page and the workspace stay.
        <ErrorBoundary fallback={() => null}>
          <Suspense fallback={null}>
            <ChatLauncher />
          </Suspense>
        </ErrorBoundary>
      ) : null}
    </div>
  );
}
