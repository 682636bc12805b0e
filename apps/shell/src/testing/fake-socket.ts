// socket.io-client's io() for the shell's tests: the socket is the one thing replaced, so a test
// plays the API pushing an event to the user's room. In a test file:
//   jest.mock('socket.io-client', () => jest.requireActual('../testing/fake-socket'));
//   import { pushEvent, sockets } from '../testing/fake-socket';

export interface FakeSocket {
  /** What the socket's auth callback was given (the session's token). */
  auth: unknown;
  handlers: ((event: string, payload: unknown) => void)[];
  connected: boolean;
  disconnect: jest.Mock;
}

/** Every socket the code under test opened, newest last. */
export const sockets: FakeSocket[] = [];

export function io(options: { auth: (send: (data: unknown) => void) => void }) {
  const socket = {
    auth: undefined as unknown,
    handlers: [] as FakeSocket['handlers'],
    connected: true,
    disconnect: jest.fn(),
    on: () => socket,
    onAny(handler: (event: string, payload: unknown) => void) {
      socket.handlers.push(handler);
      return socket;
    },
    offAny() {
      socket.handlers = [];
      return socket;
    },
  };
  options.auth((data) => (socket.auth = data));
  sockets.push(socket);
  return socket;
}

/** The API pushes `event` with `payload` to the newest socket. */
export function pushEvent(event: string, payload: unknown): void {
  sockets.at(-1)?.handlers.forEach((handler) => handler(event, payload));
}
