import { MikroORM, RequestContext } from '@mikro-orm/postgresql';
import { Logger } from '@nestjs/common';
import { type OnGatewayInit, WebSocketGateway, WebSocketServer } from '@nestjs/websockets';
import type { ErrorCode } from '@fixflow/contracts';
import type { Server, Socket } from 'socket.io';
import type { Principal } from '../auth/principal.js';
import { standingRefusal } from '../access/account-standing.js';
import { type Forgotten, PrincipalCache } from '../auth/principal-cache.js';
import { PrincipalsService } from '../auth/principals.service.js';

/** Each signed-in user listens in its own room; order changes are sent to the rooms concerned. */
export const userRoom = (userId: string) => `user:${userId}`;
/** And in its session's room, so that ending the session ends its sockets. */
export const sessionRoom = (sessionId: string) => `session:${sessionId}`;
/** Every admin's sockets, whoever the change concerns: the admin board sees every vendor's orders (issue 17). */
export const ADMINS_ROOM = 'admins';

interface SocketData {
  userId: string;
  sessionId: string;
}
type Events = Record<string, (payload: unknown) => void>;
type RealtimeServer = Server<Events, Events, Events, SocketData>;
type RealtimeSocket = Socket<Events, Events, Events, SocketData>;

/** Why a caller may not hold a socket, or null: a live session of an active account may. */
function refusal(principal: Principal | null): ErrorCode | null {
  if (!principal) return 'NOT_AUTHENTICATED';
  return standingRefusal(principal);
}

/**
 * socket.io under /api/socket.io. The access token (handshake `auth.token`, or a Bearer
 * Authorization header) is checked in a middleware, so a bad token fails the handshake itself
 * instead of connecting and being dropped later. A socket lives no longer than its caller may:
 * whatever forgets a caller (PrincipalCache: logout, password change, a revoked family, an
 * account's status) ends the sockets concerned on every process, and the socket.io client does
 * not reconnect after a disconnect by the server.
 */
// Which pages may connect (the site's origins only) is the adapter's to say: SiteIoAdapter.
@WebSocketGateway({ path: '/api/socket.io' })
export class RealtimeGateway implements OnGatewayInit {
  @WebSocketServer()
  server: RealtimeServer;

  private readonly logger = new Logger('RealtimeGateway');

  constructor(
    private readonly principals: PrincipalsService,
    private readonly cache: PrincipalCache,
    private readonly orm: MikroORM,
  ) {}

  afterInit(server: RealtimeServer): void {
    server.use((socket, next) => {
      this.admit(socket).then(
        (code) => next(code ? new Error(code) : undefined),
        () => next(new Error('NOT_AUTHENTICATED')),
      );
    });
    // PrincipalCache tells every process of every forget, and each ends its own sockets: the
    // adapter's disconnectSockets() would reach even this process's sockets only through Redis.
    this.cache.onForget((what) => void this.endSockets(what));
  }

  /**
   * To the users' rooms and, with `admins`, to every signed-in admin (the admins room) beside them:
   * one emit, so the event is encoded and published once and a socket in two of the rooms hears it
   * once.
   */
  emitToUsers(userIds: (string | null)[], event: string, payload: unknown, { admins = false } = {}): void {
    const rooms = [...new Set(userIds.filter((id): id is string => id !== null))].map(userRoom);
    if (admins) rooms.push(ADMINS_ROOM);
    if (rooms.length) this.server.to(rooms).emit(event, payload);
  }

  /** Joins the caller's rooms, or answers why it may not listen. */
  private async admit(socket: RealtimeSocket): Promise<ErrorCode | null> {
    const auth = socket.handshake.auth as { token?: unknown };
    const header = socket.handshake.headers.authorization;
    const token = typeof auth.token === 'string' ? auth.token : header?.startsWith('Bearer ') ? header.slice(7) : null;
    if (!token) return 'NOT_AUTHENTICATED';
    // Outside an HTTP request: give the lookup its own entity manager context.
    const principal = await RequestContext.create(this.orm.em, () => this.principals.authenticate(token));
    if (!principal) return 'NOT_AUTHENTICATED';
    const code = refusal(principal);
    if (code) return code;
    socket.data = { userId: principal.userId, sessionId: principal.sessionId };
    const rooms = [userRoom(principal.userId), sessionRoom(principal.sessionId)];
    if (principal.role === 'admin') rooms.push(ADMINS_ROOM);
    await socket.join(rooms);
    this.logger.debug(`socket ${socket.id} joined ${userRoom(principal.userId)}`);
    return null;
  }

  /**
   * A session that ended loses its sockets. Otherwise (a user whose standing changed, or everyone
   * after an outage of Redis) each session concerned is checked again as the handshake would,
   * asking PostgreSQL rather than a cache that may not have heard yet, and ended if refused; a
   * check that fails ends it too: better a reconnect than a leak.
   */
  private async endSockets(what: Forgotten): Promise<void> {
    try {
      if ('sessionId' in what) {
        this.server.local.in(sessionRoom(what.sessionId)).disconnectSockets(true);
        return;
      }
      const local = this.server.local;
      const sockets = await ('userId' in what ? local.in(userRoom(what.userId)) : local).fetchSockets();
      const sessions = new Map(sockets.map((socket) => [socket.data.sessionId, socket.data.userId]));
      for (const [sessionId, userId] of sessions) {
        const principal = await RequestContext.create(this.orm.em, () => this.principals.resolve({ sub: userId, sid: sessionId })).catch(() => null);
        if (refusal(principal)) local.in(sessionRoom(sessionId)).disconnectSockets(true);
      }
    } catch (error) {
      this.logger.error(`ending the sockets of ${JSON.stringify(what)} failed: ${String(error)}`);
    }
  }
}
