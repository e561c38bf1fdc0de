import type {
  BridgesAnswer,
  ComparisonMembersAnswer,
  InteractionMatrix,
  RunComparison,
  RouteAnswer,
  RouteRequest,
} from '@kizuna/http-api';
import { baseApi } from './base-api';
import { routeQuery } from './route-call';
import type { SavedFile } from './logs-types';
import { savedFileAnswer } from './saved-file-answer';

/** How a run's communities relate (issue 19); tagged Result, so a renamed community is read again. */
export const relationsApi = baseApi.enhanceEndpoints({ addTagTypes: ['Result'] }).injectEndpoints({
  endpoints: (build) => ({
    getInteractionMatrix: build.query<InteractionMatrix, RouteRequest<'getInteractionMatrix'>>({
      query: routeQuery('getInteractionMatrix'),
      transformResponse: (answer: RouteAnswer<'getInteractionMatrix'>) => answer.data,
      providesTags: ['Result'],
    }),
    getBridges: build.query<BridgesAnswer['data'], RouteRequest<'getBridges'>>({
      query: routeQuery('getBridges'),
      transformResponse: (answer: RouteAnswer<'getBridges'>) => answer.data,
      providesTags: ['Result'],
    }),
    getRunComparison: build.query<RunComparison, RouteRequest<'getRunComparison'>>({
      query: routeQuery('getRunComparison'),
      transformResponse: (answer: RouteAnswer<'getRunComparison'>) => answer.data,
      providesTags: ['Result'],
    }),
    getComparisonMembers: build.query<ComparisonMembersAnswer['data'], RouteRequest<'getComparisonMembers'>>({
      query: routeQuery('getComparisonMembers'),
      transformResponse: (answer: RouteAnswer<'getComparisonMembers'>) => answer.data,
    }),
    downloadInteractionMatrix: build.mutation<SavedFile, RouteRequest<'downloadInteractionMatrix'>>({
      query: routeQuery('downloadInteractionMatrix', {
        responseHandler: (response) => savedFileAnswer(response, 'interactions.csv'),
      }),
    }),
    downloadComparisonMembers: build.mutation<SavedFile, RouteRequest<'downloadComparisonMembers'>>({
      query: routeQuery('downloadComparisonMembers', {
        responseHandler: (response) => savedFileAnswer(response, 'users.csv'),
      }),
    }),
  }),
});
