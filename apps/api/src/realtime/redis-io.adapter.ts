import { type INestApplicationContext, Logger } from '@nestjs/common';
import type { IoAdapter } from '@nestjs/platform-socket.io';
import { RedisAdapter } from '@socket.io/redis-adapter';
import { openRedisPubSub, type RedisPubSub } from '../common/redis-pub-sub.js';
import { SiteIoAdapter } from './site-io.adapter.js';

type BroadcastOptions = Parameters<RedisAdapter['broadcast']>[1];
/** socket.io-adapter's loop over the sockets a broadcast reaches (private in its typings). */
interface SocketLoop {
  apply(opts: BroadcastOptions, write: (socket: unknown) => void): void;
}

/**
 * RedisAdapter whose emits reach the other processes first. RedisAdapter.broadcast publishes, then
 * writes the encoded event to each of this process's sockets in the same turn, but node-redis sends
 * a command only at the next setImmediate: the other processes heard of an emit only once this one
 * had written to all of its sockets (a write system call each: ~18 ms for 500 sockets on the
 * bench's busy 2 cores), and only then began their own. Here the writes to this process's sockets
 * wait for a setImmediate queued after the publish's, so the processes write to their sockets at
 * the same time (tools/bench/realtime.bench.mjs: the other process's first socket hears a change
 * 3–9 ms after the emit instead of 28–57 ms). The event is still encoded when it is emitted, and
 * emits keep their order: each one's writes are queued behind the last's.
 */
class PublishFirstRedisAdapter extends RedisAdapter {
  override broadcast(packet: unknown, opts: BroadcastOptions): void {
    if (opts.flags?.local) {
      super.broadcast(packet, opts);
      return;
    }
    const loop = this as unknown as SocketLoop;
    const writeNow = loop.apply;
    loop.apply = (options, write) => void setImmediate(() => writeNow.call(this, options, write));
    try {
      super.broadcast(packet, opts);
    } finally {
      delete (loop as Partial<SocketLoop>).apply;
    }
  }
}

/**
 * socket.io over Redis pub/sub, so an event emitted to a room on one API process reaches the
 * sockets connected to the others. While Redis is down each process still delivers to its own
 * sockets and drops what it cannot publish; when Redis is back the subscriptions are renewed and
 * cross-process delivery resumes.
 */
export class RedisIoAdapter extends SiteIoAdapter {
  /** Its publisher and subscriber; readiness asks whether they are connected (app.setup). */
  readonly redis: RedisPubSub;

  constructor(app: INestApplicationContext, allowedOrigins: readonly string[], url: string) {
    super(app, allowedOrigins);
    this.redis = openRedisPubSub(url, new Logger('RedisIoAdapter'));
  }

  // Typed through IoAdapter: @nestjs/platform-socket.io carries its own copy of socket.io.
  override createIOServer(...args: Parameters<IoAdapter['createIOServer']>): ReturnType<IoAdapter['createIOServer']> {
    const server = super.createIOServer(...args) as { adapter(factory: unknown): unknown };
    const { pub, sub } = this.redis;
    // socket.io constructs the adapter of each namespace (`new Adapter(nsp)`).
    server.adapter(
      class extends PublishFirstRedisAdapter {
        constructor(nsp: ConstructorParameters<typeof RedisAdapter>[0]) {
          super(nsp, pub, sub);
        }
      },
    );
    return server as ReturnType<IoAdapter['createIOServer']>;
  }

  override async close(server: Parameters<IoAdapter['close']>[0]): Promise<void> {
    await super.close(server);
    // Not quit(): it waits for Redis to answer, and Redis may be the thing that is gone.
    this.redis.close();
  }
}
