import { MikroORM, RequestContext } from '@mikro-orm/postgresql';
import { Logger } from '@nestjs/common';
import { type OnGatewayInit, WebSocketGateway, WebSocketServer } from '@nestjs/websockets';
import type { Server, Socket } from 'socket.io';
import { PrincipalsService } from '../auth/principals.service.js';

/** Each signed-in user listens in its own room; order changes are sent to the rooms concerned. */
export const userRoom = (userId: string) => `user:${userId}`;

/**
 * socket.io under /api/socket.io. The access token (handshake `auth.token`, or a Bearer
 * Authorization header) is checked in a middleware, so a bad token fails the handshake itself
 * instead of connecting and being dropped later.
 */
@WebSocketGateway({ path: '/api/socket.io', cors: { origin: true, credentials: true } })
export class RealtimeGateway implements OnGatewayInit {
  @WebSocketServer()
  server: Server;

  private readonly logger = new Logger('RealtimeGateway');

  constructor(
    private readonly principals: PrincipalsService,
    private readonly orm: MikroORM,
  ) {}

  afterInit(server: Server): void {
    server.use((socket, next) => {
      this.authenticate(socket).then(
        () => next(),
        () => next(new Error('NOT_AUTHENTICATED')),
      );
    });
  }

  emitToUsers(userIds: (string | null)[], event: string, payload: unknown): void {
    const rooms = [...new Set(userIds.filter((id): id is string => id !== null))].map(userRoom);
    if (rooms.length) this.server.to(rooms).emit(event, payload);
  }

  private async authenticate(socket: Socket): Promise<void> {
    const auth = socket.handshake.auth as { token?: unknown };
    const header = socket.handshake.headers.authorization;
    const token = typeof auth.token === 'string' ? auth.token : header?.startsWith('Bearer ') ? header.slice(7) : null;
    if (!token) throw new Error('no token');
    // Outside an HTTP request: give the lookup its own entity manager context.
    const principal = await RequestContext.create(this.orm.em, () => this.principals.authenticate(token));
    if (!principal) throw new Error('session ended');
    socket.data.userId = principal.userId;
    await socket.join(userRoom(principal.userId));
    this.logger.debug(`socket ${socket.id} joined ${userRoom(principal.userId)}`);
  }
}
