import { TECHNICIAN_OFFERS_URL } from '@fixflow/contracts';
import { chatMessageMessage, orderAssignedMessage, orderOfferedMessage } from './push-messages.js';

const order = { id: '7d4f1c52-2b7e-4c1a-9f1e-0a3c5e7b9d11', invoice_number: 'INV-1042', service_date: '2027-01-02' };

describe('orderAssignedMessage', () => {
  it.each([
    ['en', 'morning', 'New order assigned', 'INV-1042 · Sat, Jan 2, 2027 · morning, 08:00–12:00'],
    ['en', '13:00-14:30', 'New order assigned', 'INV-1042 · Sat, Jan 2, 2027 · 13:00–14:30'],
    ['ru', 'evening', 'Назначен новый заказ', 'INV-1042 · сб, 2 янв. 2027 г. · вечер, 16:00–20:00'],
  ] as const)('in %s for the %s slot', (language, timeSlot, title, body) => {
    expect(orderAssignedMessage({ ...order, time_slot: timeSlot }, language)).toEqual({
      title,
      body,
      url: `/orders/${order.id}`,
      tag: `order-${order.id}`,
      data: { action: 'order_assigned', order_id: order.id },
    });
  });
});

describe('chatMessageMessage', () => {
  const conversation = '0b6e2a8c-3f4d-4e5a-8b9c-1d2e3f4a5b6c';
  it.each([
    ['en', 'INV-1042', 'New message about INV-1042'],
    ['ru', 'INV-1042', 'Новое сообщение по заказу INV-1042'],
    ['en', null, 'New message from support'],
    ['ru', null, 'Новое сообщение от поддержки'],
  ] as const)('in %s about %s', (language, invoice, title) => {
    expect(chatMessageMessage({ conversation_id: conversation, author_name: 'Acme Repair', body: 'Gate code 1234' }, invoice, language)).toEqual({
      title,
      body: 'Acme Repair: Gate code 1234',
      url: `/chat?conversation=${conversation}`,
      tag: `chat-${conversation}`,
      data: { action: 'chat_message', conversation_id: conversation },
    });
  });

  it('shows the start of a long text, and no author when it has no name', () => {
    const message = chatMessageMessage({ conversation_id: conversation, author_name: null, body: 'x'.repeat(500) }, 'INV-1', 'en');
    expect(message.body).toBe(`${'x'.repeat(139)}…`);
  });
});

describe('orderOfferedMessage', () => {
  const offer = {
    id: '5c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f',
    order_id: order.id,
    vendor_name: 'Brightline Home Services',
    order: {
      invoice_number: 'INV-1042',
      service_date: '2027-01-02',
      time_slot: 'morning',
      starts_at: '2027-01-02T14:00:00.000Z',
      ends_at: '2027-01-02T18:00:00.000Z',
      city: 'Austin',
      state: 'TX',
      zip_code: '78701',
      appliance_type: 'Refrigerator',
      issue_description: 'Not cooling',
      status: 'pending' as const,
    },
  };
  it.each([
    ['en', 'New order offered: first to take it gets it', 'Brightline Home Services · Sat, Jan 2, 2027 · morning, 08:00–12:00 · Austin, TX · Refrigerator'],
    ['ru', 'Предложен новый заказ: достанется первому, кто возьмёт', 'Brightline Home Services · сб, 2 янв. 2027 г. · утро, 08:00–12:00 · Austin, TX · Refrigerator'],
  ] as const)('in %s: who, when, where and what; a tap opens the Offers list', (language, title, body) => {
    expect(orderOfferedMessage(offer, language)).toEqual({
      title,
      body,
      url: TECHNICIAN_OFFERS_URL,
      tag: `offer-${offer.id}`,
      data: { action: 'order_offered', offer_id: offer.id, order_id: order.id },
    });
  });

  it('leaves out a place and an appliance the order does not have', () => {
    const bare = { ...offer, order: { ...offer.order, city: null, state: null, appliance_type: null, time_slot: '13:00-14:30' } };
    expect(orderOfferedMessage(bare, 'en').body).toBe('Brightline Home Services · Sat, Jan 2, 2027 · 13:00–14:30');
  });
});
