import { LockMode } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { VerifyType } from '@fixflow/contracts';
import { AuthClock } from './clock.js';
import { OneTimeToken } from './entities/one-time-token.entity.js';
import { hashToken, newOpaqueToken } from './token-crypto.js';

/** Secrets of mailed links: stored hashed, valid until they expire or are used once. */
@Injectable()
export class OneTimeTokensService {
  constructor(
    private readonly em: EntityManager,
    private readonly clock: AuthClock,
  ) {}

  /** A new link secret; earlier unused ones of the same purpose stop working (only the newest mail counts). */
  async issue(userId: string, purpose: VerifyType, ttlS: number): Promise<string> {
    const token = newOpaqueToken();
    const now = this.clock.now();
    await this.em.transactional(async (em) => {
      await em.nativeUpdate(OneTimeToken, { userId, purpose, usedAt: null }, { usedAt: now });
      em.persist(em.create(OneTimeToken, { userId, purpose, tokenHash: hashToken(token), expiresAt: new Date(now.getTime() + ttlS * 1000) }));
    });
    return token;
  }

  /** The user id the token was for, marking it used; null when unknown, used, expired or of another purpose. */
  async consume(token: string, purpose: VerifyType): Promise<string | null> {
    return this.em.transactional(async (em) => {
      const row = await em.findOne(OneTimeToken, { tokenHash: hashToken(token) }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      const now = this.clock.now();
      if (!row || row.purpose !== purpose || row.usedAt || row.expiresAt <= now) return null;
      row.usedAt = now;
      return row.userId;
    });
  }
}
