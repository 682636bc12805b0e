// Keeps one child process up: starts it, waits until it is ready, restarts it with backoff when it
// exits on its own, and gives up on a crash loop. tools/start.mjs supervises the API with it.
//   const api = new Supervisor({ name: 'the API', spawn: () => spawn(…), ready: (child) => …, log });
//   api.on('ready', ({ attempt, seconds }) => …); api.on('gave-up', ({ message }) => …);
//   api.start(); … await api.stop();
import { EventEmitter } from 'node:events';

export const DEFAULT_BACKOFF = Object.freeze({
  /** Wait before the first restart; doubles with each restart since the last healthy minute. */
  firstDelayMs: 500,
  maxDelayMs: 10_000,
  /** Up this long after ready: the next crash starts the backoff over. */
  healthyAfterMs: 60_000,
  /** Exits in a row before ever being ready (a broken migration, a bad setting): stop trying. */
  giveUpAfter: 5,
});

/** Milliseconds to wait before start number `attempt` (2 = the first restart). */
export function restartDelay(attempt, { firstDelayMs, maxDelayMs } = DEFAULT_BACKOFF) {
  return Math.min(maxDelayMs, firstDelayMs * 2 ** Math.max(0, attempt - 2));
}

/** `SIGKILL`, or `code 1`: how a child ended, for a log line. */
export function describeExit({ code, signal }) {
  return signal ?? `code ${code}`;
}

const seconds = (ms) => `${Number((ms / 1000).toFixed(2))} s`;

export class Supervisor extends EventEmitter {
  #options;
  #backoff;
  #child = null;
  #attempt = 0;
  #exitsBeforeReady = 0;
  #restartTimer = null;
  #healthyTimer = null;
  #stopping = false;

  /**
   * @param {object} options
   * @param {string} options.name            as log lines say it: 'the API'
   * @param {() => import('node:child_process').ChildProcess} options.spawn
   * @param {(child) => Promise<boolean>} options.ready   resolves true once ready, false if it exited first
   * @param {{info: Function, warn: Function, error: Function}} options.log
   * @param {Partial<typeof DEFAULT_BACKOFF>} [options.backoff]
   */
  constructor(options) {
    super();
    this.#options = options;
    this.#backoff = { ...DEFAULT_BACKOFF, ...options.backoff };
  }

  /** The running child, or null between a crash and its restart. */
  get child() {
    return this.#child;
  }

  start() {
    this.#launch();
  }

  #launch() {
    this.#restartTimer = null;
    if (this.#stopping) return;
    this.#attempt += 1;
    const startedAt = performance.now();
    const child = this.#options.spawn();
    const state = { ready: false };
    this.#child = child;
    child.once('error', (error) => this.#options.log.error(`${this.#options.name} could not start: ${error.message}`));
    child.once('exit', (code, signal) => this.#onExit(child, state, { code, signal }));
    void this.#options.ready(child).then(
      (ready) => {
        if (!ready || this.#child !== child || this.#stopping) return;
        state.ready = true;
        this.#exitsBeforeReady = 0;
        this.#healthyTimer = setTimeout(() => (this.#attempt = 1), this.#backoff.healthyAfterMs);
        this.#healthyTimer.unref();
        this.emit('ready', { attempt: this.#attempt, ms: performance.now() - startedAt });
      },
      (error) => this.#options.log.error(`waiting for ${this.#options.name}: ${error.message}`),
    );
  }

  #onExit(child, state, exit) {
    if (this.#child !== child) return;
    this.#child = null;
    clearTimeout(this.#healthyTimer);
    this.emit('exit', exit);
    if (this.#stopping) return;
    const how = describeExit(exit);
    if (!state.ready) this.#exitsBeforeReady += 1;
    if (this.#exitsBeforeReady >= this.#backoff.giveUpAfter) {
      const message =
        `${this.#options.name} exited ${this.#exitsBeforeReady} times in a row before it was ready (last: ${how}); ` +
        'not restarting it: fix the error above, then start again';
      this.#options.log.error(message);
      this.emit('gave-up', { message, exit });
      return;
    }
    const delay = restartDelay(this.#attempt + 1, this.#backoff);
    this.#options.log.warn(`${this.#options.name} exited (${how}); restarting in ${seconds(delay)} (attempt ${this.#attempt + 1})`);
    this.#restartTimer = setTimeout(() => this.#launch(), delay);
  }

  /** No more restarts; `signal` to the child, SIGKILL after `graceMs`; resolves once it is gone. */
  stop(signal = 'SIGTERM', graceMs = 15_000) {
    this.#stopping = true;
    clearTimeout(this.#restartTimer);
    clearTimeout(this.#healthyTimer);
    const child = this.#child;
    if (!child || child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
    return new Promise((resolve) => {
      const kill = setTimeout(() => child.kill('SIGKILL'), graceMs);
      child.once('exit', () => {
        clearTimeout(kill);
        resolve();
      });
      child.kill(signal);
    });
  }
}
