import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { JobEntry, JobState, PlatformVendorDefaults, ProviderName, ProviderStatus } from '@fixflow/contracts';

/** The platform_settings key of the defaults a vendor that never saved its own settings is reckoned with. */
export const VENDOR_DEFAULTS_KEY = 'vendor_defaults';
/** The platform_settings key of one provider's last success and failure. */
export const providerKey = (provider: ProviderName) => `provider_status.${provider}`;

export type ProviderEventsRow = Omit<ProviderStatus, 'provider' | 'configured'>;

interface JobRow {
  id: string;
  name: string;
  state: JobState;
  retry_count: number;
  created_on: Date | string;
  started_on: Date | string | null;
  completed_on: Date | string | null;
  output: unknown;
}

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

/** pg-boss keeps a failure's error as `{message, stack}` (or whatever the handler threw). */
function errorOf(output: unknown): string | null {
  if (output === null || output === undefined) return null;
  if (typeof output === 'object' && 'message' in output && typeof output.message === 'string') return output.message;
  return typeof output === 'string' ? output : JSON.stringify(output);
}

const toEntry = (row: JobRow): JobEntry => ({
  id: row.id,
  queue: row.name,
  state: row.state,
  retry_count: row.retry_count,
  created_at: iso(row.created_on)!,
  started_at: iso(row.started_on),
  completed_at: iso(row.completed_on),
  error: row.state === 'completed' ? null : errorOf(row.output),
});

const JOB_COLUMNS = 'id, name, state, retry_count, created_on, started_on, completed_on, output';

/** The SQL of the admins' system page: platform settings rows, pg-boss's job table, one-time link states. */
@Injectable()
export class SystemSettingsRepository {
  constructor(private readonly em: EntityManager) {}

  async setting<T>(key: string, em: EntityManager = this.em): Promise<T | null> {
    const [row] = await em.execute<{ value: T }[]>('select value from platform_settings where key = ?', [key]);
    return row ? row.value : null;
  }

  async saveSetting(key: string, value: unknown, em: EntityManager = this.em): Promise<void> {
    await em.execute(
      `insert into platform_settings (key, value, updated_at) values (?, ?::jsonb, now())
       on conflict (key) do update set value = excluded.value, updated_at = now()`,
      [key, JSON.stringify(value)],
    );
  }

  /** The saved platform defaults, locked for the update that follows in the same transaction. */
  async vendorDefaultsForUpdate(em: EntityManager): Promise<Partial<PlatformVendorDefaults> | null> {
    const [row] = await em.execute<{ value: Partial<PlatformVendorDefaults> }[]>('select value from platform_settings where key = ? for update', [VENDOR_DEFAULTS_KEY]);
    return row ? row.value : null;
  }

  /** One provider's event merged into its row atomically (two processes may record at once). */
  async recordProviderEvent(provider: ProviderName, ok: boolean, message: string): Promise<void> {
    const patch = ok
      ? { last_success_at: new Date().toISOString(), last_success_message: message }
      : { last_failure_at: new Date().toISOString(), last_failure_message: message };
    await this.em.execute(
      `insert into platform_settings (key, value, updated_at) values (?, ?::jsonb, now())
       on conflict (key) do update set value = platform_settings.value || excluded.value, updated_at = now()`,
      [providerKey(provider), JSON.stringify(patch)],
    );
  }

  async providerEvents(): Promise<Map<string, ProviderEventsRow>> {
    const rows = await this.em.execute<{ key: string; value: ProviderEventsRow }[]>(`select key, value from platform_settings where key like 'provider\\_status.%'`);
    return new Map(rows.map((row) => [row.key, row.value]));
  }

  async jobCounts(): Promise<{ name: string; state: JobState; count: number }[]> {
    const rows = await this.em.execute<{ name: string; state: JobState; count: string }[]>(
      'select name, state::text as state, count(*) as count from pgboss.job group by name, state order by name',
    );
    return rows.map((row) => ({ ...row, count: Number(row.count) }));
  }

  async queueNames(): Promise<string[]> {
    const rows = await this.em.execute<{ name: string }[]>('select name from pgboss.queue order by name');
    return rows.map((row) => row.name);
  }

  async recentJobs(states: JobState[], limit: number): Promise<JobEntry[]> {
    const rows = await this.em.execute<JobRow[]>(
      `select ${JOB_COLUMNS} from pgboss.job where state::text in (${states.map(() => '?').join(', ')})
        order by coalesce(completed_on, started_on, created_on) desc, id limit ?`,
      [...states, limit],
    );
    return rows.map(toEntry);
  }

  async job(id: string): Promise<JobEntry | null> {
    const [row] = await this.em.execute<JobRow[]>(`select ${JOB_COLUMNS} from pgboss.job where id = ? limit 1`, [id]);
    return row ? toEntry(row) : null;
  }

  /** The accounts among these addresses whose email is still unconfirmed, by address. */
  async unconfirmed(emails: string[]): Promise<Map<string, string>> {
    if (emails.length === 0) return new Map();
    const rows = await this.em.execute<{ id: string; email: string }[]>(
      `select id, email from users where email_confirmed_at is null and email in (${emails.map(() => '?').join(', ')})`,
      emails,
    );
    return new Map(rows.map((row) => [row.email, row.id]));
  }

  async account(userId: string): Promise<{ id: string; email: string | null; email_confirmed_at: Date | null } | null> {
    const [row] = await this.em.execute<{ id: string; email: string | null; email_confirmed_at: Date | null }[]>(
      'select id, email, email_confirmed_at from users where id = ?',
      [userId],
    );
    return row ?? null;
  }
}
