import type { NamespaceResources, SameKeys } from '../types';

const en = {
  appName: 'Admin workspace',
  version: 'Admin app {{version}}',
  menu: {
    dashboard: 'Dashboard',
    systemSettings: 'System Settings',
  },
  dashboard: {
    title: 'Admin dashboard',
    subtitle: 'The platform at a glance.',
    emptyTitle: 'Nothing needs your attention',
    emptyText: 'Vendors waiting for approval and unmatched messages will appear here.',
  },
  systemSettings: {
    title: 'System Settings',
    subtitle: 'What is deployed right now.',
    releasesTitle: 'Released workspaces',
    remote: 'Workspace',
    version: 'Version',
    manifest: 'Manifest',
    unknownVersion: 'unknown',
    shellSdk: 'Shell SDK {{version}}',
    noRemotes: 'No workspaces are registered.',
  },
} as const;

const ru: SameKeys<typeof en> = {
  appName: 'Пространство администратора',
  version: 'Приложение администратора {{version}}',
  menu: {
    dashboard: 'Панель',
    systemSettings: 'Настройки системы',
  },
  dashboard: {
    title: 'Панель администратора',
    subtitle: 'Платформа с высоты птичьего полёта.',
    emptyTitle: 'Ничего не требует внимания',
    emptyText: 'Здесь появятся поставщики, ожидающие подтверждения, и нераспознанные сообщения.',
  },
  systemSettings: {
    title: 'Настройки системы',
    subtitle: 'Что сейчас развёрнуто.',
    releasesTitle: 'Выпущенные пространства',
    remote: 'Пространство',
    version: 'Версия',
    manifest: 'Манифест',
    unknownVersion: 'неизвестна',
    shellSdk: 'Shell SDK {{version}}',
    noRemotes: 'Нет зарегистрированных пространств.',
  },
};

export const adminMessages: NamespaceResources = { en, ru };
