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
      // The tab, the graph switch and the report say why an answer is missing (a project prepared
      // before coordination was computed answers 404): no toast, and the page stays.
      extraOptions: { silent: true, notFoundShown: true },
      transformResponse: (answer: RouteAnswer<'getCoordination'>) => answer.data,
    }),
    downloadCoordination: build.mutation<SavedFile, RouteRequest<'downloadCoordination'>>({
      query: routeQuery('downloadCoordination', {
        responseHandler: (response) => savedFileAnswer(response, 'coordination.csv'),
      }),
    }),
  }),
});
