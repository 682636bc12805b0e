import { type INestApplication, RequestMethod, type Type } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA, ROUTE_ARGS_METADATA } from '@nestjs/common/constants.js';
import { RouteParamtypes } from '@nestjs/common/enums/route-paramtypes.enum.js';
import { ModulesContainer } from '@nestjs/core';

/** One route of the app as its controller declares it, to hold the OpenAPI document against. */
export interface Route {
  /** e.g. `post /api/orders/{id}/assign`, the document's path form */
  key: string;
  handler: object;
  /** The class of @Body(), when the handler takes one (Object for an untyped body). */
  body?: Type<unknown>;
  /** The class of a whole-object @Query(), and the names of single @Query('name') parameters. */
  query?: Type<unknown>;
  queryNames: string[];
}

const joinPath = (...parts: string[]) =>
  `/${parts.flatMap((part) => part.split('/')).filter(Boolean).join('/')}`.replace(/:(\w+)/g, '{$1}');

/** Every route handler of every controller the app registered. */
export function routesOf(app: INestApplication, prefix: string): Route[] {
  const controllers = [...app.get(ModulesContainer).values()].flatMap((module) => [...module.controllers.values()]);
  return controllers.flatMap(({ metatype }) => {
    const controller = metatype as Type<unknown>;
    const base = Reflect.getMetadata(PATH_METADATA, controller) as string;
    return Object.getOwnPropertyNames(controller.prototype).flatMap((name) => {
      const handler = (controller.prototype as Record<string, object>)[name];
      const path = Reflect.getMetadata(PATH_METADATA, handler) as string | undefined;
      if (name === 'constructor' || typeof handler !== 'function' || path === undefined) return [];
      const method = RequestMethod[Reflect.getMetadata(METHOD_METADATA, handler) as RequestMethod].toLowerCase();
      const types = (Reflect.getMetadata('design:paramtypes', controller.prototype, name) ?? []) as Type<unknown>[];
      const args = Object.entries((Reflect.getMetadata(ROUTE_ARGS_METADATA, controller, name) ?? {}) as Record<string, { index: number; data?: string }>);
      const of = (kind: RouteParamtypes) => args.filter(([key]) => key.split(':')[0] === String(kind)).map(([, arg]) => arg);
      const [body] = of(RouteParamtypes.BODY);
      const whole = of(RouteParamtypes.QUERY).find((arg) => arg.data === undefined);
      return [
        {
          key: `${method} ${joinPath(prefix, base, path)}`,
          handler,
          body: body && types[body.index],
          query: whole && types[whole.index],
          queryNames: of(RouteParamtypes.QUERY).flatMap((arg) => (arg.data ? [arg.data] : [])),
        },
      ];
    });
  });
}
