import type { RouteAnswer, RouteRequest, SeriesDocument, SeriesFlows } from '@kizuna/http-api';
import { baseApi } from './base-api';
import { routeQuery } from './route-call';
import type { SavedFile } from './logs-types';
import { savedFileAnswer } from './saved-file-answer';

/**
 * Communities over time (issue 45, docs/series.md): the saved series (tag Series: a save, rename or
 * delete reloads the /files list) and the flows between their runs (tag Result: a community
 * renamed on the series screen, or on a graph page, is read again).
 */
export const seriesApi = baseApi.enhanceEndpoints({ addTagTypes: ['Series', 'Result'] }).injectEndpoints({
  endpoints: (build) => ({
    // A 404 here, once the series itself was found, is a run removed meanwhile: the series page
    // reads the series again and names it (no 404 page).
    getSeriesFlows: build.query<SeriesFlows, RouteRequest<'getSeriesFlows'>>({
      query: routeQuery('getSeriesFlows'),
      extraOptions: { notFoundShown: true },
      transformResponse: (answer: RouteAnswer<'getSeriesFlows'>) => answer.data,
      providesTags: ['Result'],
    }),
    // The create dialog asks the flows of the runs picked for their posts' dates and says itself
    // why a pick cannot make a series (a run not done, one deleted since): no toast, no 404 page.
    getSeriesDates: build.query<SeriesFlows, RouteRequest<'getSeriesFlows'>>({
      query: routeQuery('getSeriesFlows'),
      extraOptions: { silent: true, notFoundShown: true },
      transformResponse: (answer: RouteAnswer<'getSeriesFlows'>) => answer.data,
    }),
    getSeriesMoves: build.query<RouteAnswer<'getSeriesMoves'>['data'], RouteRequest<'getSeriesMoves'>>({
      query: routeQuery('getSeriesMoves'),
      transformResponse: (answer: RouteAnswer<'getSeriesMoves'>) => answer.data,
      providesTags: ['Result'],
    }),
    downloadSeriesMoves: build.mutation<SavedFile, RouteRequest<'downloadSeriesMoves'>>({
      query: routeQuery('downloadSeriesMoves', {
        responseHandler: (response) => savedFileAnswer(response, 'series_moves.csv'),
      }),
    }),
    listSeries: build.query<RouteAnswer<'listSeries'>['data'], RouteRequest<'listSeries'>>({
      query: routeQuery('listSeries'),
      transformResponse: (answer: RouteAnswer<'listSeries'>) => answer.data,
      providesTags: ['Series'],
    }),
    getSeries: build.query<SeriesDocument, RouteRequest<'getSeries'>>({
      query: routeQuery('getSeries'),
      transformResponse: (answer: RouteAnswer<'getSeries'>) => answer.data,
      providesTags: ['Series'],
    }),
    // The dialogs show a refusal themselves: a name too long, a run not done or deleted since it
    // was picked (404, which is then no page missing).
    saveSeries: build.mutation<SeriesDocument, RouteRequest<'saveSeries'>>({
      query: routeQuery('saveSeries'),
      extraOptions: { silent: true, notFoundShown: true },
      transformResponse: (answer: RouteAnswer<'saveSeries'>) => answer.data,
      // Saving carries the tracks' names and colours into the later runs (docs/series.md#one-name-and-colour).
      invalidatesTags: ['Series', 'Result'],
    }),
    renameSeries: build.mutation<SeriesDocument, RouteRequest<'renameSeries'>>({
      query: routeQuery('renameSeries'),
      extraOptions: { silent: true },
      transformResponse: (answer: RouteAnswer<'renameSeries'>) => answer.data,
      invalidatesTags: ['Series'],
    }),
    deleteSeries: build.mutation<RouteAnswer<'deleteSeries'>, RouteRequest<'deleteSeries'>>({
      query: routeQuery('deleteSeries'),
      invalidatesTags: ['Series'],
    }),
    // A removal's confirmation names the series it changes; it shows its own refusal (no 404 page).
    listRunSeries: build.query<RouteAnswer<'listRunSeries'>['data'], RouteRequest<'listRunSeries'>>({
      query: routeQuery('listRunSeries'),
      extraOptions: { silent: true, notFoundShown: true },
      transformResponse: (answer: RouteAnswer<'listRunSeries'>) => answer.data,
      providesTags: ['Series'],
    }),
    // A tracked community's one name in every run, all or none; the rename dialog shows a refusal.
    renameTrack: build.mutation<RouteAnswer<'renameTrack'>, RouteRequest<'renameTrack'>>({
      query: routeQuery('renameTrack'),
      extraOptions: { silent: true, notFoundShown: true },
      invalidatesTags: ['Result'],
    }),
  }),
});
