import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { type Job, PgBoss, type QueueOptions } from 'pg-boss';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';

/** A queue of background work: its name, how its jobs are retried, and what one job does. */
export interface JobQueue<T extends object> {
  name: string;
  options: QueueOptions;
  /** Throwing fails this attempt: the job is retried as `options` say, then left `failed`. */
  handle(data: T, job: Job<T>): Promise<void>;
  /** A cron expression (UTC): pg-boss then also writes a job on that schedule, once across all processes. */
  cron?: string;
}

/** pg-boss keeps its tables here, beside ours in the app's database. */
export const JOBS_SCHEMA = 'pgboss';
/** How often an idle worker looks for jobs: a push should reach the phone within about a second. */
const POLLING_INTERVAL_S = 1;
/** SIGTERM must end the process within 5 s (README): running jobs get this long to finish… */
const STOP_GRACE_MS = 2_000;
/** …and the whole stop this long, even when the database no longer answers. */
const STOP_BUDGET_MS = 3_000;

/**
 * The one home for background work (apps/api/README.md "Background work"): pg-boss on the app's
 * own PostgreSQL. Modules register their queues while Nest builds them; the boss starts once the
 * app is initialised (migrations done) and runs every registered queue's worker, so a job written
 * by any process is done by one of them, retried with backoff, and its state stays readable in
 * `pgboss.job` (retained a week after completion).
 */
@Injectable()
export class Jobs implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('Jobs');
  private readonly queues = new Map<string, JobQueue<object>>();
  private readonly boss: PgBoss;
  /** Set once a start was tried (stop() then has something to end), and once it succeeded. */
  private starting = false;
  private started = false;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.boss = new PgBoss({
      connectionString: config.databaseUrl,
      schema: JOBS_SCHEMA,
      application_name: 'fixflow-jobs',
      max: 3,
      connectionTimeoutMillis: 2_000,
      // Queues with a `cron` (weekly settlements) are written on schedule by pg-boss's timekeeper.
      schedule: true,
    });
    // Lost connections, failed maintenance: logged, never an unhandled 'error' that ends the process.
    this.boss.on('error', (error: Error) => this.logger.error(`pg-boss: ${error.message}`));
  }

  /** Called from a module's provider while the app is built, before it starts. */
  register<T extends object>(queue: JobQueue<T>): void {
    if (this.starting) throw new Error(`Queue ${queue.name} registered after the jobs started`);
    this.queues.set(queue.name, queue as unknown as JobQueue<object>);
  }

  /**
   * Starts the boss and every queue's worker. A database that does not answer must not keep the
   * API from serving (readiness says 503 meanwhile): the start is then retried in the background,
   * waiting 1 s doubling to 30 s between tries, and sends fail (logged by their callers) until it is up.
   */
  async onApplicationBootstrap(): Promise<void> {
    this.starting = true;
    try {
      await this.start(1);
    } catch (error) {
      this.logger.error(`pg-boss did not start, retrying in the background: ${error instanceof Error ? error.message : String(error)}`);
      this.start(Number.MAX_SAFE_INTEGER).catch((retryError: unknown) => {
        // A shutdown ends the retries on purpose; anything else is worth a line.
        if (this.starting) this.logger.error(`pg-boss gave up starting: ${retryError instanceof Error ? retryError.message : String(retryError)}`);
      });
    }
  }

  private async start(attempts: number): Promise<void> {
    const started = performance.now();
    await this.boss.start({ attempts });
    for (const queue of this.queues.values()) {
      await this.boss.createQueue(queue.name, queue.options);
      await this.boss.work<object>(queue.name, { pollingIntervalSeconds: POLLING_INTERVAL_S, batchSize: 1 }, ([job]) => this.run(queue, job));
      if (queue.cron) await this.boss.schedule(queue.name, queue.cron, {}, { tz: 'UTC' });
    }
    this.started = true;
    this.logger.log(`started with ${this.queues.size} queue(s) in ${Math.round(performance.now() - started)} ms`);
  }

  /** Writes jobs for a registered queue; they are done in the background, by this process or another. */
  async send<T extends object>(queue: Pick<JobQueue<T>, 'name'>, items: T[]): Promise<void> {
    if (!items.length) return;
    if (!this.started) throw new Error(`jobs not started: ${items.length} ${queue.name} job(s) not written`);
    await this.boss.insert(queue.name, items.map((data) => ({ data })));
  }

  /** A failed job back to its queue (issue 16, the admins' jobs): how many pg-boss moved (0 or 1). */
  async retry(queue: string, id: string): Promise<number> {
    return affected(await this.boss.retry(queue, id));
  }

  /** A job not yet done cancelled: how many pg-boss moved (0 or 1). */
  async cancel(queue: string, id: string): Promise<number> {
    return affected(await this.boss.cancel(queue, id));
  }

  async onModuleDestroy(): Promise<void> {
    // Also ends a start still being retried.
    if (!this.starting) return;
    this.starting = false;
    this.started = false;
    let timer: NodeJS.Timeout | undefined;
    const budget = new Promise<'timeout'>((resolve) => {
      timer = setTimeout(() => resolve('timeout'), STOP_BUDGET_MS);
    });
    const stopped = this.boss.stop({ graceful: true, timeout: STOP_GRACE_MS }).then(
      () => 'stopped' as const,
      (error: unknown) => this.logger.warn(`pg-boss did not stop cleanly: ${error instanceof Error ? error.message : String(error)}`),
    );
    if ((await Promise.race([stopped, budget])) === 'timeout') this.logger.warn(`pg-boss still stopping after ${STOP_BUDGET_MS} ms: left behind`);
    clearTimeout(timer);
  }

  private async run(queue: JobQueue<object>, job: Job<object>): Promise<void> {
    try {
      await queue.handle(job.data, job);
    } catch (error) {
      const limit = queue.options.retryLimit ?? 2;
      const next = job.retryCount < limit ? 'retried later' : 'failed for good';
      this.logger.warn(`${queue.name} job ${job.id}, attempt ${job.retryCount + 1} of ${limit + 1}: ${error instanceof Error ? error.message : String(error)}; ${next}`);
      throw error;
    }
  }
}

/** pg-boss 12 types its command answer as `{}`; at run time it carries `affected`. */
function affected(response: object): number {
  return 'affected' in response && typeof response.affected === 'number' ? response.affected : 0;
}
