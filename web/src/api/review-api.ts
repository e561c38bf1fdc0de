import type { RawdataAnswer, RouteRequest } from '@kizuna/http-api';
import { baseApi } from './base-api';
import { routeQuery } from './route-call';

export const reviewApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getRawdata: build.query<RawdataAnswer, RouteRequest<'getRawdata'>>({
      query: routeQuery('getRawdata'),
    }),
  }),
});
