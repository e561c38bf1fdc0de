import type { DatabaseStatus, RouteRequest } from '@kizuna/http-api';
import { baseApi } from './base-api';
import { routeQuery } from './route-call';

export const databaseApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    databaseStatus: build.query<DatabaseStatus, RouteRequest<'databaseStatus'>>({
      query: routeQuery('databaseStatus'),
      keepUnusedDataFor: 0,
    }),
  }),
});
