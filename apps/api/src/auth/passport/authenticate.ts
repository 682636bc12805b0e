import type { Request, Response } from 'express';
import passport, { type Strategy } from 'passport';

/**
 * Runs one passport strategy INSTANCE (this app's, with this app's services) for a request.
 * @nestjs/passport's AuthGuard looks a strategy up by name in passport's one global registry, so
 * with two Nest apps in one process (the two-process tests) the last app constructed answers for
 * both — and once it is closed, every request fails. Each call runs on a fresh object whose
 * prototype is the instance, as passport does for named strategies, so concurrent requests never
 * share the success/fail callbacks passport attaches.
 */
export function authenticateWith<T>(strategy: Strategy, request: Request, response: Response): Promise<T | false> {
  return new Promise((resolve, reject) => {
    const perRequest = Object.create(strategy) as Strategy;
    const middleware = passport.authenticate(perRequest, { session: false }, (error: unknown, user: T | false) =>
      error ? reject(error instanceof Error ? error : new Error(String(error))) : resolve(user ?? false),
    ) as (request: Request, response: Response, next: (error?: unknown) => void) => void;
    middleware(request, response, (error?: unknown) => (error ? reject(error instanceof Error ? error : new Error(String(error))) : resolve(false)));
  });
}
