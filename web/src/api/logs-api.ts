import type { AccessLogsAnswer, RouteRequest, SecurityEventsAnswer } from '@kizuna/http-api';
import { baseApi } from './base-api';
import { routeQuery } from './route-call';
import type { SavedFile } from './logs-types';
import { savedFileAnswer } from './saved-file-answer';

/** Spec §7 Logs (admins only). */
export const logsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    listAccessLogs: build.query<AccessLogsAnswer, RouteRequest<'listAccessLogs'>>({
      query: routeQuery('listAccessLogs'),
    }),
    listSecurityEvents: build.query<SecurityEventsAnswer, RouteRequest<'listSecurityEvents'>>({
      query: routeQuery('listSecurityEvents'),
    }),
    downloadAccessLogs: build.mutation<SavedFile, RouteRequest<'downloadAccessLogs'>>({
      query: routeQuery('downloadAccessLogs', { responseHandler: (response) => savedFileAnswer(response, 'logs.csv') }),
    }),
    downloadSecurityEvents: build.mutation<SavedFile, RouteRequest<'downloadSecurityEvents'>>({
      query: routeQuery('downloadSecurityEvents', {
        responseHandler: (response) => savedFileAnswer(response, 'logs.csv'),
      }),
    }),
  }),
});
