import type { FetchArgs } from '@reduxjs/toolkit/query/react';
import type { RouteName, RouteRequest } from '@kizuna/http-api';
import { ROUTE_PATHS, routeUrl } from '@kizuna/http-api/route-paths';

/** What a call adds to its route's URL, method and fields (a file answer's handler, the upload's timeout). */
export type CallExtras = Omit<FetchArgs, 'url' | 'method' | 'body' | 'params'> & {
  /** Send the fields as query parameters although the route is a POST (the spec's register_analyze does). */
  fieldsInQuery?: boolean;
};

/**
 * The fetch arguments of a call to a route of the gateway's table: its URL and method come from
 * the table, the fields are what its schema takes (the query of a GET, else the body).
 */
export function routeCall<N extends RouteName>(
  name: N,
  fields?: RouteRequest<N> | FormData,
  { fieldsInQuery, ...extras }: CallExtras = {},
): FetchArgs {
  const { method } = ROUTE_PATHS[name];
  const inQuery = method === 'GET' || fieldsInQuery;
  return {
    url: routeUrl(name),
    method,
    ...(fields === undefined ? {} : inQuery ? { params: { ...(fields as object) } } : { body: fields }),
    ...extras,
  };
}

/** An endpoint's `query`: the call to route N with the endpoint's argument as its fields. */
export function routeQuery<N extends RouteName>(name: N, extras?: CallExtras) {
  return (fields: RouteRequest<N>): FetchArgs => routeCall(name, fields, extras);
}
