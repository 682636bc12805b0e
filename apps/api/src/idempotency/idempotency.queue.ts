import { Injectable, Logger } from '@nestjs/common';
import { type JobQueue, Jobs } from '../jobs/jobs.service.js';
import { IdempotencyRepository } from './idempotency.repository.js';

/** Every night at 04:10 UTC the keys older than IDEMPOTENCY_KEY_DAYS go (a lookup already ignores them). */
@Injectable()
export class IdempotencyQueue {
  private readonly logger = new Logger('Idempotency');

  readonly purge: JobQueue<object> = {
    name: 'idempotency-purge',
    cron: '10 4 * * *',
    options: { retryLimit: 3, retryDelay: 60, retryBackoff: true, expireInSeconds: 600 },
    handle: async () => {
      const gone = await this.keys.purge();
      if (gone > 0) this.logger.log(`${gone} expired idempotency keys removed`);
    },
  };

  constructor(
    jobs: Jobs,
    private readonly keys: IdempotencyRepository,
  ) {
    jobs.register(this.purge);
  }
}
