import { type CallHandler, type ExecutionContext, Injectable, type NestInterceptor } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request } from 'express';
import type { Observable } from 'rxjs';
import type { RouteSpec } from '@kizuna/http-api';
import { DomainError, ErrorCode } from '@kizuna/platform/errors';
import { parseFields } from './parse-fields.js';
import { ROUTE_KEY } from './route.decorator.js';

/** A request whose body and query the route table's schemas have read. */
export type InputRequest = Request & { input?: Record<string, unknown> };

/** The fields a route's schemas read from a request: its query, then its body (also from the query when the spec says so). */
export function readRouteInput(route: RouteSpec, req: Request): Record<string, unknown> {
  const query = (req.query ?? {}) as Record<string, unknown>;
  const body = (req.body ?? {}) as Record<string, unknown>;
  // A JSON array or a bare value is no set of fields: read as one, every field would take its default.
  if (route.body && (typeof body !== 'object' || Array.isArray(body)))
    throw new DomainError(ErrorCode.BadRequest, 'The body must be a JSON object of fields.', { field: '' });
  return {
    ...(route.query ? parseFields(route.query, query) : {}),
    ...(route.body ? parseFields(route.body, route.bodyAlsoInQuery ? { ...query, ...body } : body) : {}),
  };
}

/**
 * Validates every body and query against the handler's entry in the route table of
 * @kizuna/http-api (@Route) before the handler runs (after the guards, so a caller who may not ask
 * hears that first); handlers take the parsed fields with @RouteInput(). Multipart uploads are
 * read by their own receiver.
 */
@Injectable()
export class RouteInputInterceptor implements NestInterceptor {
  constructor(private readonly reflector: Reflector) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (context.getType() === 'http') {
      const req = context.switchToHttp().getRequest<InputRequest>();
      const route = this.reflector.get<RouteSpec | undefined>(ROUTE_KEY, context.getHandler());
      if (route && (route.body || route.query)) req.input = readRouteInput(route, req);
    }
    return next.handle();
  }
}
