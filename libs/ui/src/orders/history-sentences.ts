import type { TFunction } from 'i18next';
import type { FieldChange, OrderHistoryEntry } from '@fixflow/contracts';
import { formatAmount, formatRate } from '../dates/format-money';
import type { OrderSide } from './OrderWords';
import { exactWindow, isNamedSlot } from './time-slot';

/** What one history line says: its sentence (who did it included) and, below it, the fields it changed. */
export interface HistorySentence {
  text: string;
  details: string[];
}

export interface HistoryWords {
  /** `t` of the remote's namespace, whose `order` words hold the history's sentences. */
  t: TFunction;
  side: OrderSide;
  language: string;
  /** A calendar day as the page writes it ("Dec 3" / "3 дек."). */
  day: (day: string) => string;
}

type Value = FieldChange['from'];

/** The order's own field names (`order.fields`), else the history's for the fields no form shows. */
const FIELD_WORDS: Record<string, string> = {
  customer_name: 'fields.customerName',
  phone: 'fields.phone',
  email: 'fields.email',
  address: 'fields.address',
  city: 'fields.city',
  state: 'fields.state',
  zip_code: 'fields.zip',
  service_date: 'fields.serviceDate',
  time_slot: 'fields.timeSlot',
  appliance_type: 'fields.appliance',
  issue_description: 'fields.issue',
  technician: 'fields.technician',
  appliance_id: 'history.field.appliance_id',
  taxable: 'history.field.taxable',
  tax_rate: 'history.field.tax_rate',
  invoice_message: 'history.field.invoice_message',
  recall_status: 'history.field.recall_status',
  rating: 'history.field.rating',
};

const SCHEDULE = ['service_date', 'time_slot'];

/**
 * Each line of an order's history as a sentence in the reader's language (issue 18), the same for
 * every viewer but for the status words, which are the viewer's side's: "Created by Acme",
 * "Rescheduled from Dec 2, morning to Dec 3, 12:00–14:00 by Acme", "Declined by Jordan Lee".
 */
export function describeHistoryEntry(entry: OrderHistoryEntry, words: HistoryWords): HistorySentence {
  const { t, side, language, day } = words;
  const w = (key: string, values: Record<string, unknown> = {}) => t(`order.history.${key}`, values) as string;
  const changes = entry.changes ?? {};
  const status = (value: string) => t(`order.${side}Status.${value}`) as string;
  const slot = (value: string) => {
    if (isNamedSlot(value)) return w(`slot.${value}`);
    const window = exactWindow(value);
    return window ? (t('order.slot.window', window) as string) : value;
  };
  const fieldName = (field: string) => (FIELD_WORDS[field] ? (t(`order.${FIELD_WORDS[field]}`) as string) : field);
  const value = (field: string, raw: Value): string => {
    if (raw === null || raw === '') return w('none');
    if (field === 'service_date') return day(String(raw));
    if (field === 'time_slot') return slot(String(raw));
    if (typeof raw === 'boolean') return w(raw ? 'yes' : 'no');
    if (field === 'tax_rate') return `${formatRate(String(raw), language)} %`;
    if (field === 'recall_status') return w(`recall.${String(raw)}`);
    return String(raw);
  };
  // A date and window as one moment: "Dec 3, 12:00–14:00"; the half that did not change is left out.
  const moment = (end: 'from' | 'to') =>
    [changes.service_date ? value('service_date', changes.service_date[end]) : null, changes.time_slot ? value('time_slot', changes.time_slot[end]) : null]
      .filter((part): part is string => part !== null)
      .join(', ');
  const moved = () => w('rescheduled', { from: moment('from'), to: moment('to') });
  const movedToo = SCHEDULE.some((field) => changes[field]);
  const technician = changes.technician;
  const ratingLine = (change: FieldChange) =>
    change.to === null ? w('ratingCleared') : change.from === null ? w('rated', { to: change.to }) : w('rerated', { from: change.from, to: change.to });

  let text: string;
  const details: string[] = [];
  switch (entry.kind) {
    case 'created':
      text = w('created');
      break;
    case 'status':
      text = entry.from ? w('move', { from: status(entry.from), to: status(entry.to) }) : w('created');
      if (changes.rating) details.push(ratingLine(changes.rating));
      break;
    case 'assigned':
      text = technician?.from ? w('reassigned', { from: technician.from, to: technician.to }) : w('assigned', { to: technician?.to ?? w('none') });
      if (movedToo) details.push(moved());
      break;
    case 'unassigned':
      text = w('unassigned', { from: technician?.from ?? w('none') });
      break;
    case 'declined':
      text = w('declined');
      break;
    case 'rescheduled':
      text = moved();
      break;
    case 'hours_override':
      if (technician?.to) {
        text = w('hoursOverrideAssigned', { to: technician.to });
        if (movedToo) details.push(moved());
      } else text = w('hoursOverrideMoved', { from: moment('from'), to: moment('to') });
      break;
    case 'edited': {
      const fields = Object.keys(changes);
      text = w('edited', { fields: fields.map(fieldName).join(', ') });
      for (const field of fields) {
        const change = changes[field];
        details.push(field === 'appliance_id' ? w('changed', { field: fieldName(field) }) : w('change', { field: fieldName(field), from: value(field, change.from), to: value(field, change.to) }));
      }
      break;
    }
    case 'offered':
      text = w(`offered.${changes.audience?.to === 'area' ? 'area' : 'roster'}`);
      break;
    case 'offer_taken':
      text = w('offerTaken');
      break;
    case 'offer_withdrawn':
      text = w('offerWithdrawn');
      break;
    case 'payment': {
      const method = String(changes.method?.to ?? '');
      const amount = formatAmount(String(changes.amount?.to ?? ''), language);
      text = w('payment', { amount, method: t(`money.method.${method}`, { defaultValue: method }) as string });
      break;
    }
    case 'rating':
      text = changes.rating ? ratingLine(changes.rating) : w('rated', { to: w('none') });
      break;
    case 'customer_merged': {
      // Which record the order came from and which it is on now: each by its name and number.
      const record = (end: 'from' | 'to') => w('customerRecord', { name: changes.customer?.[end] ?? w('none'), phone: changes.customer_phone?.[end] ?? w('none') });
      text = w('customerMerged', { from: record('from'), to: record('to') });
      break;
    }
    default: {
      const unknown: never = entry.kind;
      text = String(unknown);
    }
  }
  return { text: entry.actor_name ? w('by', { text, actor: entry.actor_name }) : text, details };
}
