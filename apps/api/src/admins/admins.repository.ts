import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { AdminSummary, ManagedUser, ManagedUserList, Role, UserStatus } from '@fixflow/contracts';
import { keysetPage } from '../common/keyset-page.js';
import { containsPattern } from '../common/like.js';
import { isoInstant } from '../database/instant.js';
import { hashToken } from '../auth/token-crypto.js';
import { ContactChange } from './contact-change.entity.js';

type Instant = Date | string;
const iso = (value: Instant | null) => (value === null ? null : isoInstant(value));

interface UserRow {
  id: string;
  email: string | null;
  phone: string | null;
  email_confirmed_at: Instant | null;
  last_sign_in_at: Instant | null;
  deactivated_at: Instant | null;
  created_at: Instant;
  role: Role | null;
  name: string | null;
  profile_status: string | null;
  pending_email: string | null;
  pending_phone: string | null;
}

/** Every account joined to the profile that gives its role (SPEC.md §6: admin, then technician, then vendor). */
const USER_COLUMNS = `u.id, u.email, u.phone, u.email_confirmed_at, u.last_sign_in_at, u.deactivated_at, u.created_at,
  case when a.user_id is not null then 'admin' when t.id is not null then 'technician' when v.id is not null then 'vendor' end as role,
  coalesce(a.full_name, t.full_name, v.company_name) as name,
  coalesce(a.status, t.status, v.status) as profile_status,
  (select c.new_value from contact_changes c where c.user_id = u.id and c.kind = 'email' and c.used_at is null and c.expires_at > now() order by c.created_at desc limit 1) as pending_email,
  (select c.new_value from contact_changes c where c.user_id = u.id and c.kind = 'phone' and c.used_at is null and c.expires_at > now() order by c.created_at desc limit 1) as pending_phone`;
const USER_FROM = `users u left join admins a on a.user_id = u.id left join technicians t on t.id = u.id left join vendors v on v.user_id = u.id`;

const statusOf = (deactivatedAt: Instant | null): UserStatus => (deactivatedAt === null ? 'active' : 'inactive');

const toManagedUser = (row: UserRow): ManagedUser => ({
  id: row.id,
  role: row.role,
  name: row.name,
  email: row.email,
  phone: row.phone,
  email_confirmed_at: iso(row.email_confirmed_at),
  status: statusOf(row.deactivated_at),
  profile_status: row.profile_status,
  pending_email: row.pending_email,
  pending_phone: row.pending_phone,
  last_sign_in_at: iso(row.last_sign_in_at),
  created_at: isoInstant(row.created_at),
});

export interface UserListFilter {
  search?: string;
  role?: Role;
  status?: UserStatus;
  cursor?: string;
  limit?: number;
}

/** Administrators and every account for User Management (issue 16): the SQL of both pages. */
@Injectable()
export class AdminsRepository {
  constructor(private readonly em: EntityManager) {}

  /** Every administrator, oldest first (the founders on top), with whether the invitation is still open. */
  async admins(em: EntityManager = this.em): Promise<AdminSummary[]> {
    const rows = await em.execute<(UserRow & { full_name: string | null; admin_status: string; invited: boolean })[]>(
      `select u.id, a.email as profile_email, u.email, a.full_name, a.status as admin_status, u.deactivated_at, u.last_sign_in_at, u.created_at,
              (u.email_confirmed_at is null and u.last_sign_in_at is null) as invited
         from admins a join users u on u.id = a.user_id
        order by u.created_at asc, u.id asc`,
    );
    return rows.map((row) => ({
      id: row.id,
      email: row.email,
      full_name: row.full_name,
      status: row.admin_status === 'active' && row.deactivated_at === null ? 'active' : 'inactive',
      invited: row.invited,
      last_sign_in_at: iso(row.last_sign_in_at),
      created_at: isoInstant(row.created_at),
    }));
  }

  async admin(id: string, em: EntityManager = this.em): Promise<AdminSummary | null> {
    return (await this.admins(em)).find((admin) => admin.id === id) ?? null;
  }

  /**
   * The active administrators, their rows locked: two admins deactivating each other at once
   * wait for one another, so the last active one is never deactivated.
   */
  async lockActiveAdmins(em: EntityManager): Promise<string[]> {
    const rows = await em.execute<{ user_id: string }[]>(
      `select a.user_id from admins a join users u on u.id = a.user_id
        where a.status = 'active' and u.deactivated_at is null
        order by a.user_id for update of a`,
    );
    return rows.map((row) => row.user_id);
  }

