import { Suspense, lazy, useCallback, useState, type ReactNode } from 'react';
import { Button, Layout } from 'antd';
import { MenuFoldOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useSession, useShell } from '@fixflow/shell-sdk';
import { InstallBannerSlot } from '../../pwa/InstallBannerSlot';
import { useAnnounceDrawer, useAnnounceSidebar } from './sidebar-presence';
import { TechnicianTabBar } from './TechnicianTabBar';
import { useMobile } from './useMobile';
import { useSidebarState } from './sidebar-state';

/** SPEC §2 widths: 16rem expanded, 3rem as icons (the phone drawer's 18rem is in SidebarDrawer). */
const WIDTH = '16rem';
const ICON_WIDTH = '3rem';

// The menu (antd Menu) and the phone drawer load when drawn: a technician's phone shows the
// tab bar instead and downloads neither.
const SidebarNav = lazy(async () => ({ default: (await import('./SidebarNav')).SidebarNav }));
const SidebarDrawer = lazy(() => import('./SidebarDrawer'));

/**
 * The signed-in frame of SPEC §2: sidebar and centered content on desktop; below
 * 768px a drawer behind a menu button, or the bottom tab bar for technicians.
 */
export function WorkspaceLayout({ remote, children }: { remote: string; children: ReactNode }) {
  const { t } = useTranslation('shell');
  const session = useSession();
  const { account } = useShell();
  const mobile = useMobile();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [drawerUsed, setDrawerUsed] = useState(false);
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
  if (session.status !== 'signed-in') return <Layout.Content className="ff-workspace-content">{children}</Layout.Content>;
  const { user } = session;
  const tabBar = mobile && user.role === 'technician';
  const onSignOut = () => void account.signOut();

  return (
    <Layout className="ff-workspace" data-remote={remote} data-sidebar={mobile ? 'mobile' : open ? 'expanded' : 'collapsed'}>
      {mobile ? null : (
        <Layout.Sider
          className="ff-sider"
          theme="light"
          width={WIDTH}
          collapsedWidth={ICON_WIDTH}
          collapsed={!open}
          trigger={null}
          data-testid="sidebar"
        >
          <Suspense fallback={null}>
            <SidebarNav user={user} collapsed={!open} onSignOut={onSignOut} />
          </Suspense>
        </Layout.Sider>
      )}
      <Layout className="ff-workspace-main">
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
        <Layout.Content className={tabBar ? 'ff-workspace-content ff-with-tab-bar' : 'ff-workspace-content'}>
          {tabBar ? <InstallBannerSlot /> : null}
          {children}
        </Layout.Content>
      </Layout>
      {mobile && !tabBar && drawerUsed ? (
        <Suspense fallback={null}>
          <SidebarDrawer user={user} open={drawerOpen} onClose={() => setDrawerOpen(false)} onSignOut={onSignOut} />
        </Suspense>
      ) : null}
      {tabBar ? <TechnicianTabBar /> : null}
    </Layout>
  );
}
