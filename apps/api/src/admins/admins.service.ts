import { EntityManager, UniqueConstraintViolationException } from '@mikro-orm/postgresql';
import { HttpStatus, Inject, Injectable } from '@nestjs/common';
import type { AdminSummary, ManagedUser, ManagedUserList, UserStatus } from '@fixflow/contracts';
import { AccessService } from '../access/access.service.js';
import { AuditRepository } from '../audit/audit.repository.js';
import { AUTH_CONFIG, type AuthConfig } from '../auth/auth.config.js';
import { AuthService } from '../auth/auth.service.js';
import { AuthClock } from '../auth/clock.js';
import { User } from '../auth/entities/user.entity.js';
import { hashPassword } from '../auth/password-hasher.js';
import type { Principal } from '../auth/principal.js';
import { safeRedirect, withErrorInHash } from '../auth/redirect.js';
import { SessionsService } from '../auth/sessions.service.js';
import { hashToken, newOpaqueToken } from '../auth/token-crypto.js';
import { ApiException } from '../common/api-exception.js';
import { isUuid } from '../common/uuid.js';
import type { Language } from '../i18n/language.js';
import { errorMessage } from '../i18n/message-catalogues.js';
import { MailService } from '../mail/mail.service.js';
import { OfferWithdrawals } from '../offers/offer-withdrawals.js';
import { adminInviteMail, contactChangeMail } from './admin-mails.js';
import type { InviteAdminDto, ListUsersQuery } from './admins.dto.js';
import { AdminsRepository } from './admins.repository.js';

type ContactKind = 'email' | 'phone';

/**
 * Administrators (/admin/admins) and User Management (/admin/users), issue 16. Every action runs
 * in one transaction with its audit row; ending sessions takes effect on every API process once
 * that transaction has committed (PrincipalCache's forget through Redis).
 */
@Injectable()
export class AdminsService {
  constructor(
    private readonly em: EntityManager,
    private readonly repository: AdminsRepository,
    private readonly access: AccessService,
    private readonly audit: AuditRepository,
    private readonly sessions: SessionsService,
    private readonly auth: AuthService,
    private readonly mail: MailService,
    private readonly withdrawals: OfferWithdrawals,
    private readonly clock: AuthClock,
    @Inject(AUTH_CONFIG) private readonly config: AuthConfig,
  ) {}

  async admins(caller: Principal): Promise<AdminSummary[]> {
    await this.access.requireAccess(caller, 'admin.manage');
    return this.repository.admins();
  }

  /** A new administrator account whose invitation link (a recovery link living as long as a sign-up's) lets the invitee set a password. */
  async invite(caller: Principal, dto: InviteAdminDto, language: Language): Promise<AdminSummary> {
    await this.access.requireAccess(caller, 'admin.manage');
    // Nobody knows this password: the invitee chooses one through the link.
    const passwordHash = await hashPassword(newOpaqueToken());
    const fullName = dto.full_name.trim();
    try {
      const id = await this.em.transactional(async (em) => {
        const user = em.create(User, { email: dto.email, passwordHash });
        await em.persist(user).flush();
        await this.repository.createAdmin(user.id, fullName, dto.email, em);
        const link = await this.auth.verifyLink('recovery', user.id, this.config.signupLinkTtlS);
        await this.mail.send(adminInviteMail(dto.email, fullName, link, language));
        await this.audit.record(
          { actorId: caller.userId, actorRole: 'admin', action: 'admin.invite', targetType: 'admin', targetId: user.id, after: { email: dto.email, full_name: fullName, status: 'active' } },
          em,
        );
        return user.id;
      });
      return (await this.repository.admin(id)) as AdminSummary;
    } catch (error) {
      if (error instanceof UniqueConstraintViolationException) throw new ApiException(HttpStatus.CONFLICT, 'USER_ALREADY_REGISTERED');
      throw error;
    }
  }

