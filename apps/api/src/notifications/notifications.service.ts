import { EntityManager } from '@mikro-orm/postgresql';
import { HttpStatus, Injectable } from '@nestjs/common';
import type { NotificationItem, NotificationList, NotificationType, UnreadCount } from '@fixflow/contracts';
import type { Principal } from '../auth/principal.js';
import { isUuid } from '../auth/principals.service.js';
import { ApiException } from '../common/api-exception.js';
import { NotificationEvents } from '../realtime/notification-events.js';
import type { ListNotificationsQuery } from './notifications.dto.js';
import { Notification } from './notification.entity.js';

/** The newest first; older ones matter less and the list is a glance, not an archive. */
const LIST_LIMIT = 100;

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
    private readonly em: EntityManager,
    private readonly events: NotificationEvents,
  ) {}

  async list(caller: Principal, query: ListNotificationsQuery): Promise<NotificationList> {
    const rows = await this.em.find(
      Notification,
      {
        userId: caller.userId,
        ...(query.type ? { type: query.type } : {}),
        ...(query.unread ? { isRead: query.unread === 'false' } : {}),
      },
      { orderBy: { createdAt: 'desc', id: 'desc' }, limit: LIST_LIMIT },
    );
    return { items: rows.map(toItem) };
  }

  async unreadCount(caller: Principal, type?: NotificationType): Promise<UnreadCount> {
    const count = await this.em.count(Notification, { userId: caller.userId, isRead: false, ...(type ? { type } : {}) });
    return { count };
  }

  async markRead(caller: Principal, id: string): Promise<NotificationItem> {
    const row = isUuid(id) ? await this.em.findOne(Notification, { id, userId: caller.userId }) : null;
    if (!row) throw new ApiException(HttpStatus.NOT_FOUND, 'NOT_FOUND');
    if (row.isRead) return toItem(row);
    row.isRead = true;
    await this.em.flush();
    this.events.changed(caller.userId, { action: 'read', id: row.id, type: row.type });
    return toItem(row);
  }

  /**
   * For the features that raise notifications (incoming SMS, completed orders). Its own
   * fork: a webhook or a job calls it outside any request's unit of work.
   */
  async create(userId: string, type: NotificationType, data: Record<string, unknown> = {}): Promise<NotificationItem> {
    const em = this.em.fork();
    const row = em.create(Notification, { userId, type, data });
    await em.flush();
    this.events.changed(userId, { action: 'created', id: row.id, type });
    return toItem(row);
  }
}
