import type { RouteAnswer, RouteRequest } from '@kizuna/http-api';
import { baseApi } from './base-api';
import { routeQuery } from './route-call';

/** Sharing a project with colleagues (docs/sharing.md): a change reloads the project and the lists. */
export const sharingApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    shareProject: build.mutation<RouteAnswer<'shareProject'>, RouteRequest<'shareProject'>>({
      query: routeQuery('shareProject'),
      invalidatesTags: (_r, _e, arg) => ['Projects', { type: 'Project', id: arg.project_id }],
    }),
    unshareProject: build.mutation<RouteAnswer<'unshareProject'>, RouteRequest<'unshareProject'>>({
      query: routeQuery('unshareProject'),
      invalidatesTags: (_r, _e, arg) => ['Projects', { type: 'Project', id: arg.project_id }],
    }),
    shareCompany: build.mutation<RouteAnswer<'shareCompany'>, RouteRequest<'shareCompany'>>({
      query: routeQuery('shareCompany'),
      invalidatesTags: (_r, _e, arg) => ['Projects', { type: 'Project', id: arg.project_id }],
    }),
    shareCandidates: build.query<RouteAnswer<'shareCandidates'>, RouteRequest<'shareCandidates'>>({
      query: routeQuery('shareCandidates'),
    }),
    // Admins only; the /users dialog shows the refusal itself, so no toast.
    transferProjects: build.mutation<RouteAnswer<'transferProjects'>, RouteRequest<'transferProjects'>>({
      query: routeQuery('transferProjects'),
      extraOptions: { silent: true },
      invalidatesTags: ['Projects'],
    }),
  }),
});
