import type { Page, WebSocket } from '@playwright/test';

export interface WatchedSockets {
  /** Every socket.io WebSocket the page opened, in order. */
  sockets: WebSocket[];
  /** How many times the server let one in (socket.io's CONNECT answer). */
  connected: () => number;
  /** Whether an open socket of the page has been let in, so the user's rooms hear what happens now. */
  live: () => boolean;
}

/**
 * A page's socket.io connections as they come. The API joins the user's rooms before it answers
 * CONNECT ("40{"sid":…}"), so once `live()` holds, an event the API emits reaches this page: a
 * test that changes something through the API and expects the open page to follow waits for it
 * first, as a user who has had the page open for a moment would have. Watch before the page opens.
 */
export function watchSockets(page: Page): WatchedSockets {
  const sockets: WebSocket[] = [];
  const letIn = new Set<WebSocket>();
  page.on('websocket', (socket) => {
    if (!socket.url().includes('/api/socket.io')) return;
    sockets.push(socket);
    socket.on('framereceived', (frame) => {
      if (String(frame.payload).startsWith('40')) letIn.add(socket);
    });
  });
  return {
    sockets,
    connected: () => letIn.size,
    live: () => sockets.some((socket) => letIn.has(socket) && !socket.isClosed()),
  };
}
