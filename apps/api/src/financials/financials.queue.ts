import { Injectable } from '@nestjs/common';
import { type JobQueue, Jobs } from '../jobs/jobs.service.js';
import { ORDER_FINANCIALS_QUEUE, type OrderFinancialsJob } from '../jobs/queue-names.js';
import { FinancialsService } from './financials.service.js';

/**
 * Every completed order's financials, calculated in the background (issue 13: nothing depends on
 * a browser being open). Idempotent like the endpoint, so a retry or the vendor's app calculating
 * first changes nothing. Retried after about 2, 4, 8… s, five times.
 */
@Injectable()
export class FinancialsQueue {
  readonly queue: JobQueue<OrderFinancialsJob> = {
    ...ORDER_FINANCIALS_QUEUE,
    options: { retryLimit: 5, retryDelay: 2, retryBackoff: true, retryDelayMax: 300, expireInSeconds: 60 },
    handle: ({ completion_id }) => this.financials.calculateCompletion(completion_id),
  };

  constructor(
    jobs: Jobs,
    private readonly financials: FinancialsService,
  ) {
    jobs.register(this.queue);
  }
}
