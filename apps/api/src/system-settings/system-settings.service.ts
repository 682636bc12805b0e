import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { EntityManager } from '@mikro-orm/postgresql';
import { HttpStatus, Inject, Injectable } from '@nestjs/common';
import {
  DEFAULT_VENDOR_FINANCIAL_SETTINGS,
  formatPercent,
  parsePercent,
  PROVIDERS,
  REMOTE_NAMES,
  type JobEntry,
  type JobsOverview,
  type JobState,
  type MaskedOutboxMessage,
  type PlatformVendorDefaults,
  type ProviderName,
  type ProviderStatus,
  type RemoteRelease,
  type RemoteVersions,
} from '@fixflow/contracts';
import { AccessService } from '../access/access.service.js';
import { AuditRepository } from '../audit/audit.repository.js';
import { AUTH_CONFIG, type AuthConfig } from '../auth/auth.config.js';
import { OneTimeTokensService } from '../auth/one-time-tokens.service.js';
import type { Principal } from '../auth/principal.js';
import { ApiException } from '../common/api-exception.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import type { Language } from '../i18n/language.js';
import { Jobs } from '../jobs/jobs.service.js';
import { authLinkMail } from '../mail/auth-mails.js';
import { MailService } from '../mail/mail.service.js';
import { linkedTokenHashes, maskLinks } from '../mail/outbox-links.js';
import { OutboxRepository } from '../mail/outbox.repository.js';
import { providerKey, SystemSettingsRepository, VENDOR_DEFAULTS_KEY } from './system-settings.repository.js';

const JOB_STATES: JobState[] = ['created', 'retry', 'active', 'completed', 'cancelled', 'failed'];
/** A URL in a mail that carries a one-time token (sign-up, recovery, invitation links). */
const HISTORY_FILE = 'remotes.history.json';

/** The platform defaults as saved, over the built-in ones for what was never saved. */
export function vendorDefaultsOf(saved: Partial<PlatformVendorDefaults> | null): PlatformVendorDefaults {
  return {
    tax_rate_pct: saved?.tax_rate_pct ?? DEFAULT_VENDOR_FINANCIAL_SETTINGS.tax_rate_pct,
    default_commission_pct: saved?.default_commission_pct ?? DEFAULT_VENDOR_FINANCIAL_SETTINGS.default_commission_pct,
    recall_window_days: saved?.recall_window_days ?? DEFAULT_VENDOR_FINANCIAL_SETTINGS.recall_window_days,
  };
}

/**
 * The admins' system page (issue 16 item 6): platform defaults for new vendors, outside
 * providers' status, pg-boss's background jobs, the live remote versions and the mail outbox.
 */
@Injectable()
export class SystemSettingsService {
  constructor(
    private readonly em: EntityManager,
    private readonly access: AccessService,
    private readonly repository: SystemSettingsRepository,
    private readonly audit: AuditRepository,
    private readonly jobs: Jobs,
    private readonly mail: MailService,
    private readonly outboxRows: OutboxRepository,
    private readonly links: OneTimeTokensService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(AUTH_CONFIG) private readonly auth: AuthConfig,
  ) {}

  async vendorDefaults(caller: Principal): Promise<PlatformVendorDefaults> {
    await this.access.requireAccess(caller, 'system.manage');
    return vendorDefaultsOf(await this.repository.setting<Partial<PlatformVendorDefaults>>(VENDOR_DEFAULTS_KEY));
  }

