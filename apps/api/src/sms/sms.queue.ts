import { MikroORM, RequestContext } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { type JobQueue, Jobs } from '../jobs/jobs.service.js';
import { SMS_SEND_QUEUE, type SmsSendJob } from './sms-queue-name.js';
import { SmsService } from './sms.service.js';

/** Five tries in all: a Twilio outage of a few minutes still delivers; after that the text is failed. */
const RETRY_LIMIT = 4;

/** Sends each reply once (SmsService.deliver); a timeout, 429 or 5xx from Twilio is retried with backoff. */
@Injectable()
export class SmsQueue {
  readonly queue: JobQueue<SmsSendJob> = {
    name: SMS_SEND_QUEUE.name,
    options: { retryLimit: RETRY_LIMIT, retryDelay: 5, retryBackoff: true, expireInSeconds: 60 },
    // Outside any request: the job gets an entity manager context of its own (the vendor's user is looked up by entity).
    handle: ({ message_id }, job) => RequestContext.create(this.orm.em, () => this.sms.deliver(message_id, job.retryCount >= RETRY_LIMIT)),
  };

  constructor(
    jobs: Jobs,
    private readonly sms: SmsService,
    private readonly orm: MikroORM,
  ) {
    jobs.register(this.queue);
  }
}
