import { type ChatMessage, NAMED_TIME_SLOTS, type NamedTimeSlot, type Offer, type Order, type PushMessage, TECHNICIAN_OFFERS_URL } from '@fixflow/contracts';
import type { Language } from '../i18n/language.js';

const TEXTS: Record<
  Language,
  {
    orderAssigned: string;
    orderOffered: string;
    rosterInvitation: string;
    rosterInvitationBody: string;
    chatMessage: string;
    supportMessage: string;
    slots: Record<NamedTimeSlot, string>;
  }
> = {
  en: {
    orderAssigned: 'New order assigned',
    orderOffered: 'New order offered: first to take it gets it',
    chatMessage: 'New message about {invoice}',
    supportMessage: 'New message from support',
    rosterInvitation: 'Invitation to join a team',
    rosterInvitationBody: '{company} invites you to work on its orders. Accept or decline on your dashboard.',
    slots: { morning: 'morning, 08:00–12:00', afternoon: 'afternoon, 12:00–16:00', evening: 'evening, 16:00–20:00', all_day: 'all day, 08:00–20:00' },
  },
  ru: {
    orderAssigned: 'Назначен новый заказ',
    orderOffered: 'Предложен новый заказ: достанется первому, кто возьмёт',
    chatMessage: 'Новое сообщение по заказу {invoice}',
    supportMessage: 'Новое сообщение от поддержки',
    rosterInvitation: 'Приглашение в команду',
    rosterInvitationBody: '{company} приглашает вас выполнять её заказы. Примите или отклоните приглашение на главной.',
    slots: { morning: 'утро, 08:00–12:00', afternoon: 'день, 12:00–16:00', evening: 'вечер, 16:00–20:00', all_day: 'весь день, 08:00–20:00' },
  },
};

const isNamedSlot = (slot: string): slot is NamedTimeSlot => (NAMED_TIME_SLOTS as readonly string[]).includes(slot);

/** yyyy-mm-dd → "Sat, Jan 2, 2027" / "сб, 2 янв. 2027 г.": the calendar date itself, in no timezone. */
function serviceDay(date: string, language: Language): string {
  return new Intl.DateTimeFormat(language, { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );
}

/** What the technician's phone shows when an order is assigned to it; a tap opens the order. */
export function orderAssignedMessage(order: Pick<Order, 'id' | 'invoice_number' | 'service_date' | 'time_slot'>, language: Language): PushMessage {
  const texts = TEXTS[language];
  const slot = isNamedSlot(order.time_slot) ? texts.slots[order.time_slot] : order.time_slot.replace('-', '–');
  return {
    title: texts.orderAssigned,
    body: `${order.invoice_number} · ${serviceDay(order.service_date, language)} · ${slot}`,
    url: `/orders/${order.id}`,
    tag: `order-${order.id}`,
    data: { action: 'order_assigned', order_id: order.id },
  };
}

/**
 * What a technician's phone shows when a vendor offers an order to it (issue 17): who, when, where
 * and what; a tap opens its Offers list (TECHNICIAN_OFFERS_URL), where it takes the order.
 */
export function orderOfferedMessage(offer: Pick<Offer, 'id' | 'order_id' | 'vendor_name' | 'order'>, language: Language): PushMessage {
  const texts = TEXTS[language];
  const { order } = offer;
  const slot = isNamedSlot(order.time_slot) ? texts.slots[order.time_slot] : order.time_slot.replace('-', '–');
  const place = [order.city, order.state].filter(Boolean).join(', ');
  return {
    title: texts.orderOffered,
    body: [offer.vendor_name, `${serviceDay(order.service_date, language)} · ${slot}`, place, order.appliance_type].filter(Boolean).join(' · '),
    url: TECHNICIAN_OFFERS_URL,
    tag: `offer-${offer.id}`,
    data: { action: 'order_offered', offer_id: offer.id, order_id: offer.order_id },
  };
}

/** What the technician's phone shows when a vendor invites it to its roster; a tap opens the dashboard, where it answers. */
export function rosterInvitationMessage(invitation: { id: string; company_name: string }, language: Language): PushMessage {
  const texts = TEXTS[language];
  return {
    title: texts.rosterInvitation,
    body: texts.rosterInvitationBody.replace('{company}', invitation.company_name),
    url: '/dashboard',
    tag: `roster-invitation-${invitation.id}`,
    data: { action: 'roster_invitation', invitation_id: invitation.id },
  };
}

/** The longest part of a chat message a push shows; the rest is read in the app. */
const CHAT_PREVIEW_LENGTH = 140;

/**
 * What the technician's phone shows for a new chat message (issue 15): about which order (or from
 * support), who wrote and the start of the text; a tap opens the conversation.
 */
export function chatMessageMessage(
  message: Pick<ChatMessage, 'conversation_id' | 'author_name' | 'body'>,
  invoiceNumber: string | null,
  language: Language,
): PushMessage {
  const texts = TEXTS[language];
  const preview = message.body.length > CHAT_PREVIEW_LENGTH ? `${message.body.slice(0, CHAT_PREVIEW_LENGTH - 1)}…` : message.body;
  return {
    title: invoiceNumber ? texts.chatMessage.replace('{invoice}', invoiceNumber) : texts.supportMessage,
    body: message.author_name ? `${message.author_name}: ${preview}` : preview,
    url: `/chat?conversation=${message.conversation_id}`,
    tag: `chat-${message.conversation_id}`,
    data: { action: 'chat_message', conversation_id: message.conversation_id },
  };
}
