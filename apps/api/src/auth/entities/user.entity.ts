import { OptionalProps } from '@mikro-orm/core';
import { Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

/** A person who can sign in. Which role they have comes from the profile tables (SPEC.md §6). */
@Entity({ tableName: 'users' })
export class User {
  [OptionalProps]?: 'createdAt' | 'emailConfirmedAt' | 'email' | 'phone' | 'lastSignInAt' | 'deactivatedAt';

  @PrimaryKey({ type: 'uuid' })
  id: string = crypto.randomUUID();

  /** Stored lower-cased, so uniqueness is case-insensitive. */
  @Property({ type: 'text', nullable: true, unique: true })
  email: string | null = null;

  /** E.164 (+15551234567). */
  @Property({ type: 'text', nullable: true, unique: true })
  phone: string | null = null;

  /** argon2id, OWASP parameters (see password-hasher.ts). */
  @Property({ type: 'text', lazy: true })
  passwordHash: string;

  @Property({ type: 'datetime', nullable: true })
  emailConfirmedAt: Date | null = null;

  /** The last successful sign-in (password, OIDC or refresh excluded): User Management shows it (issue 16). */
  @Property({ type: 'datetime', nullable: true })
  lastSignInAt: Date | null = null;

  /** An admin deactivated the account (issue 16): it cannot sign in and its sessions ended. */
  @Property({ type: 'datetime', nullable: true })
  deactivatedAt: Date | null = null;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();
}
