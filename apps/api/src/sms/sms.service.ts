import { HttpStatus, Inject, Injectable, Logger } from '@nestjs/common';
import { normalizePhone } from '@fixflow/contracts/phone';
import { type SmsChangedEvent, type SmsMessage, type SmsReceivedData, type SmsThread, smsKeyword } from '@fixflow/contracts';
import { AccessService } from '../access/access.service.js';
import { AUTH_CONFIG, type AuthConfig } from '../auth/auth.config.js';
import type { Principal } from '../auth/principal.js';
import { ApiException } from '../common/api-exception.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { Jobs } from '../jobs/jobs.service.js';
import { NotificationsService } from '../notifications/notifications.service.js';
import { SmsEvents } from '../realtime/sms-events.js';
import { VendorsRepository } from '../vendors/vendors.repository.js';
import { SMS_SEND_QUEUE, type SmsSendJob } from './sms-queue-name.js';
import { type StoredSms, SmsRepository } from './sms.repository.js';
import { SmsTransport } from './sms-transport.js';
import { ProviderEvents } from '../system-settings/provider-events.js';
import { twilioSignatureValid, type WebhookParams } from './twilio-signature.js';

/** What Twilio is answered on every webhook: an empty TwiML response (no automatic reply). */
export const EMPTY_TWIML = '<?xml version="1.0" encoding="UTF-8"?><Response></Response>';

/** Twilio sends at most 10 media per text; anything further is not ours to store. */
const MAX_MEDIA = 10;
const THREAD_PAGE_SIZE = 50;
const OUTBOX_LIMIT = 100;

/** Twilio's delivery reports → our statuses; the intermediate ones (accepted, sending…) are not recorded. */
const STATUS_OF_REPORT: Record<string, 'sent' | 'delivered' | 'failed' | 'undelivered'> = {
  sent: 'sent',
  delivered: 'delivered',
  failed: 'failed',
  undelivered: 'undelivered',
};

const text = (value: unknown): string | null => (typeof value === 'string' ? value : Array.isArray(value) && typeof value[0] === 'string' ? value[0] : null);

/**
 * Customers' texts (issue 15): Twilio's webhooks in, each customer's thread, replies out through
 * the sms-send job, and the statuses Twilio reports back.
 */
@Injectable()
export class SmsService {
  private readonly logger = new Logger('Sms');
  private warnedUnsigned = false;

  constructor(
    private readonly sms: SmsRepository,
    private readonly access: AccessService,
    private readonly notifications: NotificationsService,
    private readonly events: SmsEvents,
    private readonly vendors: VendorsRepository,
    private readonly transport: SmsTransport,
    private readonly jobs: Jobs,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly providers: ProviderEvents,
    @Inject(AUTH_CONFIG) private readonly auth: AuthConfig,
  ) {}

  /**
   * The URL Twilio signed: the site's public origin (SITE_URL; the API sits behind a proxy, so
   * the Host it sees is not the one Twilio called) and the path and query requested.
   */
  publicUrl(originalUrl: string): string {
    return `${this.auth.siteUrl}${originalUrl}`;
  }

  /** With TWILIO_AUTH_TOKEN set, a request Twilio did not sign is refused 403; without it, accepted (the local path). */
  private verify(originalUrl: string, params: WebhookParams, signature: string | undefined): void {
    const token = this.config.twilio.authToken;
    if (!token) {
      if (!this.warnedUnsigned) {
        this.warnedUnsigned = true;
        this.logger.warn('TWILIO_AUTH_TOKEN is not set: Twilio webhooks are accepted without a signature check');
      }
      return;
    }
    if (!twilioSignatureValid(token, this.publicUrl(originalUrl), params, signature)) throw new ApiException(HttpStatus.FORBIDDEN, 'SMS_SIGNATURE_INVALID');
  }