  /** PATCH /api/admins/:id: only administrators. */
  async setAdminStatus(caller: Principal, id: string, status: UserStatus): Promise<AdminSummary> {
    await this.access.requireAccess(caller, 'admin.manage');
    if (!isUuid(id) || !(await this.repository.isAdmin(id))) throw new ApiException(HttpStatus.NOT_FOUND, 'ADMIN_NOT_FOUND');
    await this.changeStatus(caller, id, status, 'admin');
    return (await this.repository.admin(id)) as AdminSummary;
  }

  async users(caller: Principal, query: ListUsersQuery): Promise<ManagedUserList> {
    await this.access.requireAccess(caller, 'user.manage');
    return this.repository.users(query);
  }

  /** PATCH /api/admin/users/:id: any account; an administrator's under the same rules as on /admin/admins. */
  async setUserStatus(caller: Principal, id: string, status: UserStatus): Promise<ManagedUser> {
    await this.access.requireAccess(caller, 'user.manage');
    await this.findUser(id);
    await this.changeStatus(caller, id, status, 'user');
    return this.findUser(id);
  }

  async endSessions(caller: Principal, id: string): Promise<{ ended: number }> {
    await this.access.requireAccess(caller, 'user.manage');
    await this.findUser(id);
    const ended = await this.em.transactional(async (em) => {
      const count = await this.sessions.endAll(id, em);
      await this.audit.record(
        { actorId: caller.userId, actorRole: 'admin', action: 'user.end_sessions', targetType: 'user', targetId: id, before: { open_sessions: count }, after: { open_sessions: 0 } },
        em,
      );
      return count;
    });
    await this.sessions.forgetEnded(id);
    return { ended };
  }

  /** The recovery mail a user would ask for themselves, sent on the admin's word. */
  async sendPasswordReset(caller: Principal, id: string, language: Language): Promise<ManagedUser> {
    await this.access.requireAccess(caller, 'user.manage');
    const user = await this.findUser(id);
    if (!user.email) throw new ApiException(HttpStatus.CONFLICT, 'NO_CONFIRMED_EMAIL');
    const email = user.email;
    await this.em.transactional(async (em) => {
      await this.audit.record(
        { actorId: caller.userId, actorRole: 'admin', action: 'user.password_reset', targetType: 'user', targetId: id, after: { sent_to: email } },
        em,
      );
      await this.auth.recover(email, undefined, language);
    });
    return user;
  }

  /**
   * Asks for a new email or phone: the confirmation link goes to the new email (a phone's to the
   * user's confirmed email); the change applies only when it is opened. Until then the old one stays.
   */
  async requestContactChange(caller: Principal, id: string, kind: ContactKind, value: string, language: Language): Promise<ManagedUser> {
    await this.access.requireAccess(caller, 'user.manage');
    const user = await this.findUser(id);
    if (user[kind] === value) throw new ApiException(HttpStatus.CONFLICT, 'CONTACT_UNCHANGED');
    if (await this.repository.contactTaken(kind, value, id)) throw new ApiException(HttpStatus.CONFLICT, 'USER_ALREADY_REGISTERED');
    const to = kind === 'email' ? value : user.email_confirmed_at ? user.email : null;
    if (!to) throw new ApiException(HttpStatus.CONFLICT, 'NO_CONFIRMED_EMAIL');
    const token = newOpaqueToken();
    const link = new URL('/api/auth/confirm-contact', this.config.siteUrl);
    link.search = new URLSearchParams({ token }).toString();
    await this.em.transactional(async (em) => {
      const expiresAt = new Date(this.clock.now().getTime() + this.config.signupLinkTtlS * 1000);
      await this.repository.requestContactChange({ userId: id, kind, newValue: value, tokenHash: hashToken(token), expiresAt, requestedBy: caller.userId }, em);
      await this.audit.record(
        { actorId: caller.userId, actorRole: 'admin', action: `user.${kind}_change_requested`, targetType: 'user', targetId: id, before: { [kind]: user[kind] }, after: { [`pending_${kind}`]: value } },
        em,
      );
      await this.mail.send(contactChangeMail(to, kind, value, link.toString(), language));
    });
    return this.findUser(id);
  }

