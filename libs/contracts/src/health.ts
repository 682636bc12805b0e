export interface HealthResponse {
  status: 'ok';
  uptime_s: number;
  version: string;
}

export interface ReadinessResponse {
  status: 'ok' | 'unavailable';
  database: 'up' | 'down';
  migrations_pending: number;
}
