import type { io } from 'socket.io-client';
import type { Order } from '@fixflow/contracts';
import { subscribeToOrderChanges } from './order-events';

describe('subscribeToOrderChanges', () => {
  it('connects under /api/socket.io with the token and hands order.changed to the listener until closed', () => {
    const handlers = new Map<string, (payload: unknown) => void>();
    const socket = {
      on: jest.fn((event: string, handler: (payload: unknown) => void) => handlers.set(event, handler)),
      off: jest.fn((event: string) => handlers.delete(event)),
      disconnect: jest.fn(),
    };
    const connect = jest.fn(() => socket) as unknown as typeof io;
    const onOrderChanged = jest.fn();

    const close = subscribeToOrderChanges({ token: 'access-1', onOrderChanged, connect });
    expect(connect).toHaveBeenCalledWith(expect.objectContaining({ path: '/api/socket.io', auth: { token: 'access-1' } }));

    const order = { id: 'o1', status: 'accepted' } as Order;
    handlers.get('order.changed')?.({ action: 'transitioned', order });
    expect(onOrderChanged).toHaveBeenCalledWith({ action: 'transitioned', order });

    close();
    expect(socket.disconnect).toHaveBeenCalled();
    expect(handlers.has('order.changed')).toBe(false);
  });
});
