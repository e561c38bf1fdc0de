import { applyDecorators, HttpCode, RequestMapping, RequestMethod, SetMetadata } from '@nestjs/common';
import type { StreamableFile } from '@nestjs/common';
import type { RouteAnswer, RouteFields, RouteName, routes } from '@kizuna/http-api';
import { ACCESS_KEY, type AccessLevel } from '../auth/access.decorators.js';
import type { JsonAnswer } from './json-answer.js';

export const ROUTE_KEY = 'kizuna:route';

type Entry<N extends RouteName> = (typeof routes)[N];
type Kind<N extends RouteName> = Entry<N> extends { answerKind: infer K } ? K : 'json';

/**
 * What the handler of route N gives back: its JSON answer (as an object, or as the bytes another
 * service composed), the text of a page or script, a stored file, nothing for a redirect; a route
 * that also answers with other statuses writes its response itself.
 */
export type HandlerAnswer<N extends RouteName> =
  Kind<N> extends 'redirect'
    ? void
    : Kind<N> extends 'csv' | 'gexf' | 'binary'
      ? StreamableFile
      : Kind<N> extends 'text' | 'html' | 'javascript'
        ? RouteAnswer<N>
        : RouteAnswer<N> | JsonAnswer<RouteAnswer<N>> | (Entry<N> extends { alsoAnswersWith: object } ? void : never);

/** A handler that reads what route N reads (when it reads fields) and answers what N answers. */
export type RouteHandler<N extends RouteName> = (...args: never[]) => HandlerAnswer<N> | Promise<HandlerAnswer<N>>;

/** The fields of route N among the handler's parameters, when the route reads fields. */
export type ReadsFields<N extends RouteName, H> =
  Entry<N> extends { body: object } | { query: object }
    ? H extends (...args: infer P) => unknown
      ? RouteFields<N> extends P[number]
        ? unknown
        : { 'the handler takes no @RouteInput() of its route': RouteFields<N> }
      : never
    : unknown;

const ACCESS: Record<(typeof routes)[RouteName]['auth'], AccessLevel | undefined> = {
  public: 'public',
  'signed-in': undefined,
  admin: 'admin',
};

/**
 * Makes a method the handler of a route-table entry: its method and path, status 200, who may
 * call it, and the schemas @RouteInput() parses with all come from the entry; the compiler
 * checks the handler's answer and input against the entry's schemas.
 */
export function Route<R extends Entry<RouteName>>(route: R) {
  const access = ACCESS[route.auth];
  const decorate = applyDecorators(
    RequestMapping({ path: route.path, method: route.method === 'GET' ? RequestMethod.GET : RequestMethod.POST }),
    SetMetadata(ROUTE_KEY, route),
    // Nest answers a POST with 201; the spec's calls all expect 200.
    ...(route.method === 'POST' ? [HttpCode(200)] : []),
    ...(access ? [SetMetadata(ACCESS_KEY, access)] : []),
  );
  return <H extends RouteHandler<R['name']>>(
    target: object,
    key: string | symbol,
    descriptor: TypedPropertyDescriptor<H> & ReadsFields<R['name'], H>,
  ): void => {
    decorate(target, key, descriptor);
  };
}
