import type {
  AddRunAnswer,
  GetProjectAnswer,
  ListDataAnswer,
  RunChangeAnswer,
  RouteRequest,
  StatusAnswer,
} from '@kizuna/http-api';
import { baseApi } from './base-api';
import { routeQuery } from './route-call';

// A removal takes its runs out of the saved series (docs/series.md): the /files list of series reads again.
export const projectsApi = baseApi.enhanceEndpoints({ addTagTypes: ['Series'] }).injectEndpoints({
  endpoints: (build) => ({
    listData: build.query<ListDataAnswer, RouteRequest<'listData'>>({
      query: routeQuery('listData'),
      providesTags: ['Projects'],
    }),
    getProject: build.query<GetProjectAnswer, RouteRequest<'getProject'>>({
      query: routeQuery('getProject'),
      providesTags: (_r, _e, arg) => [{ type: 'Project', id: arg.project_id }],
    }),
    deleteCsv: build.mutation<StatusAnswer, RouteRequest<'deleteCsv'>>({
      query: routeQuery('deleteCsv'),
      invalidatesTags: (_r, _e, arg) => ['Projects', { type: 'Project', id: arg.project_id }, 'Series'],
    }),
    analyzeStart: build.mutation<StatusAnswer, RouteRequest<'analyzeStart'>>({
      query: routeQuery('analyzeStart'),
      invalidatesTags: ['Projects'],
    }),
    addRun: build.mutation<AddRunAnswer, RouteRequest<'addRun'>>({
      query: routeQuery('addRun'),
      invalidatesTags: (_r, _e, arg) => ['Projects', { type: 'Project', id: arg.project_id }],
    }),
    retryRun: build.mutation<RunChangeAnswer, RouteRequest<'retryRun'>>({
      query: routeQuery('retryRun'),
      invalidatesTags: ['Projects', 'Project'],
    }),
    deleteRun: build.mutation<RunChangeAnswer, RouteRequest<'deleteRun'>>({
      query: routeQuery('deleteRun'),
      invalidatesTags: ['Projects', 'Project', 'Series'],
    }),
  }),
});
