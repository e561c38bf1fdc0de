import 'reflect-metadata';
import { describe, expect, it } from '@jest/globals';
import { HTTP_CODE_METADATA, METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants.js';
import { RequestMethod } from '@nestjs/common';
import { ROUTES, routes, type RouteSpec } from '@kizuna/http-api';
import { ACCESS_KEY } from '../auth/access.decorators.js';
import { ROUTE_KEY } from './route.decorator.js';
import { ROUTE_HANDLERS } from './route-handlers.type-test.js';

const handlers = Object.entries(ROUTE_HANDLERS) as Array<[keyof typeof routes, object]>;

describe('every route-table entry has its handler (issue 29)', () => {
  it('lists each route once, with a distinct handler', () => {
    expect(handlers.map(([name]) => name).sort()).toEqual(ROUTES.map((r) => r.name).sort());
    expect(new Set(handlers.map(([, handler]) => handler)).size).toBe(ROUTES.length);
  });

  it('gives each handler the method, path, status and access of the entry it is listed under', () => {
    for (const [name, handler] of handlers) {
      const route = routes[name] as RouteSpec;
      expect({ name, route: (Reflect.getMetadata(ROUTE_KEY, handler) as RouteSpec | undefined)?.name }).toEqual({
        name,
        route: name,
      });
      expect({
        name,
        path: Reflect.getMetadata(PATH_METADATA, handler),
        method: Reflect.getMetadata(METHOD_METADATA, handler),
        status: Reflect.getMetadata(HTTP_CODE_METADATA, handler),
        access: Reflect.getMetadata(ACCESS_KEY, handler),
      }).toEqual({
        name,
        path: route.path,
        method: route.method === 'GET' ? RequestMethod.GET : RequestMethod.POST,
        status: route.method === 'POST' ? 200 : undefined,
        access: route.auth === 'signed-in' ? undefined : route.auth,
      });
    }
  });
});
