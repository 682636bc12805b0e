import { createHmac, timingSafeEqual } from 'node:crypto';
import { isUuid } from '../common/uuid.js';

/**
 * The token of an order's public invoice (the page a customer lands on after paying online): the
 * order's id and an HMAC-SHA256 of it under the API's signing secret, so it cannot be guessed from
 * an invoice number or forged for another order. It reveals the invoice only, for as long as the
 * secret stands.
 */
const tag = (secret: string, orderId: string) => createHmac('sha256', secret).update(`invoice:${orderId}`).digest().subarray(0, 16);

export function invoiceToken(secret: string, orderId: string): string {
  return `${Buffer.from(orderId.replaceAll('-', ''), 'hex').toString('base64url')}.${tag(secret, orderId).toString('base64url')}`;
}

/** The order a token is for, or null for anything that is not a token we signed. */
export function orderOfInvoiceToken(secret: string, token: string): string | null {
  const [idPart, tagPart, ...rest] = token.split('.');
  if (!idPart || !tagPart || rest.length) return null;
  const hex = Buffer.from(idPart, 'base64url').toString('hex');
  const orderId = `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
  if (hex.length !== 32 || !isUuid(orderId)) return null;
  const given = Buffer.from(tagPart, 'base64url');
  // One spelling per token: base64url's last character carries unused bits, which the decoder ignores.
  if (given.toString('base64url') !== tagPart || Buffer.from(idPart, 'base64url').toString('base64url') !== idPart) return null;
  const expected = tag(secret, orderId);
  return given.length === expected.length && timingSafeEqual(given, expected) ? orderId : null;
}
