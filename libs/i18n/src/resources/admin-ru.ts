import type { SameKeys } from '../types';
import type { adminEn } from './admin-en';
import { kitWordsRu } from './kit-words-ru';
import { vendorsRu } from './admin-vendors-ru';
import { unknownSmsRu } from './admin-unknown-sms-ru';
import { adminUsersRu } from './admin-users-ru';
import { adminTechniciansRu } from './admin-technicians-ru';
import { systemRu } from './admin-system-settings-ru';

export const adminRu: SameKeys<typeof adminEn> = {
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
