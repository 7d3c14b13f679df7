import { type ArgumentMetadata, type PipeTransform, RequestMethod } from '@nestjs/common';
import { HEADERS_METADATA, INTERCEPTORS_METADATA, METHOD_METADATA, PATH_METADATA, ROUTE_ARGS_METADATA } from '@nestjs/common/constants';
import { RouteParamtypes } from '@nestjs/common/enums/route-paramtypes.enum';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { type Request, type RequestHandler, Router } from 'express';
import { KeepAnswerInterceptor, KeptAnswers, keptSecondsOf } from '../catalogue-cache/kept-answers';
import { IS_PUBLIC } from '../common/auth/auth.decorators';
import { createValidationPipe } from '../common/validation.pipe';
import { PublicAdsController } from './public-ads.controller';

type Handler = 'searchAds' | 'getPost' | 'similarAds';

/**
 * What a handler dispatched here and its controller may carry besides their routes and the answer's
 * headers: documentation, TypeScript's types, the parameters (read below), @Public and @KeepAnswer.
 * Anything else (a guard, a rate limit, a role, a challenge, a filter, another interceptor) stops the
 * app at startup: this dispatch runs none of them.
 */
const HARMLESS = /^(swagger\/|design:|path$|method$|host$|scope:options$|__controller__$|__version__$|__headers__$|keptAnswerSeconds$|__interceptors__$|isPublic$)/;

/**
 * The storefront's busiest calls, a search, an ad's page and its similar ads (asked with every page), dispatched to PublicAdsController's
 * handlers before Nest's router: the same handlers, arguments checked by the same pipes, the same
 * headers, kept answers and refusals (what they throw goes to the app's exception filter), without the
 * guards, interceptors and routing around them, a fifth of the app's CPU for a new search
 * (docs/decisions/0026-public-reads-before-routing.md). Nest's routes for them stay: they document the
 * API, and answer what this router does not take (other methods). Only public handlers with nothing
 * to run around them may be dispatched here: checked at startup, and the app's global guards and
 * interceptors by test/public-ads-dispatch.e2e-spec.ts.
 */
export function publicAdsRouter(app: NestExpressApplication, prefix: string): Router {
  const controller = app.get(PublicAdsController);
  const kept = app.get(KeptAnswers);
  const validation = createValidationPipe();

  function dispatch(name: Handler): [string, RequestHandler] {
    const handler = checkedHandler(name);
    const argumentsOf = parameters(name, validation);
    const headers: { name: string; value: string }[] = Reflect.getMetadata(HEADERS_METADATA, handler) ?? [];
    const keptSeconds = keptSecondsOf(handler);
    return [
      routeOf(prefix, name),
      (request, response, next) => {
        // Set before the handler runs, as Nest sets @Header's: refusals carry them too.
        for (const header of headers) response.setHeader(header.name, header.value);
        const startedAt = kept.current;
        argumentsOf(request)
          .then((args) => handler.apply(controller, args))
          .then((answer) => (keptSeconds === undefined ? response.json(answer) : response.send(kept.textOf(request, response, answer, keptSeconds, startedAt))))
          .catch(next);
      },
    ];
  }

  const router = Router();
  router.get(...dispatch('searchAds'));
  router.get(...dispatch('getPost'));
  router.get(...dispatch('similarAds'));
  return router;
}

/**
 * The handler's arguments, as its parameter decorators declare them and Nest would pass them: the request, the query
 * string or a path parameter, each checked by the app's validation pipe and then the parameter's own pipes.
 */
function parameters(name: Handler, validation: PipeTransform): (request: Request) => Promise<unknown[]> {
  const declared: Record<string, { index: number; data?: string; pipes: unknown[] }> = Reflect.getMetadata(ROUTE_ARGS_METADATA, PublicAdsController, name) ?? {};
  const types: ArgumentMetadata['metatype'][] = Reflect.getMetadata('design:paramtypes', PublicAdsController.prototype, name) ?? [];
  const readers = Object.entries(declared).map(([key, { index, data, pipes }]) => {
    const kind = Number(key.split(':')[0]);
    if (kind === RouteParamtypes.REQUEST && !pipes.length) return { index, read: async (request: Request) => request };
    const source = kind === RouteParamtypes.QUERY ? 'query' : kind === RouteParamtypes.PARAM ? 'param' : undefined;
    if (!source || !pipes.every((pipe): pipe is PipeTransform => typeof (pipe as PipeTransform).transform === 'function')) {
      throw new Error(`PublicAdsController.${name} takes a parameter this dispatch cannot read (${key}): route it through Nest (search/public-ads-dispatch.ts)`);
    }
    const metadata: ArgumentMetadata = { type: source, metatype: types[index], data };
    return {
      index,
      read: async (request: Request) => {
        let value: unknown = source === 'query' ? (data === undefined ? request.query : request.query[data]) : data === undefined ? request.params : request.params[data];
        for (const pipe of [validation, ...(pipes as PipeTransform[])]) value = await pipe.transform(value, metadata);
        return value;
      },
    };
  });
  return async (request) => {
    const args: unknown[] = [];
    for (const { index, read } of readers) args[index] = await read(request);
    return args;
  };
}

/** The handler, once it is known to need nothing that Nest runs before or around it. */
function checkedHandler(name: Handler): (...args: unknown[]) => unknown {
  const handler = PublicAdsController.prototype[name] as (...args: unknown[]) => unknown;
  const extra = [...Reflect.getMetadataKeys(handler), ...Reflect.getMetadataKeys(PublicAdsController)].filter((key) => typeof key !== 'string' || !HARMLESS.test(key));
  const interceptors: unknown[] = Reflect.getMetadata(INTERCEPTORS_METADATA, handler) ?? [];
  const isPublic = Reflect.getMetadata(IS_PUBLIC, handler) ?? Reflect.getMetadata(IS_PUBLIC, PublicAdsController);
  const isGet = Reflect.getMetadata(METHOD_METADATA, handler) === RequestMethod.GET;
  if (extra.length || interceptors.some((interceptor) => interceptor !== KeepAnswerInterceptor) || isPublic !== true || !isGet) {
    throw new Error(`PublicAdsController.${name} is not a public GET or has more than @KeepAnswer to run (${extra.map(String).join(', ')}): route it through Nest (search/public-ads-dispatch.ts)`);
  }
  return handler;
}

/** The handler's path as Nest routes it: the global prefix, the controller's path, the handler's. */
function routeOf(prefix: string, name: Handler): string {
  return `/${prefix}/${Reflect.getMetadata(PATH_METADATA, PublicAdsController)}/${Reflect.getMetadata(PATH_METADATA, PublicAdsController.prototype[name])}`;
}