  /** Saved with its audit row (`setting.update`, before/after) in one transaction. */
  async updateVendorDefaults(caller: Principal, dto: PlatformVendorDefaults): Promise<PlatformVendorDefaults> {
    await this.access.requireAccess(caller, 'system.manage');
    const after: PlatformVendorDefaults = {
      // "8" is saved as GET /api/vendor-settings spells it: "8.000".
      tax_rate_pct: formatPercent(parsePercent(dto.tax_rate_pct) ?? 0, 3),
      default_commission_pct: formatPercent(parsePercent(dto.default_commission_pct) ?? 0, 2),
      recall_window_days: dto.recall_window_days,
    };
    return this.em.transactional(async (em) => {
      const before = vendorDefaultsOf(await this.repository.vendorDefaultsForUpdate(em));
      await this.repository.saveSetting(VENDOR_DEFAULTS_KEY, after, em);
      await this.audit.record(
        { actorId: caller.userId, actorRole: 'admin', action: 'setting.update', targetType: 'platform_setting', targetId: null, before: { key: VENDOR_DEFAULTS_KEY, ...before }, after: { key: VENDOR_DEFAULTS_KEY, ...after } },
        em,
      );
      return after;
    });
  }

  /** Configured from the environment (never a secret shown), last success and failure as recorded. */
  async providers(caller: Principal): Promise<ProviderStatus[]> {
    await this.access.requireAccess(caller, 'system.manage');
    const events = await this.repository.providerEvents();
    const { twilio } = this.config;
    const configured: Record<ProviderName, boolean> = {
      smtp: this.auth.smtpUrl !== null && this.auth.smtpUrl !== undefined && this.auth.smtpUrl !== '',
      twilio: Boolean(twilio.accountSid && twilio.authToken && twilio.from),
      stripe: this.config.stripe !== null,
      // Without keys in the environment the API makes its own pair once, so Web Push always works.
      web_push: true,
    };
    return PROVIDERS.map((provider) => {
      const row = events.get(providerKey(provider));
      return {
        provider,
        configured: configured[provider],
        last_success_at: row?.last_success_at ?? null,
        last_success_message: row?.last_success_message ?? null,
        last_failure_at: row?.last_failure_at ?? null,
        last_failure_message: row?.last_failure_message ?? null,
      };
    });
  }

  async jobsOverview(caller: Principal): Promise<JobsOverview> {
    await this.access.requireAccess(caller, 'system.manage');
    const [names, counts, recent, failures] = await Promise.all([
      this.repository.queueNames(),
      this.repository.jobCounts(),
      this.repository.recentJobs(['completed'], 20),
      this.repository.recentJobs(['failed', 'retry', 'cancelled'], 50),
    ]);
    const queues = new Map(names.map((name) => [name, Object.fromEntries(JOB_STATES.map((state) => [state, 0])) as Record<JobState, number>]));
    for (const { name, state, count } of counts) {
      if (!queues.has(name)) queues.set(name, Object.fromEntries(JOB_STATES.map((s) => [s, 0])) as Record<JobState, number>);
      queues.get(name)![state] = count;
    }
    return { queues: [...queues].map(([name, byState]) => ({ name, counts: byState })), recent, failures };
  }

  /** A failed job back to the queue (pg-boss `retry`), audited `job.retry`. */
  async retryJob(caller: Principal, id: string): Promise<JobEntry> {
    await this.access.requireAccess(caller, 'system.manage');
    return this.act(caller, id, 'job.retry', ['failed'], (job) => this.jobs.retry(job.queue, job.id));
  }

  /** A job still waiting (or waiting to retry) cancelled (pg-boss `cancel`), audited `job.cancel`. */
  async cancelJob(caller: Principal, id: string): Promise<JobEntry> {
    await this.access.requireAccess(caller, 'system.manage');
    return this.act(caller, id, 'job.cancel', ['created', 'retry', 'active'], (job) => this.jobs.cancel(job.queue, job.id));
  }