  /**
   * POST /api/sms/incoming. Once per MessageSid. The sender's number (E.164) is matched against
   * every customer's own and further numbers: one vendor's → that customer's thread (its own
   * number before a further one), a notification and a live event for the vendor; no one's or
   * several vendors' → the admins' Unknown SMS queue, never assigned; a blocked number's →
   * kept as blocked, queued nowhere. STOP / START opt the matched customers out / in.
   */
  async incoming(originalUrl: string, params: WebhookParams, signature: string | undefined): Promise<void> {
    this.verify(originalUrl, params, signature);
    const sid = text(params.MessageSid) ?? text(params.SmsSid);
    const rawFrom = text(params.From);
    if (!sid || !rawFrom) {
      const missing = [!sid && 'MessageSid', !rawFrom && 'From'].filter((name): name is string => Boolean(name));
      throw new ApiException(HttpStatus.BAD_REQUEST, 'VALIDATION_FAILED', {}, missing.map((field) => ({ field, message: `${field} is required` })));
    }
    const body = text(params.Body) ?? '';
    const mediaCount = Math.min(Math.max(Number(text(params.NumMedia)) || 0, 0), MAX_MEDIA);
    const mediaUrls = Array.from({ length: mediaCount }, (_unused, index) => text(params[`MediaUrl${index}`])).filter((url): url is string => Boolean(url));
    const from = normalizePhone(rawFrom) ?? rawFrom;
    const [blocked, found] = await Promise.all([this.sms.isBlocked(from), this.sms.matches(from)]);
    const matches = blocked ? [] : found;
    const vendors = new Set(matches.map((match) => match.vendor_id));
    const owner = vendors.size === 1 ? (matches.find((match) => match.primary) ?? matches[0]) : null;
    const row = await this.sms.insertIncoming({
      vendorId: owner?.vendor_id ?? null,
      customerId: owner?.customer_id ?? null,
      from,
      to: text(params.To) ?? '',
      body,
      mediaUrls,
      providerSid: sid,
      resolution: blocked ? 'blocked' : null,
    });
    // Another delivery of the same text (Twilio retries) stored it already: nothing more happens.
    if (!row) return;
    // The carrier stops every text from our number to this one, whoever's customer it is.
    const keyword = smsKeyword(body);
    if (keyword) await this.sms.setOptedOut([...new Set(matches.map((match) => match.customer_id))], keyword === 'opt_out');
    if (owner) await this.joinedThread(owner.vendor_id, owner.customer_id, row.message);
    else if (!blocked) await this.tellAdmins({ action: 'received', customer_id: null, message: row.message });
  }

  /**
   * A text has joined a customer's thread (matched by the webhook, or attached by an admin): the
   * vendor's sms_received notification (its red Customers badge) and sms.changed to the vendor.
   */
  async joinedThread(vendorId: string, customerId: string, message: SmsMessage): Promise<void> {
    const user = await this.vendors.userOf(vendorId);
    if (!user) return;
    const data: SmsReceivedData = { action: 'open_thread', customer_id: customerId, message_id: message.id };
    await this.notifications.create(user, 'sms_received', { ...data });
    this.events.toUsers([user], { action: 'received', customer_id: customerId, message });
  }

  /** Every active admin's Unknown SMS queue refetches. */
  async tellAdmins(event: SmsChangedEvent): Promise<void> {
    this.events.toUsers(await this.sms.activeAdminUsers(), event);
  }

  /**
   * GET /api/customers/:id/messages: a page of the thread, newest last; `next_cursor` reads
   * older texts. The first page read marks the caller's notifications of this customer's texts read.
   */
  async thread(caller: Principal, customerId: string, query: { cursor?: string; limit?: number }): Promise<SmsThread> {
    await this.access.requireAccess(caller, 'sms.read', [customerId]);
    const id = customerId.toLowerCase();
    const [page, optedOut] = await Promise.all([this.sms.thread(id, query.cursor, query.limit ?? THREAD_PAGE_SIZE), this.sms.optedOut(id)]);
    if (query.cursor === undefined) await this.notifications.readAbout(caller, 'sms_received', 'customer_id', id);
    return { items: page.items.reverse(), next_cursor: page.next_cursor, opted_out: optedOut };
  }

