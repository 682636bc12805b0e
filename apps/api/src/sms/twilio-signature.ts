import { createHmac, timingSafeEqual } from 'node:crypto';

/** A webhook's POST parameters as express's urlencoded parser hands them over. */
export type WebhookParams = Record<string, unknown>;

/**
 * Twilio's request signature (https://www.twilio.com/docs/usage/security#validating-requests):
 * HMAC-SHA1, keyed with the account's auth token, over the full URL Twilio requested followed by
 * every POST parameter sorted by name, each name then its value (a repeated name: each value, in
 * sorted order), in base64.
 */
export function twilioSignature(authToken: string, url: string, params: WebhookParams): string {
  let data = url;
  for (const name of Object.keys(params).sort()) {
    const value = params[name];
    const values = Array.isArray(value) ? value.map(String).sort() : [value === undefined || value === null ? '' : String(value)];
    for (const each of values) data += name + each;
  }
  return createHmac('sha1', authToken).update(data, 'utf8').digest('base64');
}

/** Whether `given` (the X-Twilio-Signature header) is the signature of this request; compared in constant time. */
export function twilioSignatureValid(authToken: string, url: string, params: WebhookParams, given: string | undefined): boolean {
  if (!given) return false;
  const expected = Buffer.from(twilioSignature(authToken, url, params));
  const actual = Buffer.from(given);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}