  async isAdmin(userId: string, em: EntityManager = this.em): Promise<boolean> {
    const rows = await em.execute<{ one: number }[]>(`select 1 as one from admins where user_id = ?`, [userId]);
    return rows.length > 0;
  }

  /**
   * Deactivates (a time) or reactivates (null) the account; an admin's or a technician's profile
   * follows, so a technician deactivated here is also one that no assignment or offer reaches
   * (technicians.status, as Admin › Technicians sets it).
   */
  async setDeactivated(userId: string, at: Date | null, em: EntityManager): Promise<void> {
    const status = at === null ? 'active' : 'inactive';
    await em.execute(`update users set deactivated_at = ? where id = ?`, [at, userId]);
    await em.execute(`update admins set status = ? where user_id = ?`, [status, userId]);
    await em.execute(`update technicians set status = ? where id = ?`, [status, userId]);
  }

  /** A new admin profile for a just-created user. */
  async createAdmin(userId: string, fullName: string, email: string, em: EntityManager): Promise<void> {
    await em.execute(`insert into admins (user_id, full_name, email, status) values (?, ?, ?, 'active')`, [userId, fullName, email]);
  }

  /** Newest first, by part of name, email or phone, by role and status. */
  users(filter: UserListFilter): Promise<ManagedUserList> {
    const where: string[] = [];
    const params: unknown[] = [];
    const search = filter.search?.trim();
    if (search) {
      const like = containsPattern(search);
      where.push(`(u.email ilike ? or u.phone ilike ? or coalesce(a.full_name, t.full_name, v.company_name) ilike ?)`);
      params.push(like, like, like);
    }
    if (filter.role === 'admin') where.push('a.user_id is not null');
    if (filter.role === 'technician') where.push('a.user_id is null and t.id is not null');
    if (filter.role === 'vendor') where.push('a.user_id is null and t.id is null and v.id is not null');
    if (filter.status) where.push(filter.status === 'active' ? 'u.deactivated_at is null' : 'u.deactivated_at is not null');
    return keysetPage(
      (sql, values) => this.em.execute(sql, values),
      { columns: USER_COLUMNS, from: USER_FROM, where, params, at: 'u.created_at', id: 'u.id', cursor: filter.cursor, limit: filter.limit },
      toManagedUser,
    );
  }

  async user(id: string, em: EntityManager = this.em): Promise<ManagedUser | null> {
    const rows = await em.execute<UserRow[]>(`select ${USER_COLUMNS} from ${USER_FROM} where u.id = ?`, [id]);
    return rows[0] ? toManagedUser(rows[0]) : null;
  }

  /** A pending change; earlier open ones of the same kind stop working (only the newest link counts). */
  async requestContactChange(change: { userId: string; kind: 'email' | 'phone'; newValue: string; tokenHash: string; expiresAt: Date; requestedBy: string }, em: EntityManager): Promise<void> {
    await em.execute(`update contact_changes set used_at = now() where user_id = ? and kind = ? and used_at is null`, [change.userId, change.kind]);
    em.persist(em.create(ContactChange, change));
    await em.flush();
  }

  /** The open change a link's token names, locked and marked used; null when unknown, used or expired. */
  async consumeContactChange(token: string, now: Date, em: EntityManager): Promise<ContactChange | null> {
    const rows = await em.execute<{ id: string }[]>(
      `select id from contact_changes where token_hash = ? and used_at is null and expires_at > ? for update`,
      [hashToken(token), now],
    );
    if (!rows[0]) return null;
    await em.execute(`update contact_changes set used_at = ? where id = ?`, [now, rows[0].id]);
    return em.findOneOrFail(ContactChange, rows[0].id, { refresh: true });
  }

  /** Applies a confirmed change to the account and its profile row. */
  async applyContact(userId: string, kind: 'email' | 'phone', value: string, now: Date, em: EntityManager): Promise<void> {
    if (kind === 'email') {
      await em.execute(`update users set email = ?, email_confirmed_at = ? where id = ?`, [value, now, userId]);
    } else {
      await em.execute(`update users set phone = ? where id = ?`, [value, userId]);
    }
    for (const table of ['admins', 'vendors']) await em.execute(`update ${table} set ${kind} = ? where user_id = ?`, [value, userId]);
    await em.execute(`update technicians set ${kind} = ? where id = ?`, [value, userId]);
  }

  /** Whether another account already has this email or phone. */
  async contactTaken(kind: 'email' | 'phone', value: string, userId: string, em: EntityManager = this.em): Promise<boolean> {
    const rows = await em.execute<{ one: number }[]>(`select 1 as one from users where ${kind} = ? and id <> ?`, [value, userId]);
    return rows.length > 0;
  }
}
