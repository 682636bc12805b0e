import type { INestApplicationContext } from '@nestjs/common';
import { IoAdapter } from '@nestjs/platform-socket.io';
import { originAllowed } from '../common/site-origin.js';

type ServerOptions = NonNullable<Parameters<IoAdapter['createIOServer']>[1]>;

/**
 * socket.io that answers only the site's pages (issue 20): a handshake whose Origin is foreign is
 * refused (HTTP 403) on every transport. CORS alone would not do: browsers never apply it to a
 * WebSocket, and the access token travels in the handshake, not in a cookie a check could rely on.
 */
export class SiteIoAdapter extends IoAdapter {
  constructor(
    app: INestApplicationContext,
    private readonly allowedOrigins: readonly string[],
  ) {
    super(app);
  }

  override createIOServer(port: number, options?: ServerOptions): ReturnType<IoAdapter['createIOServer']> {
    return super.createIOServer(port, {
      ...options,
      // Only the listed origins get CORS answers for long-polling; same-origin pages need none.
      cors: { origin: [...this.allowedOrigins] },
      allowRequest: (req, callback) => callback(null, originAllowed(req.headers, this.allowedOrigins)),
    } as ServerOptions);
  }
}
