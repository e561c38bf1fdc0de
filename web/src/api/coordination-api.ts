import type { Coordination, RouteAnswer, RouteRequest } from '@kizuna/http-api';
import { baseApi } from './base-api';
import { routeQuery } from './route-call';
import type { SavedFile } from './logs-types';
import { savedFileAnswer } from './saved-file-answer';

/** Coordinated amplification (issue 31): groups of accounts acting alike seconds apart, and their CSV. */
export const coordinationApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getCoordination: build.query<Coordination, RouteRequest<'getCoordination'>>({
      query: routeQuery('getCoordination'),
      transformResponse: (answer: RouteAnswer<'getCoordination'>) => answer.data,
    }),
    downloadCoordination: build.mutation<SavedFile, RouteRequest<'downloadCoordination'>>({
      query: routeQuery('downloadCoordination', {
        responseHandler: (response) => savedFileAnswer(response, 'coordination.csv'),
      }),
    }),
  }),
});
