// One home for the tests' Redis, shared with the e2e suite's two API processes: libs/dev-db.
export { startOwnRedis, useTestRedis, type OwnRedis, type TestRedis } from '@fixflow/dev-db/redis';
