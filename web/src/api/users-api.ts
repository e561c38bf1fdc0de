import type {
  IsAdminAnswer,
  ListUsersAnswer,
  RouteRequest,
  StatusAnswer,
  SupplierCodeAnswer,
  UserStateAnswer,
} from '@kizuna/http-api';
import { baseApi } from './base-api';
import { routeQuery } from './route-call';

export type { UserListRow, UserTab } from '@kizuna/http-api';

export type ListUsersArgs = RouteRequest<'listUsers'>;

/** Spec §7 user administration calls; every change reloads the lists. */
export const usersApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    listUsers: build.query<ListUsersAnswer, RouteRequest<'listUsers'>>({
      query: routeQuery('listUsers'),
      providesTags: ['Users'],
    }),
    /** Spec §6: asked before every admin action, never answered from the cache. */
    isAdmin: build.query<IsAdminAnswer, RouteRequest<'isAdmin'>>({
      query: routeQuery('isAdmin'),
      keepUnusedDataFor: 0,
    }),
    approveUser: build.mutation<UserStateAnswer, RouteRequest<'approveUser'>>({
      query: routeQuery('approveUser'),
      invalidatesTags: ['Users'],
    }),
    removeUser: build.mutation<UserStateAnswer, RouteRequest<'removeUser'>>({
      query: routeQuery('removeUser'),
      invalidatesTags: ['Users'],
    }),
    dismissRestoreRequest: build.mutation<StatusAnswer, RouteRequest<'dismissRestoreRequest'>>({
      query: routeQuery('dismissRestoreRequest'),
      invalidatesTags: ['Users'],
    }),
    setAdmin: build.mutation<UserStateAnswer, RouteRequest<'setAdmin'>>({
      query: routeQuery('setAdmin'),
      invalidatesTags: ['Users'],
    }),
    updateSupplierCode: build.mutation<SupplierCodeAnswer, RouteRequest<'updateSupplierCode'>>({
      query: routeQuery('updateSupplierCode'),
      invalidatesTags: ['Users'],
    }),
    setLabelEditor: build.mutation<UserStateAnswer, RouteRequest<'setLabelEditor'>>({
      query: routeQuery('setLabelEditor'),
      invalidatesTags: ['Users'],
    }),
  }),
});
