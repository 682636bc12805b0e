import { Inject, Injectable } from '@nestjs/common';
import Stripe from 'stripe';
import { ProviderEvents } from '../system-settings/provider-events.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';

/** What a paid Checkout Session tells us: which order, how much, and its id (to record it once). */
export interface PaidCheckout {
  sessionId: string;
  orderId: string;
  amountCents: number;
}

/**
 * Stripe Checkout, through Stripe's own library: a hosted payment page per pay link, and the
 * webhook's signature checked with the library's constructEvent (HMAC-SHA256 over the raw body,
 * with a timestamp tolerance). STRIPE_API_URL points the client at a local Stripe-compatible server
 * in tests; nothing here talks to the network otherwise.
 */
@Injectable()
export class StripeCheckout {
  private readonly stripe: Stripe | null;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly providers: ProviderEvents,
  ) {
    const settings = config.stripe;
    if (!settings) {
      this.stripe = null;
      return;
    }
    const api = settings.apiUrl ? new URL(settings.apiUrl) : null;
    this.stripe = new Stripe(settings.secretKey, {
      maxNetworkRetries: 1,
      timeout: 10_000,
      ...(api ? { host: api.hostname, port: Number(api.port || (api.protocol === 'https:' ? 443 : 80)), protocol: api.protocol.replace(':', '') as 'http' | 'https' } : {}),
    });
  }

  get configured(): boolean {
    return this.stripe !== null;
  }

  /**
   * `returnTo`: the page the customer comes back to, without its path (`…/payment-success?invoice=<token>`
   * is added, and Stripe puts the session's id in `session_id`, so the page can say whether it is paid).
   */
  async createSession(order: { id: string; invoice_number: string }, amountCents: number, returnTo: { site: string; invoiceToken: string }): Promise<string> {
    const session = await this.stripe!.checkout.sessions
      .create({
      mode: 'payment',
      line_items: [{ quantity: 1, price_data: { currency: 'usd', unit_amount: amountCents, product_data: { name: `Invoice ${order.invoice_number}` } } }],
      client_reference_id: order.id,
      metadata: { order_id: order.id },
      success_url: `${returnTo.site}/payment-success?invoice=${returnTo.invoiceToken}&session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `${returnTo.site}/payment-cancel?invoice=${returnTo.invoiceToken}`,
      })
      .catch(async (error: unknown) => {
        await this.providers.failure('stripe', error);
        throw error;
      });
    await this.providers.success('stripe', `checkout session ${session.id} created`);
    if (!session.url) throw new Error(`Stripe answered a Checkout Session without a URL (${session.id})`);
    return session.url;
  }

  /**
   * The paid checkout a webhook reports, or null for any other event; throws when the signature
   * does not match (the caller answers 400).
   */
  paidCheckout(rawBody: Buffer, signature: string | undefined): PaidCheckout | null {
    const event = this.stripe!.webhooks.constructEvent(rawBody, signature ?? '', this.config.stripe!.webhookSecret);
    if (event.type !== 'checkout.session.completed' && event.type !== 'checkout.session.async_payment_succeeded') return null;
    const session = event.data.object;
    const orderId = session.metadata?.order_id ?? session.client_reference_id;
    if (session.payment_status !== 'paid' || !orderId || !session.amount_total) return null;
    return { sessionId: session.id, orderId, amountCents: session.amount_total };
  }
}
