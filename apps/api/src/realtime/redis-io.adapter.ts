import type { INestApplicationContext } from '@nestjs/common';
import { IoAdapter } from '@nestjs/platform-socket.io';
import { createAdapter } from '@socket.io/redis-adapter';
import { createClient } from 'redis';

/**
 * socket.io over Redis pub/sub, so an event emitted to a room on one API process reaches the
 * sockets connected to the others. Clients start connecting at once; node-redis queues
 * commands until they are ready.
 */
export class RedisIoAdapter extends IoAdapter {
  private readonly pub: ReturnType<typeof createClient>;
  private readonly sub: ReturnType<typeof createClient>;

  constructor(app: INestApplicationContext, url: string) {
    super(app);
    this.pub = createClient({ url });
    this.sub = this.pub.duplicate();
    for (const client of [this.pub, this.sub]) client.on('error', () => undefined);
    void Promise.all([this.pub.connect(), this.sub.connect()]).catch(() => undefined);
  }

  // Typed through IoAdapter: @nestjs/platform-socket.io carries its own copy of socket.io.
  override createIOServer(...args: Parameters<IoAdapter['createIOServer']>): ReturnType<IoAdapter['createIOServer']> {
    const server = super.createIOServer(...args) as { adapter(factory: unknown): unknown };
    server.adapter(createAdapter(this.pub, this.sub));
    return server as ReturnType<IoAdapter['createIOServer']>;
  }

  override async close(server: Parameters<IoAdapter['close']>[0]): Promise<void> {
    await super.close(server);
    await Promise.allSettled([this.pub.quit(), this.sub.quit()]);
  }
}
