import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { NotificationItem, NotificationList, NotificationType } from '@fixflow/contracts';
import { isoInstant } from '../database/instant.js';
import { keysetPage } from '../common/keyset-page.js';
import { Notification } from './notification.entity.js';

interface NotificationRow {
  id: string;
  type: NotificationType;
  is_read: boolean;
  created_at: Date | string;
  data: Record<string, unknown>;
}

const toItem = (row: NotificationRow): NotificationItem => ({ id: row.id, type: row.type, is_read: row.is_read, created_at: isoInstant(row.created_at), data: row.data });

/**
 * A user's notifications: the pages newest first in SQL, keyset by (created_at, id) on the
 * (user_id, created_at, id) index; single rows through their entity.
 */
@Injectable()
export class NotificationsRepository {
  constructor(private readonly em: EntityManager) {}

  /** A page of the user's notifications, newest first, by type and read state. */
  page(userId: string, filter: { type?: NotificationType; isRead?: boolean }, cursor: string | undefined, limit: number): Promise<NotificationList> {
    const where = ['n.user_id = ?'];
    const params: unknown[] = [userId];
    if (filter.type) {
      where.push('n.type = ?');
      params.push(filter.type);
    }
    if (filter.isRead !== undefined) {
      where.push('n.is_read = ?');
      params.push(filter.isRead);
    }
    return keysetPage<NotificationRow, NotificationItem>(
      (sql, values) => this.em.execute(sql, values),
      { columns: 'n.id, n.type, n.is_read, n.created_at, n.data', from: 'notifications n', where, params, at: 'n.created_at', id: 'n.id', cursor, limit },
      toItem,
    );
  }

  unreadCount(userId: string, type?: NotificationType): Promise<number> {
    return this.em.count(Notification, { userId, isRead: false, ...(type ? { type } : {}) });
  }

  /** One notification; that it is the caller's own was required first (AccessRepository.ownNotifications). */
  byId(id: string): Promise<Notification> {
    return this.em.findOneOrFail(Notification, id);
  }

  async markRead(notification: Notification): Promise<void> {
    notification.isRead = true;
    await this.em.flush();
  }

  /** Marks read every unread notification of the user (the center's "Mark all read"); how many it changed. */
  async markAllRead(userId: string): Promise<number> {
    const rows = await this.em.execute<{ id: string }[]>('update notifications set is_read = true where user_id = ? and is_read = false returning id', [userId]);
    return rows.length;
  }

  /**
   * Marks read a user's unread notifications of a type whose `data[key]` is `value` (a customer's
   * texts once its thread is read); the ids it changed.
   */
  async markReadWhere(userId: string, type: NotificationType, key: string, value: string): Promise<string[]> {
    const rows = await this.em.execute<{ id: string }[]>(
      'update notifications set is_read = true where user_id = ? and type = ? and is_read = false and data ->> ? = ? returning id::text as id',
      [userId, type, key, value],
    );
    return rows.map((row) => row.id);
  }

  /**
   * On its own fork: a webhook or a job calls it outside any request's unit of work. Its time is
   * the database's, to the microsecond (a JS Date has milliseconds only, and two notifications
   * of one millisecond came out of the newest-first list in either order).
   */
  async create(userId: string, type: NotificationType, data: Record<string, unknown>): Promise<NotificationItem> {
    const [row] = await this.em.fork().execute<NotificationRow[]>(
      `insert into notifications (id, user_id, type, is_read, created_at, data) values (?, ?, ?, false, clock_timestamp(), ?::jsonb)
       returning id::text, type, is_read, created_at, data`,
      [crypto.randomUUID(), userId, type, JSON.stringify(data)],
    );
    return toItem(row);
  }
}
