/** SPEC §2 widths of the desktop sidebar: 16rem expanded, 3rem as icons (the phone drawer's 18rem is in SidebarDrawer). */
export const SIDER_WIDTH = '16rem';
export const SIDER_ICON_WIDTH = '3rem';
