import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import nodemailer, { type Transporter } from 'nodemailer';
import type { OutboxMessage as OutboxMessageDto } from '@fixflow/contracts';
import { AccessService } from '../access/access.service.js';
import { AUTH_CONFIG, type AuthConfig } from '../auth/auth.config.js';
import type { Principal } from '../auth/principal.js';
import { ProviderEvents } from '../system-settings/provider-events.js';
import { OutboxMessage } from './outbox-message.entity.js';
import { linkedTokenHashes, maskLinks } from './outbox-links.js';
import { OutboxRepository } from './outbox.repository.js';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  kind: string;
}

/**
 * Sends through SMTP when SMTP_URL is set. Otherwise every message is kept in the outbox table
 * instead: with SMTP the links are not stored, since a readable table of live recovery links
 * would let anyone with database access take over accounts.
 */
@Injectable()
export class MailService implements OnModuleDestroy {
  private readonly logger = new Logger(MailService.name);
  private readonly transport: Transporter | null;

  constructor(
    private readonly em: EntityManager,
    @Inject(AUTH_CONFIG) private readonly config: AuthConfig,
    private readonly access: AccessService,
    private readonly providers: ProviderEvents,
    private readonly outboxRows: OutboxRepository,
  ) {
    this.transport = config.smtpUrl ? nodemailer.createTransport(config.smtpUrl) : null;
  }

  async send(mail: Mail): Promise<void> {
    if (this.transport) {
      try {
        await this.transport.sendMail({ from: this.config.mailFrom, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html });
      } catch (error) {
        await this.providers.failure('smtp', error);
        throw error;
      }
      this.logger.log(`Sent ${mail.kind} mail through SMTP`);
      await this.providers.success('smtp', `${mail.kind} mail sent`);
      return;
    }
    const message = this.em.create(OutboxMessage, { to: mail.to, subject: mail.subject, text: mail.text, html: mail.html ?? null, kind: mail.kind });
    await this.em.persist(message).flush();
    await this.providers.success('smtp', `${mail.kind} mail kept in the outbox (no SMTP_URL)`);
  }

  /**
   * Newest first; `to` narrows to one recipient (tests and admins look up a user's link). A one-time
   * link shows only while it works (issue 20): once used it reads «[link used]», past its expiry
   * «[link expired]», so the outbox is never a store of live sign-in links that were already spent.
   */
  async outbox(caller: Principal, filter: { to?: string; limit: number }): Promise<OutboxMessageDto[]> {
    await this.access.requireAccess(caller, 'outbox.read');
    const rows = await this.outboxRows.list(filter.limit, filter.to);
    const states = await this.outboxRows.linkStates(linkedTokenHashes(rows.map((row) => row.text)));
    return rows.map((row) => ({
      id: row.id,
      to: row.recipient,
      subject: row.subject,
      text: maskLinks(row.text, row.kind, states, (state) => state === 'live').text,
      kind: row.kind,
      created_at: new Date(row.created_at).toISOString(),
    }));
  }

  onModuleDestroy(): void {
    this.transport?.close();
  }
}
