/** Issue 16, /admin/system-settings: what the admins' system page reads and changes. */

/** GET|PUT /api/admin/system-settings/vendor-defaults: what a vendor that never saved its own settings is reckoned with. */
export interface PlatformVendorDefaults {
  /** "8.000": the default tax rate of new orders. */
  tax_rate_pct: string;
  /** "50.00": the technician's share of the base. */
  default_commission_pct: string;
  /** 0–365 days. */
  recall_window_days: number;
}

export const PROVIDERS = ['smtp', 'twilio', 'stripe', 'web_push'] as const;
export type ProviderName = (typeof PROVIDERS)[number];

/** One outside service the API calls: configured or not (never its secrets), its last success and failure. */
export interface ProviderStatus {
  provider: ProviderName;
  configured: boolean;
  last_success_at: string | null;
  last_success_message: string | null;
  last_failure_at: string | null;
  last_failure_message: string | null;
}

export type JobState = 'created' | 'retry' | 'active' | 'completed' | 'cancelled' | 'failed';

export interface JobQueueSummary {
  name: string;
  /** Jobs retained, by state (states with none are 0). */
  counts: Record<JobState, number>;
}

/** One pg-boss job as the admins see it: the error of a failed one, never its whole data. */
export interface JobEntry {
  id: string;
  queue: string;
  state: JobState;
  retry_count: number;
  created_at: string;
  started_at: string | null;
  completed_at: string | null;
  /** The error of a failed attempt, as pg-boss kept it. */
  error: string | null;
}

export interface JobsOverview {
  queues: JobQueueSummary[];
  /** The newest finished jobs (completed), newest first. */
  recent: JobEntry[];
  /** Failed, cancelled and waiting-to-retry jobs, newest first. */
  failures: JobEntry[];
}

export type OneTimeLinkState = 'used' | 'expired' | 'live' | 'unknown';

/** A mail kept in the outbox, its one-time links masked: `text` has «[link used]» etc. in their place. */
export interface MaskedOutboxMessage {
  id: string;
  to: string;
  subject: string;
  text: string;
  kind: string;
  created_at: string;
  links: { purpose: string; state: OneTimeLinkState }[];
  /** The recipient's account while its email is still unconfirmed: POST /api/admin/users/:id/resend-confirmation. */
  unconfirmed_user_id: string | null;
}

/** One line of dist/remotes.history.json, which `npm run release:remote` appends to. */
export interface RemoteRelease {
  remote: string;
  from: string | null;
  to: string;
  /** build, release or rollback */
  action: string;
  at: string;
}

/** GET /api/admin/system-settings/remotes: what remotes.json points at now, and how it got there. */
export interface RemoteVersions {
  live: { remote: string; version: string | null }[];
  /** Newest first. */
  history: RemoteRelease[];
}
