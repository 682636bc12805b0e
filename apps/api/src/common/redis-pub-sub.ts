import type { Logger } from '@nestjs/common';
import { createClient } from 'redis';

/** Reconnect forever (Redis coming back must resume delivery), at most every 2 s. */
const reconnectIn = (retries: number) => Math.min(100 * 2 ** retries, 2000) + Math.floor(Math.random() * 100);

const newClient = (url: string, disableOfflineQueue: boolean) => createClient({ url, disableOfflineQueue, socket: { reconnectStrategy: reconnectIn } });

export type RedisClient = ReturnType<typeof newClient>;

/** A publisher and a subscriber on one Redis, and the way to drop both at once. */
export interface RedisPubSub {
  pub: RedisClient;
  sub: RedisClient;
  /** Drops both connections now: pending commands are refused, nothing waits for Redis. */
  close(): void;
  /** Whether both connections are up and ready for commands (false before the first connect and during an outage). */
  connected(): boolean;
}

/**
 * Two connections to Redis for pub/sub that fail safe. While Redis is down a publish is refused at
 * once (`disableOfflineQueue`) instead of queueing for node-redis's 5 s command timeout, and every
 * command's failure is caught and logged here: libraries such as @socket.io/redis-adapter publish
 * without awaiting, and an unhandled rejection would end the process. Subscriptions are kept by
 * node-redis and sent again when the connection comes back. An outage is logged once when it
 * starts and once when it ends, not at every reconnect attempt.
 */
export function openRedisPubSub(url: string, logger: Logger): RedisPubSub {
  const pub = newClient(url, true);
  // The subscriber's (P)SUBSCRIBE made before the first connection must wait for it: refused,
  // node-redis would drop the listener with it and never subscribe.
  const sub = newClient(url, false);
  const clients = { pub, sub };
  for (const [name, client] of Object.entries(clients)) {
    let down = false;
    client.on('error', (error: Error) => {
      if (down) return;
      down = true;
      logger.warn(`Redis ${name} connection lost, continuing without it: ${error.message || error.name}`);
    });
    client.on('ready', () => {
      if (!down) return;
      down = false;
      logger.log(`Redis ${name} connection back`);
    });
    // Resolves once connected, however many attempts it takes; rejects only if closed first.
    client.connect().catch(() => undefined);
  }
  const failSafe = (client: RedisClient) => catchRejections(client, (error) => logger.debug(`Redis command failed: ${String(error)}`));
  return {
    pub: failSafe(pub),
    sub: failSafe(sub),
    close: () => {
      pub.destroy();
      sub.destroy();
    },
    connected: () => pub.isReady && sub.isReady,
  };
}

/**
 * The client, with every promise one of its methods answers given a rejection handler. The promise
 * itself is answered unchanged, so a caller that awaits it still sees the failure.
 */
function catchRejections<Client extends object>(client: Client, onError: (error: unknown) => void): Client {
  return new Proxy(client, {
    get(target, property) {
      const value: unknown = Reflect.get(target, property);
      if (typeof value !== 'function' || property === 'constructor') return value;
      return (...args: unknown[]) => {
        const result: unknown = (value as (...a: unknown[]) => unknown).apply(target, args);
        if (result instanceof Promise) result.catch(onError);
        return result;
      };
    },
  });
}
