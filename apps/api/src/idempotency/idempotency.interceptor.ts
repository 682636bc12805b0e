import { createHash } from 'node:crypto';
import { type CallHandler, type ExecutionContext, HttpStatus, Injectable, Logger, type NestInterceptor } from '@nestjs/common';
import type { Request, Response } from 'express';
import { Observable, catchError, throwError } from 'rxjs';
import { ApiException } from '../common/api-exception.js';
import { toApiError } from '../common/api-exception.filter.js';
import { languageOf } from '../i18n/language.js';
import type { Principal } from '../auth/principal.js';
import { runInIdempotencyScope, sendStoredAnswer, type IdempotencyScope, type StoredAnswer } from './idempotency-scope.js';
import { IdempotencyRepository } from './idempotency.repository.js';
import { ReplayedAnswer } from './idempotency-scope.js';

export const IDEMPOTENCY_HEADER = 'idempotency-key';
const KEY_FORMAT = /^[A-Za-z0-9_-]{8,128}$/;
const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** A claimed key with no answer yet, younger than this, is taken to be still running. */
export const IN_PROGRESS_S = 60;

/**
 * Answers kept for the key: what the write did, or the refusal it met (a retry meets the same).
 * Not kept: 401 (the client signs in again and retries), 429 and 5xx (a retry may succeed).
 */
export function isStoredStatus(status: number): boolean {
  return (status >= 200 && status < 300) || [400, 403, 404, 409, 410, 422].includes(status);
}

function fingerprint(request: Request): string {
  return createHash('sha256')
    .update(`${request.method} ${request.originalUrl}\n${JSON.stringify(request.body ?? null)}`)
    .digest('hex');
}

/**
 * `Idempotency-Key` on any signed-in write (issues 19 and 20): the same key with the same request
 * answers the first answer again and does nothing; with another request, 422
 * IDEMPOTENCY_KEY_REUSED. The key is claimed inside the write's own transaction
 * (IdempotencyClaimSubscriber), and the answer is stored before the caller receives it. A request
 * without the header costs one header lookup.
 */
@Injectable()
export class IdempotencyInterceptor implements NestInterceptor {
  private readonly logger = new Logger('Idempotency');

  constructor(private readonly keys: IdempotencyRepository) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const request = context.switchToHttp().getRequest<Request & { user?: Principal }>();
    const key = request.headers[IDEMPOTENCY_HEADER];
    if (key === undefined || !WRITES.has(request.method) || !request.user) return next.handle();
    if (typeof key !== 'string' || !KEY_FORMAT.test(key)) throw new ApiException(HttpStatus.BAD_REQUEST, 'IDEMPOTENCY_KEY_INVALID');
    const scope: IdempotencyScope = { userId: request.user.userId, key, fingerprint: fingerprint(request), claimed: false };
    const response = context.switchToHttp().getResponse<Response>();
    return new Observable((subscriber) => {
      let inner: { unsubscribe(): void } | undefined;
      this.replayOrRun(scope, response, () => {
        inner = runInIdempotencyScope(scope, () =>
          next
            .handle()
            .pipe(
              catchError((error: unknown) => {
                // The write's claim found the key taken by a concurrent request with the same key: its answer is the one to give.
                if (error instanceof ApiException && error.code === 'IDEMPOTENCY_KEY_IN_PROGRESS') response.locals.idempotencyKeyTaken = true;
                return throwError(() => error);
              }),
            )
            .subscribe(subscriber),
        );
      }).catch((error: unknown) => subscriber.error(error));
      return () => inner?.unsubscribe();
    });
  }

  /** The stored answer again, a refusal, or the handler run with its answer stored on the way out. */
  private async replayOrRun(scope: IdempotencyScope, response: Response, run: () => void): Promise<void> {
    const stored = await this.keys.find(scope.userId, scope.key);
    if (stored) {
      if (stored.fingerprint !== scope.fingerprint) throw new ApiException(HttpStatus.UNPROCESSABLE_ENTITY, 'IDEMPOTENCY_KEY_REUSED');
      if (stored.response_status !== null) throw new ReplayedAnswer({ status: stored.response_status, type: stored.response_type, body: stored.response_body });
      // Claimed with no answer: still running, or its process died after committing the write.
      throw new ApiException(HttpStatus.CONFLICT, stored.age_s < IN_PROGRESS_S ? 'IDEMPOTENCY_KEY_IN_PROGRESS' : 'IDEMPOTENT_REQUEST_DONE');
    }
    this.storeOnTheWayOut(scope, response);
    run();
  }

  /**
   * Wraps the response's send (express's json calls it) so the answer is stored before it leaves.
   * A refusal met while another request holds the key answers that request's answer instead.
   */
  private storeOnTheWayOut(scope: IdempotencyScope, response: Response): void {
    const original = response.send.bind(response);
    response.send = ((body?: unknown) => {
      response.send = original;
      const answer: StoredAnswer = {
        status: response.statusCode,
        type: typeof response.getHeader('Content-Type') === 'string' ? (response.getHeader('Content-Type') as string) : null,
        body: body === undefined || body === null ? null : Buffer.isBuffer(body) ? body.toString('utf8') : typeof body === 'string' ? body : JSON.stringify(body),
      };
      if (response.locals.idempotencyKeyTaken || !isStoredStatus(answer.status)) {
        if (response.locals.idempotencyKeyTaken) void this.answerOfOwner(scope, response, original);
        else original(body as string);
        return response;
      }
      void this.store(scope, answer).then(
        (own) => {
          if (own) original(body as string);
          else void this.answerOfOwner(scope, response, original);
        },
        (error: unknown) => {
          this.logger.error(`answer of key ${scope.key} not stored: ${error instanceof Error ? error.message : String(error)}`);
          original(body as string);
        },
      );
      return response;
    }) as Response['send'];
  }

  private async store(scope: IdempotencyScope, answer: StoredAnswer): Promise<boolean> {
    if (scope.claimed) {
      await this.keys.answerClaimed(scope.userId, scope.key, answer);
      return true;
    }
    return this.keys.answerUnclaimed(scope.userId, scope.key, scope.fingerprint, answer);
  }

  /** Another request with this key wrote first: its answer once stored, else 409 IDEMPOTENCY_KEY_IN_PROGRESS. */
  private async answerOfOwner(scope: IdempotencyScope, response: Response, write: (body?: string) => unknown): Promise<void> {
    const stored = await this.keys.find(scope.userId, scope.key).catch(() => null);
    if (stored?.response_status != null && stored.fingerprint === scope.fingerprint) {
      sendStoredAnswer(response, { status: stored.response_status, type: stored.response_type, body: stored.response_body }, write);
      return;
    }
    response.status(HttpStatus.CONFLICT).setHeader('Content-Type', 'application/json; charset=utf-8');
    write(JSON.stringify(toApiError(new ApiException(HttpStatus.CONFLICT, 'IDEMPOTENCY_KEY_IN_PROGRESS'), languageOf(response.req.headers['accept-language']))));
  }
}
