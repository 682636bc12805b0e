import type { NamespaceResources, SameKeys } from '../types';
import { kitWordsEn, kitWordsRu } from './kit-words';
import { vendorsEn, vendorsRu } from './admin-vendors';
import { unknownSmsEn, unknownSmsRu } from './admin-unknown-sms';
import { adminUsersEn, adminUsersRu } from './admin-users';
import { adminTechniciansEn, adminTechniciansRu } from './admin-technicians';
import { systemEn, systemRu } from './admin-system-settings';

const en = {
  appName: 'Admin workspace',
  version: 'Admin app {{version}}',
  kit: kitWordsEn,
  dashboard: {
    title: 'Admin dashboard',
    subtitle: 'The platform at a glance.',
    emptyTitle: 'Nothing needs your attention',
    emptyText: 'Vendors waiting for approval and unmatched messages will appear here.',
    pendingVendors: 'Review vendors waiting for activation',
    attentionTitle: 'Needs your attention',
    pendingTitle: 'Vendors waiting for activation',
    moreVendors: 'and {{count}} more',
    counts: {
      activeVendors: 'Active vendors',
      suspendedVendors: 'Suspended vendors',
      technicians: 'Active technicians',
      ordersToday: 'Orders today',
      unknownSms: 'Unknown texts',
      failedJobs: 'Failed background jobs',
    },
  },
  ...vendorsEn,
  ...unknownSmsEn,
  ...adminUsersEn,
  ...adminTechniciansEn,
  ...systemEn,
  systemSettings: {
    title: 'System Settings',
    subtitle: 'Defaults for new vendors, outside services, background jobs, releases and kept mail.',
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
  kit: kitWordsRu,
  dashboard: {
    title: 'Панель администратора',
    subtitle: 'Платформа с высоты птичьего полёта.',
    emptyTitle: 'Ничего не требует внимания',
    emptyText: 'Здесь появятся поставщики, ожидающие подтверждения, и нераспознанные сообщения.',
    pendingVendors: 'Проверить поставщиков, ожидающих активации',
    attentionTitle: 'Требует внимания',
    pendingTitle: 'Поставщики ждут активации',
    moreVendors: 'и ещё {{count}}',
    counts: {
      activeVendors: 'Активные поставщики',
      suspendedVendors: 'Приостановленные поставщики',
      technicians: 'Активные мастера',
      ordersToday: 'Заказы на сегодня',
      unknownSms: 'Неопознанные SMS',
      failedJobs: 'Сбойные фоновые задачи',
    },
  },
  ...vendorsRu,
  ...unknownSmsRu,
  ...adminUsersRu,
  ...adminTechniciansRu,
  ...systemRu,
  systemSettings: {
    title: 'Настройки системы',
    subtitle: 'Настройки для новых поставщиков, внешние сервисы, фоновые задачи, выпуски и сохранённая почта.',
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
