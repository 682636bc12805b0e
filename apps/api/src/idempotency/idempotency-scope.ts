import { AsyncLocalStorage } from 'node:async_hooks';
import type { EventSubscriber, TransactionEventArgs } from '@mikro-orm/core';
import { HttpException, HttpStatus } from '@nestjs/common';
import type { Response } from 'express';
import { ApiException } from '../common/api-exception.js';
import { claimKeyIn } from './idempotency.repository.js';

/** A request that carries an Idempotency-Key, while its handler runs. */
export interface IdempotencyScope {
  userId: string;
  key: string;
  fingerprint: string;
  /** Set once a transaction of this request committed with the key claimed in it. */
  claimed: boolean;
}

const scopes = new AsyncLocalStorage<IdempotencyScope>();

export function runInIdempotencyScope<T>(scope: IdempotencyScope, work: () => T): T {
  return scopes.run(scope, work);
}

/**
 * Claims the request's key in the first transaction it commits — any write of any service, with
 * no call of its own: MikroORM's beforeTransactionCommit runs the insert inside that transaction.
 * So the key exists exactly when the write does, also when the process dies before answering.
 * A second request with the same key waits on the row's lock, finds it taken, and its whole
 * transaction rolls back (409 IDEMPOTENCY_KEY_IN_PROGRESS, which the interceptor resolves).
 */
export class IdempotencyClaimSubscriber implements EventSubscriber {
  async beforeTransactionCommit({ em, transaction }: TransactionEventArgs): Promise<void> {
    const scope = scopes.getStore();
    // A savepoint's release is not a commit: the outermost transaction claims.
    if (!scope || scope.claimed || !transaction || transaction.savepointName) return;
    if (!(await claimKeyIn(em, transaction, scope))) throw new ApiException(HttpStatus.CONFLICT, 'IDEMPOTENCY_KEY_IN_PROGRESS');
  }

  afterTransactionCommit({ transaction }: TransactionEventArgs): void {
    const scope = scopes.getStore();
    if (scope && transaction && !transaction.savepointName) scope.claimed = true;
  }
}

/** The answer kept for a key. */
export interface StoredAnswer {
  status: number;
  type: string | null;
  body: string | null;
}

export const REPLAYED_HEADER = 'Idempotent-Replayed';

/** A stored answer sent again: thrown so the one exception filter writes it (see ApiExceptionFilter). */
export class ReplayedAnswer extends HttpException {
  constructor(readonly answer: StoredAnswer) {
    super('replayed', answer.status);
  }

  send(response: Response): void {
    sendStoredAnswer(response, this.answer, response.send.bind(response));
  }
}

export function sendStoredAnswer(response: Response, answer: StoredAnswer, write: (body?: string) => unknown): void {
  response.status(answer.status).setHeader(REPLAYED_HEADER, 'true');
  if (answer.type) response.setHeader('Content-Type', answer.type);
  write(answer.body ?? undefined);
}

