import { Injectable } from '@nestjs/common';
import { type JobQueue, Jobs } from '../jobs/jobs.service.js';
import { SettlementsService } from './settlements.service.js';

/** `as_of`: the instant to build for (an operator's rerun, a test); the schedule's jobs carry none and mean now. */
export interface BuildSettlementsJob {
  as_of?: string;
}

/**
 * The weekly build, every hour at :05 UTC: each vendor's week ends at midnight in its own time
 * zone, so an hourly pass settles every vendor within the hour after its week start, and a pass
 * missed while the API was down is made up by the next. Idempotent.
 */
@Injectable()
export class SettlementsQueue {
  readonly queue: JobQueue<BuildSettlementsJob> = {
    name: 'settlements-build',
    cron: '5 * * * *',
    options: { retryLimit: 3, retryDelay: 30, retryBackoff: true, expireInSeconds: 600 },
    handle: async ({ as_of }) => {
      await this.settlements.buildDue(as_of ? new Date(as_of) : new Date());
    },
  };

  constructor(
    jobs: Jobs,
    private readonly settlements: SettlementsService,
  ) {
    jobs.register(this.queue);
  }
}
