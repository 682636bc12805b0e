import { AsyncLocalStorage } from 'node:async_hooks';
import { MikroORM, RequestContext } from '@mikro-orm/postgresql';
import { Injectable, type NestMiddleware } from '@nestjs/common';

type EntityManager = NonNullable<ReturnType<typeof RequestContext.getEntityManager>>;

interface RequestScope {
  root: EntityManager;
  fork?: EntityManager;
}

const requests = new AsyncLocalStorage<RequestScope>();

/**
 * MikroORM's request context (an EntityManager fork per request, so identity maps never leak
 * between requests), with the fork made when the request first reaches for it rather than up
 * front: forking costs ~20 µs (it rewrites process.env through Configuration.sync), and reads
 * that run their own SQL through the driver never need one. A context opened explicitly with
 * RequestContext.create (the socket handshake) still wins.
 */
export function contextualEntityManager(name: string): EntityManager | undefined {
  const explicit = RequestContext.getEntityManager(name);
  if (explicit) return explicit;
  const scope = requests.getStore();
  if (!scope) return undefined;
  // Outside the scope, as MikroORM's own middleware forks before it opens its context: the
  // fork's constructor asks for the contextual manager itself.
  scope.fork ??= requests.exit(() => scope.root.fork({ useContext: true }));
  return scope.fork;
}

/** Opens the request's scope for contextualEntityManager; replaces MikroORM's registerRequestContext. */
@Injectable()
export class RequestContextMiddleware implements NestMiddleware {
  constructor(private readonly orm: MikroORM) {}

  use(_req: unknown, _res: unknown, next: () => void): void {
    requests.run({ root: this.orm.em }, next);
  }
}
