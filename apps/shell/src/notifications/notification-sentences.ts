import type { TFunction } from 'i18next';
import type { NotificationItem, OrderStatus, Role } from '@fixflow/contracts';

/** What the center shows of a notification: its sentence in the reader's language, and where a click takes them. */
export interface NotificationView {
  text: string;
  href: string;
}

const text = (value: unknown): string | null => (typeof value === 'string' && value ? value : null);

/** order_changed's sentence by what changed first (the API's history kinds); a move outside the hours is a reschedule. */
const CHANGED: Record<string, string> = {
  status: 'status',
  rescheduled: 'rescheduled',
  hours_override: 'rescheduled',
  edited: 'edited',
  assigned: 'assigned',
  unassigned: 'unassigned',
};

/**
 * One notification as the center says it (issue 18): a sentence per type, naming who did it when
 * the API could (`actor_name`, the technician's name of a decline or a taken offer) and the order
 * by its invoice, and the page it is about — the order, the customer's thread, the statement,
 * the scorecard. `role` is the reader's: a status reads in its side's words. `t` is bound to the
 * notifications namespace; `day` writes a calendar day.
 */
export function describeNotification(item: NotificationItem, role: Role, t: TFunction, day: (value: string) => string): NotificationView {
  const data = item.data;
  const orderId = text(data.order_id);
  const invoice = text(data.invoice_number) ?? '';
  const sentence = (key: string, actor: string | null, values: Record<string, unknown> = {}) =>
    t(`sentence.${key}${actor ? '' : '_anonymous'}`, { actor, invoice, ...values }) as string;
  const orderPage = orderId ? `/orders/${orderId}` : '/orders';
  switch (item.type) {
    case 'order_assigned':
      return { text: sentence('order_assigned', text(data.actor_name)), href: orderPage };
    case 'order_offered':
      // Not the technician's order until taken: the offers it may take.
      return { text: sentence('order_offered', text(data.actor_name)), href: '/orders?tab=offers' };
    case 'order_changed': {
      const what = Array.isArray(data.what) ? data.what.map(String) : [];
      const kind = CHANGED[what.find((entry) => CHANGED[entry]) ?? ''] ?? 'other';
      const status = text(data.status) as OrderStatus | null;
      const statusWord = status ? (t(`status.${role === 'technician' ? 'technician' : 'vendor'}.${status}`) as string) : '';
      // An order taken off the reader's schedule is no longer theirs to open.
      return { text: sentence(`changed.${kind}`, text(data.actor_name), { status: statusWord }), href: kind === 'unassigned' ? '/orders' : orderPage };
    }
    case 'order_declined':
      return { text: sentence('order_declined', text(data.technician_name), { reason: text(data.reason) ?? '' }), href: orderPage };
    case 'offer_taken':
      return { text: sentence('offer_taken', text(data.technician_name)), href: orderPage };
    case 'order_completed':
      return { text: t('sentence.order_completed', { invoice }) as string, href: orderPage };
    case 'sms_received': {
      const customer = text(data.customer_id);
      return { text: t('sentence.sms_received') as string, href: customer ? `/customers/${customer}` : '/customers' };
    }
    case 'metrics_update': {
      const technician = text(data.technician_id);
      if (role === 'technician' || !technician) return { text: t('sentence.metrics_update') as string, href: '/dashboard' };
      return { text: t('sentence.metrics_update_vendor') as string, href: `/technicians/${technician}` };
    }
    case 'settlement_ready': {
      const settlement = text(data.settlement_id);
      const week = text(data.week_start);
      return {
        text: t('sentence.settlement_ready', { week: week ? day(week) : '' }) as string,
        href: settlement ? `/financial-settlements?id=${encodeURIComponent(settlement)}` : '/financial-settlements',
      };
    }
    default: {
      const unknown: never = item.type;
      return { text: t('sentence.other', { type: unknown }) as string, href: '/dashboard' };
    }
  }
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * How long ago, in the reader's language: "just now", "5 minutes ago", "yesterday", "3 days ago";
 * a week or more ago, the date itself (`date`).
 */
export function timeAgo(iso: string, now: number, language: string, justNow: string, date: (iso: string) => string): string {
  const elapsed = now - new Date(iso).getTime();
  if (Number.isNaN(elapsed)) return iso;
  if (elapsed < MINUTE) return justNow;
  const relative = new Intl.RelativeTimeFormat(language, { numeric: 'auto' });
  if (elapsed < HOUR) return relative.format(-Math.floor(elapsed / MINUTE), 'minute');
  if (elapsed < DAY) return relative.format(-Math.floor(elapsed / HOUR), 'hour');
  if (elapsed < 7 * DAY) return relative.format(-Math.floor(elapsed / DAY), 'day');
  return date(iso);
}