  /** POST /api/customers/:id/messages: kept as queued, sent by the sms-send job; never to an opted-out customer. */
  async send(caller: Principal, customerId: string, body: string): Promise<SmsMessage> {
    await this.access.requireAccess(caller, 'sms.send', [customerId]);
    const id = customerId.toLowerCase();
    const target = await this.sms.replyTarget(id);
    if (target.opted_out) throw new ApiException(HttpStatus.CONFLICT, 'CUSTOMER_OPTED_OUT');
    return this.queueText({ vendorId: target.vendor_id, customerId: id, to: target.phone, body, authorId: caller.userId });
  }

  /**
   * Every outgoing text's one way (a vendor's reply, the API's own customer texts): kept in the
   * customer's thread as queued, sent by the sms-send job, told live to the vendor. The caller
   * checked the opt-out; the job checks it again before sending.
   */
  async queueText(text: { vendorId: string; customerId: string; to: string; body: string; authorId: string | null }): Promise<SmsMessage> {
    const row = await this.sms.insertOutgoing({ ...text, from: this.transport.from });
    await this.jobs.send<SmsSendJob>(SMS_SEND_QUEUE, [{ message_id: row.message.id }]);
    await this.changed('sent', row);
    return row.message;
  }

  /**
   * One sms-send job: through Twilio when configured (sent with its SID, or failed with its
   * words; a timeout, 429 or 5xx is thrown so pg-boss retries), otherwise recorded locally.
   */
  async deliver(messageId: string, lastAttempt: boolean): Promise<void> {
    const row = await this.sms.byId(messageId);
    if (!row || row.message.status !== 'queued') return;
    // A STOP that arrived after the reply was queued: it does not go out.
    if (row.message.customer_id && (await this.sms.optedOut(row.message.customer_id))) {
      await this.update(messageId, { status: 'failed', error: 'The customer opted out of texts (replied STOP)' });
      return;
    }
    if (!this.transport.configured) {
      await this.update(messageId, { status: 'recorded', sent: true });
      return;
    }
    const outcome = await this.transport.send(row.message.to, row.message.body, this.publicUrl('/api/sms/status'));
    if (outcome.ok) await this.providers.success('twilio', `text ${outcome.sid} accepted`);
    else await this.providers.failure('twilio', outcome.error);
    if (outcome.ok) {
      await this.update(messageId, { status: 'sent', providerSid: outcome.sid, sent: true });
      return;
    }
    if (outcome.retry && !lastAttempt) throw new Error(outcome.error);
    await this.update(messageId, { status: 'failed', error: outcome.error });
  }

  /** POST /api/sms/status: Twilio's delivery report of a text we sent (signed as the incoming webhook is). */
  async status(originalUrl: string, params: WebhookParams, signature: string | undefined): Promise<void> {
    this.verify(originalUrl, params, signature);
    const sid = text(params.MessageSid) ?? text(params.SmsSid);
    const status = STATUS_OF_REPORT[text(params.MessageStatus) ?? text(params.SmsStatus) ?? ''];
    if (!sid || !status) return;
    const code = text(params.ErrorCode);
    const error = status === 'failed' || status === 'undelivered' ? (text(params.ErrorMessage) ?? (code ? `Twilio error ${code}` : null)) : null;
    // A report never moves a text back: delivered stays delivered whatever arrives late.
    const from = status === 'sent' ? (['queued'] as const) : (['queued', 'sent'] as const);
    const row = await this.sms.setStatus({ providerSid: sid }, from, { status, error });
    if (row) await this.changed('status', row);
  }

  /** GET /api/admin/sms-outbox: the texts the local transport recorded, newest first. */
  async outbox(caller: Principal): Promise<SmsMessage[]> {
    await this.access.requireAccess(caller, 'sms-outbox.read');
    return this.sms.recorded(OUTBOX_LIMIT);
  }

  private async update(id: string, change: Parameters<SmsRepository['setStatus']>[2]): Promise<void> {
    const row = await this.sms.setStatus({ id }, ['queued'], change);
    if (row) await this.changed('status', row);
  }

  private async changed(action: SmsChangedEvent['action'], row: StoredSms): Promise<void> {
    if (row.vendorId) await this.events.toVendor(row.vendorId, { action, customer_id: row.message.customer_id, message: row.message });
  }
}
