import { openLiveSocket, type LiveSocket } from '@fixflow/api-client';
import type { LiveEventsHub, SessionStore } from '@fixflow/shell-sdk';

/**
 * The tab's one socket: open while a user is signed in and something listens (the workspace's
 * queries, a page, the sidebar badge), closed on sign-out and reopened for another user. Every
 * event goes to the hub, which remotes reach through the SDK. Answers the function that unbinds.
 */
export function bindLiveSocket(hub: LiveEventsHub, store: SessionStore, connect?: Parameters<typeof openLiveSocket>[0]['connect']): () => void {
  let socket: LiveSocket | null = null;
  let user: string | null = null;
  let token: string | null = null;

  const sync = () => {
    const session = store.getSnapshot();
    const signedIn = session.status === 'signed-in' ? session : null;
    const wanted = signedIn && hub.listening() ? signedIn.user.id : null;
    if (wanted !== user) {
      socket?.close();
      socket = null;
      user = wanted;
      if (wanted) {
        socket = openLiveSocket({
          getToken: () => token,
          onEvent: (event, payload) => hub.emit(event, payload),
          onReconnect: () => hub.reconnected(),
          connect,
        });
      }
    }
    const refreshed = signedIn?.accessToken ?? null;
    // A handshake refused for an expired token is not retried by socket.io: try with the new one.
    if (refreshed !== token) {
      token = refreshed;
      socket?.retry();
    }
  };

  // The token is read at each handshake, so set it before the first one.
  token = (() => {
    const session = store.getSnapshot();
    return session.status === 'signed-in' ? session.accessToken : null;
  })();
  const offStore = store.subscribe(sync);
  const offHub = hub.subscribe(sync);
  sync();
  return () => {
    offStore();
    offHub();
    socket?.close();
  };
}
