import { Injectable } from '@nestjs/common';
import { type JobQueue, Jobs } from '../jobs/jobs.service.js';
import { METRICS_RECOMPUTE_QUEUE, type MetricsRecomputeJob } from './metrics-updates.js';
import { MetricsService } from './metrics.service.js';

/** `as_of`: the instant to compute for (an operator's rerun, a test); the schedule's jobs carry none and mean now. */
export interface MetricsNightlyJob {
  as_of?: string;
}

/**
 * The metrics' background work: every night at 03:30 UTC the 30- and 90-day rows ending today of
 * every technician × vendor pair and every technician's own row (one statement per period); and,
 * whenever an order closes or its rating changes, that technician's rows holding the order's date.
 * Both idempotent: a row is overwritten with what the orders say now.
 */
@Injectable()
export class MetricsQueue {
  readonly nightly: JobQueue<MetricsNightlyJob> = {
    name: 'metrics-nightly',
    cron: '30 3 * * *',
    options: { retryLimit: 3, retryDelay: 60, retryBackoff: true, expireInSeconds: 1800 },
    handle: async ({ as_of }) => {
      await this.metrics.recomputeAll(as_of ? new Date(as_of) : new Date());
    },
  };

  readonly recompute: JobQueue<MetricsRecomputeJob> = {
    ...METRICS_RECOMPUTE_QUEUE,
    options: { retryLimit: 5, retryDelay: 2, retryBackoff: true, retryDelayMax: 300, expireInSeconds: 120 },
    handle: ({ order_id }) => this.metrics.recomputeForOrder(order_id),
  };

  constructor(
    jobs: Jobs,
    private readonly metrics: MetricsService,
  ) {
    jobs.register(this.nightly);
    jobs.register(this.recompute);
  }
}