  /** GET /api/auth/confirm-contact: applies the change the link names; answers where to send the browser. */
  async confirmContact(token: string | undefined): Promise<string> {
    const target = safeRedirect(undefined, this.config.siteUrl);
    const invalid = withErrorInHash(target, 'otp_expired', errorMessage('LINK_INVALID'));
    if (!token) return invalid;
    const now = this.clock.now();
    try {
      const applied = await this.em.transactional(async (em) => {
        const change = await this.repository.consumeContactChange(token, now, em);
        if (!change) return null;
        const before = await this.repository.user(change.userId, em);
        await this.repository.applyContact(change.userId, change.kind, change.newValue, now, em);
        await this.audit.record(
          {
            actorId: change.userId,
            actorRole: before?.role ?? 'user',
            action: `user.${change.kind}_change_confirmed`,
            targetType: 'user',
            targetId: change.userId,
            before: { [change.kind]: before?.[change.kind] ?? null },
            after: { [change.kind]: change.newValue },
          },
          em,
        );
        return change;
      });
      if (!applied) return invalid;
      // The access token carries the email: the user's cached callers go.
      await this.sessions.forgetEnded(applied.userId);
      const url = new URL(target);
      url.hash = new URLSearchParams({ type: `${applied.kind}_change` }).toString();
      return url.toString();
    } catch (error) {
      // Someone else took the address meanwhile.
      if (error instanceof UniqueConstraintViolationException) return withErrorInHash(target, 'contact_taken', errorMessage('USER_ALREADY_REGISTERED'));
      throw error;
    }
  }

  /**
   * Never one's own account; never the last active administrator. The active admins' rows are
   * locked first, so two admins deactivating each other at once cannot leave none.
   */
  private async changeStatus(caller: Principal, id: string, status: UserStatus, via: 'admin' | 'user'): Promise<void> {
    if (id === caller.userId) throw new ApiException(HttpStatus.CONFLICT, 'CANNOT_CHANGE_OWN_STATUS');
    const withdrawn = await this.em.transactional(async (em) => {
      const before = await this.repository.user(id, em);
      if (!before) throw new ApiException(HttpStatus.NOT_FOUND, via === 'admin' ? 'ADMIN_NOT_FOUND' : 'USER_NOT_FOUND');
      if (before.role === 'admin' && status === 'inactive') {
        const active = await this.repository.lockActiveAdmins(em);
        if (active.includes(id) && active.length <= 1) throw new ApiException(HttpStatus.CONFLICT, 'LAST_ACTIVE_ADMIN');
      }
      await this.repository.setDeactivated(id, status === 'inactive' ? this.clock.now() : null, em);
      const ended = status === 'inactive' ? await this.sessions.endAll(id, em) : 0;
      // A technician goes as Admin › Technicians takes one: with the open offers only it still reached.
      const offers = before.role === 'technician' && status === 'inactive' && before.profile_status !== 'inactive' ? await this.withdrawals.withdrawUnreachedOf(em, id, caller) : [];
      await this.audit.record(
        {
          actorId: caller.userId,
          actorRole: 'admin',
          action: `${before.role === 'admin' ? 'admin' : 'user'}.${status === 'inactive' ? 'deactivate' : 'reactivate'}`,
          targetType: before.role === 'admin' ? 'admin' : 'user',
          targetId: id,
          before: { status: before.status },
          after: { status, sessions_ended: ended },
        },
        em,
      );
      return offers;
    });
    // Deactivated: its callers and sockets go at once, on every API process; reactivated: its standing changed.
    await this.sessions.forgetEnded(id);
    await this.withdrawals.announce(withdrawn, [id]);
  }

  private async findUser(id: string): Promise<ManagedUser> {
    const user = isUuid(id) ? await this.repository.user(id) : null;
    if (!user) throw new ApiException(HttpStatus.NOT_FOUND, 'USER_NOT_FOUND');
    return user;
  }
}
