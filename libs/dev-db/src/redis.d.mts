/**
 * A real Redis for the two-process tests: TEST_REDIS_URL or the machine's 127.0.0.1:6379 when one
 * answers, else a redis-server of our own on a free port, stopped by `stop()`. Never a skip: a
 * machine without Redis fails these tests with the reason.
 */
export interface TestRedis {
  url: string;
  stop(): Promise<void>;
}

/** A redis-server of this test's own, which the test may stop and start again on the same port. */
export interface OwnRedis extends TestRedis {
  /** Starts it again on the same port (after `stop()`), answering once it accepts connections. */
  start(): Promise<void>;
}

export declare function redisAnswers(url: string): Promise<boolean>;
export declare function startOwnRedis(): Promise<OwnRedis>;
export declare function useTestRedis(): Promise<TestRedis>;
