import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';

/** What the provider made of a text: taken (its SID), or refused for good / for now. */
export type SendOutcome = { ok: true; sid: string } | { ok: false; error: string; retry: boolean };

/** How long one call to Twilio may take before the attempt counts as failed (and is retried). */
const SEND_TIMEOUT_MS = 10_000;

/**
 * Twilio's REST API for outgoing texts (POST /2010-04-01/Accounts/{Sid}/Messages.json, basic auth,
 * a form of To/From/Body/StatusCallback) through fetch: one call needs no SDK. Configured when
 * TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM are all set; otherwise texts are recorded.
 */
@Injectable()
export class SmsTransport {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  get configured(): boolean {
    const { accountSid, authToken, from } = this.config.twilio;
    return Boolean(accountSid && authToken && from);
  }

  /** The number replies go out from: Twilio's, or a placeholder the local transport writes down. */
  get from(): string {
    return this.config.twilio.from ?? 'local';
  }

  async send(to: string, body: string, statusCallback: string): Promise<SendOutcome> {
    const { accountSid, authToken, from, apiBase } = this.config.twilio;
    if (!accountSid || !authToken || !from) throw new Error('Twilio is not configured');
    const form = new URLSearchParams({ To: to, From: from, Body: body, StatusCallback: statusCallback });
    let response: Response;
    try {
      response = await fetch(`${apiBase}/2010-04-01/Accounts/${encodeURIComponent(accountSid)}/Messages.json`, {
        method: 'POST',
        headers: {
          Authorization: `Basic ${Buffer.from(`${accountSid}:${authToken}`).toString('base64')}`,
          'Content-Type': 'application/x-www-form-urlencoded',
          Accept: 'application/json',
        },
        body: form.toString(),
        signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
      });
    } catch (error) {
      return { ok: false, error: `Twilio did not answer: ${error instanceof Error ? error.message : String(error)}`, retry: true };
    }
    const payload = (await response.json().catch(() => null)) as { sid?: unknown; message?: unknown; code?: unknown } | null;
    if (response.ok && typeof payload?.sid === 'string') return { ok: true, sid: payload.sid };
    const said = typeof payload?.message === 'string' ? payload.message : `HTTP ${response.status}`;
    const error = typeof payload?.code === 'number' ? `${said} (Twilio error ${payload.code})` : said;
    // A 4xx (a bad number, an unverified sender…) will not change on a retry; a 429 or 5xx may.
    return { ok: false, error, retry: response.status === 429 || response.status >= 500 };
  }
}
