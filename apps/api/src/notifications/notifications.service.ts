import { Injectable } from '@nestjs/common';
import type { NotificationItem, NotificationList, NotificationType, ReadAllResult, UnreadCount } from '@fixflow/contracts';
import { AccessService } from '../access/access.service.js';
import { DEFAULT_PAGE_SIZE } from '../common/keyset-page.js';
import type { Principal } from '../auth/principal.js';
import { NotificationEvents } from '../realtime/notification-events.js';
import type { ListNotificationsQuery } from './notifications.dto.js';
import type { Notification } from './notification.entity.js';
import { NotificationsRepository } from './notifications.repository.js';

const toItem = (row: Notification): NotificationItem => ({
  id: row.id,
  type: row.type,
  is_read: row.isRead,
  created_at: row.createdAt.toISOString(),
  data: row.data,
});

/**
 * A user's own notifications; anyone else's are "not found", never "forbidden". Each creation or
 * read is told to that user's sockets, so the badges refetch at once rather than on their next poll.
 */
@Injectable()
export class NotificationsService {
  constructor(
    private readonly notifications: NotificationsRepository,
    private readonly events: NotificationEvents,
    private readonly access: AccessService,
  ) {}

  async list(caller: Principal, query: ListNotificationsQuery): Promise<NotificationList> {
    await this.access.requireAccess(caller, 'notification.read');
    const isRead = query.unread === undefined ? undefined : query.unread === 'false';
    return this.notifications.page(caller.userId, { type: query.type, isRead }, query.cursor, query.limit ?? DEFAULT_PAGE_SIZE);
  }

  async unreadCount(caller: Principal, type?: NotificationType): Promise<UnreadCount> {
    await this.access.requireAccess(caller, 'notification.read');
    const count = await this.notifications.unreadCount(caller.userId, type);
    return { count };
  }

  async markRead(caller: Principal, id: string): Promise<NotificationItem> {
    await this.access.requireAccess(caller, 'notification.write', [id]);
    const row = await this.notifications.byId(id);
    if (row.isRead) return toItem(row);
    await this.notifications.markRead(row);
    this.events.changed(caller.userId, { action: 'read', id: row.id, type: row.type });
    return toItem(row);
  }

  /**
   * POST /api/notifications/read-all: every unread notification of the caller's is read; its other
   * sessions (a phone and a desktop) hear it once, so their badges agree.
   */
  async readAll(caller: Principal): Promise<ReadAllResult> {
    await this.access.requireAccess(caller, 'notification.write');
    const marked = await this.notifications.markAllRead(caller.userId);
    if (marked) this.events.changed(caller.userId, { action: 'read_all', id: null, type: null });
    return { marked };
  }

  /**
   * The caller read what some notifications are about (a customer's thread): those of `type`
   * whose `data[key]` is `value` are marked read, and its badge is told. The caller's access to
   * the thing itself was required by the feature; this touches only the caller's own rows.
   */
  async readAbout(caller: Principal, type: NotificationType, key: string, value: string): Promise<number> {
    const ids = await this.notifications.markReadWhere(caller.userId, type, key, value);
    for (const id of ids) this.events.changed(caller.userId, { action: 'read', id, type });
    return ids.length;
  }

  /**
   * For the features that raise notifications (incoming SMS, completed orders), from requests,
   * webhooks and jobs alike. `announce: false` when the caller's own event tells the user (an
   * order change's order.changed names the users it notified), so no notification.changed is sent.
   */
  async create(userId: string, type: NotificationType, data: Record<string, unknown> = {}, { announce = true } = {}): Promise<NotificationItem> {
    const item = await this.notifications.create(userId, type, data);
    if (announce) this.events.changed(userId, { action: 'created', id: item.id, type });
    return item;
  }
}
