import { Drawer } from 'antd';
import { useTranslation } from 'react-i18next';
import type { SessionUser } from '@fixflow/shell-sdk';
import { SidebarNav } from './SidebarNav';

/** The phone's sidebar: a drawer from the left, 18rem wide (SPEC §2); choosing an item closes it. */
export default function SidebarDrawer({ user, open, onClose, onSignOut }: { user: SessionUser; open: boolean; onClose: () => void; onSignOut: () => void }) {
  const { t } = useTranslation('shell');
  return (
    <Drawer placement="left" open={open} onClose={onClose} size="18rem" title={t('brand')} styles={{ body: { padding: 0 } }} data-testid="sidebar-drawer">
      <SidebarNav user={user} collapsed={false} onNavigate={onClose} onSignOut={onSignOut} />
    </Drawer>
  );
}
