import { type DynamicModule, Global, Module, RequestMethod, type Type } from '@nestjs/common';
import { INTERCEPTORS_METADATA, METHOD_METADATA } from '@nestjs/common/constants.js';
import { IdempotencyInterceptor } from './idempotency.interceptor.js';
import { IdempotencyQueue } from './idempotency.queue.js';
import { IdempotencyRepository } from './idempotency.repository.js';

const WRITE_METHODS = new Set<RequestMethod>([RequestMethod.POST, RequestMethod.PUT, RequestMethod.PATCH, RequestMethod.DELETE, RequestMethod.ALL]);
type ModuleEntry = Type | DynamicModule | Promise<DynamicModule> | { forwardRef: () => unknown } | undefined;

/**
 * Idempotency-Key on every signed-in write (see IdempotencyInterceptor); the claim subscriber is
 * in the ORM's config. Global, so the interceptor can be built in each controller's module.
 */
@Global()
@Module({
  providers: [IdempotencyRepository, IdempotencyQueue],
  exports: [IdempotencyRepository],
})
export class IdempotencyModule {
  /**
   * Puts IdempotencyInterceptor on every write route (POST, PUT, PATCH, DELETE) of the controllers
   * of `modules` and what they import, as if each were decorated @UseInterceptors — before Nest
   * reads the decorators. A global interceptor (APP_INTERCEPTOR) would make Nest run every read
   * too through its rxjs pipeline and a client-disconnect watch, though the interceptor only ever
   * passes a read through (issue 20: the list's API CPU 677 → 569 and 600 → 564 µs a request in
   * alternating load-bench runs). Idempotent: a second app in the process finds the routes marked
   * already, and each app builds the interceptor with its own providers.
   */
  static onWrites(modules: readonly ModuleEntry[]): typeof IdempotencyModule {
    const seen = new Set<unknown>();
    const visit = (entry: ModuleEntry) => {
      if (!entry || entry instanceof Promise || 'forwardRef' in entry || seen.has(entry)) return;
      seen.add(entry);
      const type = 'module' in entry ? entry.module : entry;
      const dynamic = 'module' in entry ? entry : undefined;
      const controllers = [...((Reflect.getMetadata('controllers', type) as Type[] | undefined) ?? []), ...(dynamic?.controllers ?? [])];
      for (const controller of controllers) markWrites(controller);
      for (const imported of [...((Reflect.getMetadata('imports', type) as ModuleEntry[] | undefined) ?? []), ...((dynamic?.imports as ModuleEntry[] | undefined) ?? [])]) visit(imported);
    };
    for (const entry of modules) visit(entry);
    return IdempotencyModule;
  }
}

function markWrites(controller: Type): void {
  const prototype = controller.prototype as Record<string, unknown>;
  for (const name of Object.getOwnPropertyNames(prototype)) {
    const handler = Object.getOwnPropertyDescriptor(prototype, name)?.value as object | undefined;
    if (typeof handler !== 'function' || !WRITE_METHODS.has(Reflect.getMetadata(METHOD_METADATA, handler) as RequestMethod)) continue;
    const interceptors = (Reflect.getMetadata(INTERCEPTORS_METADATA, handler) as unknown[] | undefined) ?? [];
    if (!interceptors.includes(IdempotencyInterceptor)) Reflect.defineMetadata(INTERCEPTORS_METADATA, [IdempotencyInterceptor, ...interceptors], handler);
  }
}
