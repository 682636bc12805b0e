import { type INestApplicationContext, Logger } from '@nestjs/common';
import { IoAdapter } from '@nestjs/platform-socket.io';
import { createAdapter } from '@socket.io/redis-adapter';
import { openRedisPubSub, type RedisPubSub } from '../common/redis-pub-sub.js';

/**
 * socket.io over Redis pub/sub, so an event emitted to a room on one API process reaches the
 * sockets connected to the others. While Redis is down each process still delivers to its own
 * sockets (the adapter emits locally before publishing) and drops what it cannot publish; when
 * Redis is back the subscriptions are renewed and cross-process delivery resumes.
 */
export class RedisIoAdapter extends IoAdapter {
  private readonly redis: RedisPubSub;

  constructor(app: INestApplicationContext, url: string) {
    super(app);
    this.redis = openRedisPubSub(url, new Logger('RedisIoAdapter'));
  }

  // Typed through IoAdapter: @nestjs/platform-socket.io carries its own copy of socket.io.
  override createIOServer(...args: Parameters<IoAdapter['createIOServer']>): ReturnType<IoAdapter['createIOServer']> {
    const server = super.createIOServer(...args) as { adapter(factory: unknown): unknown };
    server.adapter(createAdapter(this.redis.pub, this.redis.sub));
    return server as ReturnType<IoAdapter['createIOServer']>;
  }

  override async close(server: Parameters<IoAdapter['close']>[0]): Promise<void> {
    await super.close(server);
    // Not quit(): it waits for Redis to answer, and Redis may be the thing that is gone.
    this.redis.close();
  }
}
