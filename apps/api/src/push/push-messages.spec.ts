import { orderAssignedMessage } from './push-messages.js';

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