  private async act(caller: Principal, id: string, action: string, from: JobState[], command: (job: JobEntry) => Promise<number>): Promise<JobEntry> {
    const job = /^[0-9a-f-]{36}$/i.test(id) ? await this.repository.job(id) : null;
    if (!job) throw new ApiException(HttpStatus.NOT_FOUND, 'NOT_FOUND');
    if (!from.includes(job.state) || (await command(job)) === 0) throw new ApiException(HttpStatus.CONFLICT, 'CONFLICT');
    const after = (await this.repository.job(id))!;
    await this.audit.record({
      actorId: caller.userId,
      actorRole: 'admin',
      action,
      targetType: 'job',
      targetId: id,
      before: { queue: job.queue, state: job.state, error: job.error },
      after: { queue: after.queue, state: after.state },
    });
    return after;
  }

  /** remotes.json and the history `npm run release:remote` keeps beside it, read where the API serves them from. */
  async remotes(caller: Principal): Promise<RemoteVersions> {
    await this.access.requireAccess(caller, 'system.manage');
    const manifest = await readJsonFile<Record<string, string>>(join(this.config.webDist, 'remotes.json'), {});
    const history = await readJsonFile<RemoteRelease[]>(join(this.config.webDist, HISTORY_FILE), []);
    const names = [...new Set([...REMOTE_NAMES, ...Object.keys(manifest)])];
    return {
      live: names.map((remote) => ({ remote, version: versionFromUrl(manifest[remote]) })),
      history: (Array.isArray(history) ? history : [])
        .filter((entry) => entry && typeof entry.remote === 'string' && typeof entry.to === 'string')
        .map((entry) => ({ remote: entry.remote, from: entry.from ?? null, to: entry.to, action: String(entry.action ?? ''), at: String(entry.at ?? '') }))
        .reverse(),
    };
  }

  /** The outbox with every one-time link masked: an admin never holds a working link of someone else's. */
  async outbox(caller: Principal, to?: string): Promise<MaskedOutboxMessage[]> {
    await this.access.requireAccess(caller, 'system.manage');
    const rows = await this.outboxRows.list(100, to);
    const states = await this.outboxRows.linkStates(linkedTokenHashes(rows.map((row) => row.text)));
    const unconfirmed = await this.repository.unconfirmed([...new Set(rows.map((row) => row.recipient))]);
    return rows.map((row) => {
      const { text, links } = maskLinks(row.text, row.kind, states, () => false);
      return { id: row.id, to: row.recipient, subject: row.subject, text, kind: row.kind, created_at: new Date(row.created_at).toISOString(), links, unconfirmed_user_id: unconfirmed.get(row.recipient) ?? null };
    });
  }

  /** A new confirmation link for an account that never confirmed its email (the old one stops working). */
  async resendConfirmation(caller: Principal, userId: string, language: Language): Promise<void> {
    await this.access.requireAccess(caller, 'system.manage');
    const account = /^[0-9a-f-]{36}$/i.test(userId) ? await this.repository.account(userId) : null;
    if (!account) throw new ApiException(HttpStatus.NOT_FOUND, 'NOT_FOUND');
    if (!account.email || account.email_confirmed_at) throw new ApiException(HttpStatus.CONFLICT, 'CONFLICT');
    const token = await this.links.issue(account.id, 'signup', this.auth.signupLinkTtlS);
    const link = new URL('/api/auth/verify', this.auth.siteUrl);
    link.search = new URLSearchParams({ token, type: 'signup', redirect_to: this.auth.siteUrl }).toString();
    await this.mail.send(authLinkMail('signup', account.email, link.toString(), language));
    await this.audit.record({ actorId: caller.userId, actorRole: 'admin', action: 'user.resend_confirmation', targetType: 'user', targetId: account.id, before: null, after: { email: account.email } });
  }
}

function versionFromUrl(url: string | undefined): string | null {
  const match = /\/remotes\/[^/]+\/([^/]+)\/mf-manifest\.json$/.exec(url ?? '');
  return match ? decodeURIComponent(match[1]) : null;
}

async function readJsonFile<T>(file: string, fallback: T): Promise<T> {
  try {
    return JSON.parse(await readFile(file, 'utf8')) as T;
  } catch {
    return fallback;
  }
}
