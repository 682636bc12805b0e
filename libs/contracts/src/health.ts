export interface HealthResponse {
  status: 'ok';
  uptime_s: number;
  version: string;
}

export interface ReadinessResponse {
  status: 'ok' | 'unavailable';
  database: 'up' | 'down';
  /** null when the database cannot be reached to count them. */
  migrations_pending: number | null;
  /** With REDIS_URL: whether the realtime adapter's Redis connections are up; null without it. */
  redis: 'up' | 'down' | null;
}
