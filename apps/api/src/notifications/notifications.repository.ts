import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { NotificationType } from '@fixflow/contracts';
import { Notification } from './notification.entity.js';

/** A user's notifications, through their entity (no figure was measured here). */
@Injectable()
export class NotificationsRepository {
  constructor(private readonly em: EntityManager) {}

  /** Newest first, at most `limit`. */
  list(userId: string, filter: { type?: NotificationType; isRead?: boolean }, limit: number): Promise<Notification[]> {
    return this.em.find(
      Notification,
      { userId, ...(filter.type ? { type: filter.type } : {}), ...(filter.isRead === undefined ? {} : { isRead: filter.isRead }) },
      { orderBy: { createdAt: 'desc', id: 'desc' }, limit },
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

  /** On its own fork: a webhook or a job calls it outside any request's unit of work. */
  async create(userId: string, type: NotificationType, data: Record<string, unknown>): Promise<Notification> {
    const em = this.em.fork();
    const row = em.create(Notification, { userId, type, data });
    await em.flush();
    return row;
  }
}
