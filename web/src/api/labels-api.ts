import type { RouteAnswer, RouteRequest } from '@kizuna/http-api';
import { baseApi } from './base-api';
import type { SavedFile } from './logs-types';
import { routeQuery } from './route-call';
import { savedFileAnswer } from './saved-file-answer';

/**
 * Account labels (issue 48, docs/labels.md): the team's labels and a run's labelled accounts; a
 * change reloads both (the 'Labels' tag), so every panel showing a label shows the new one.
 */
export const labelsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    listLabels: build.query<RouteAnswer<'listLabels'>['data'], RouteRequest<'listLabels'>>({
      query: routeQuery('listLabels'),
      providesTags: ['Labels'],
      transformResponse: (answer: RouteAnswer<'listLabels'>) => answer.data,
    }),
    getRunLabels: build.query<RouteAnswer<'getRunLabels'>['data'], RouteRequest<'getRunLabels'>>({
      query: routeQuery('getRunLabels'),
      providesTags: ['Labels'],
      transformResponse: (answer: RouteAnswer<'getRunLabels'>) => answer.data,
    }),
    createLabel: build.mutation<RouteAnswer<'createLabel'>, RouteRequest<'createLabel'>>({
      query: routeQuery('createLabel'),
      invalidatesTags: ['Labels'],
    }),
    updateLabel: build.mutation<RouteAnswer<'updateLabel'>, RouteRequest<'updateLabel'>>({
      query: routeQuery('updateLabel'),
      invalidatesTags: ['Labels'],
    }),
    deleteLabel: build.mutation<RouteAnswer<'deleteLabel'>, RouteRequest<'deleteLabel'>>({
      query: routeQuery('deleteLabel'),
      invalidatesTags: ['Labels'],
    }),
    assignLabel: build.mutation<RouteAnswer<'assignLabel'>, RouteRequest<'assignLabel'>>({
      query: routeQuery('assignLabel'),
      invalidatesTags: ['Labels'],
    }),
    unassignLabel: build.mutation<RouteAnswer<'unassignLabel'>, RouteRequest<'unassignLabel'>>({
      query: routeQuery('unassignLabel'),
      invalidatesTags: ['Labels'],
    }),
    importLabels: build.mutation<RouteAnswer<'importLabels'>, RouteRequest<'importLabels'>>({
      query: routeQuery('importLabels'),
      invalidatesTags: ['Labels'],
    }),
    exportLabels: build.mutation<SavedFile, RouteRequest<'exportLabels'>>({
      query: routeQuery('exportLabels', {
        responseHandler: (response) => savedFileAnswer(response, 'labels.csv'),
      }),
    }),
  }),
});
