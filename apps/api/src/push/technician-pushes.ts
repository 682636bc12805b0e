import { Injectable, Logger } from '@nestjs/common';
import type { PushMessage } from '@fixflow/contracts';
import type { Language } from '../i18n/language.js';
import { type JobQueue, Jobs } from '../jobs/jobs.service.js';
import { PushDelivery } from './push-delivery.js';
import { PushRepository } from './push.repository.js';

/** One message for one subscription of a technician; `what` names the cause in the logs. */
export interface TechnicianPush {
  what: string;
  endpoint: string;
  message: PushMessage;
}

/**
 * Pushes the API sends technicians on its own (an assignment, a roster invitation, an offer), as
 * background jobs: one per subscription, so a phone whose push service is down is retried alone
 * and the others are not sent twice. A push service that fails (5xx, no answer) is tried again
 * after about 1, 2, 4… s up to 5 min, six times; one that says the subscription is gone
 * (404/410) ends the job, its row deleted.
 */
@Injectable()
export class TechnicianPushes {
  private readonly logger = new Logger(TechnicianPushes.name);
  readonly queue: JobQueue<TechnicianPush> = {
    name: 'push-to-technician',
    options: { retryLimit: 6, retryDelay: 1, retryBackoff: true, retryDelayMax: 300, expireInSeconds: 60 },
    handle: async ({ endpoint, message, what }) => {
      const outcome = await this.delivery.toEndpoint(endpoint, message);
      if (outcome === 'failed') throw new Error(`${what}: the technician's push service did not take the message`);
    },
  };

  constructor(
    private readonly jobs: Jobs,
    private readonly delivery: PushDelivery,
    private readonly subscriptions: PushRepository,
  ) {
    jobs.register(this.queue);
  }

  /**
   * Writes the jobs right after the cause is committed, in each subscription's language. The
   * cause stands whatever happens here: a failure to write them is logged, not answered.
   */
  async enqueue(what: string, technicianIds: string | readonly string[], messageFor: (language: Language) => PushMessage): Promise<void> {
    try {
      const subscriptions = await this.subscriptions.subscriptionsOf(typeof technicianIds === 'string' ? [technicianIds] : [...technicianIds]);
      await this.jobs.send(
        this.queue,
        subscriptions.map(({ endpoint, language }) => ({ what, endpoint, message: messageFor(language) })),
      );
    } catch (error) {
      this.logger.error(`${what}: push jobs not written: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
}
