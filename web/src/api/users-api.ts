import type {
  IsAdminAnswer,
  ListUsersAnswer,
  StatusAnswer,
  SupplierCodeAnswer,
  UserStateAnswer,
  UserTab,
} from '@kizuna/http-api';
import { baseApi } from './base-api';

export type { UserListRow, UserTab } from '@kizuna/http-api';

export interface ListUsersArgs {
  tab: UserTab;
  search: string;
  max_count: number;
  page: number;
  sort_key: number;
  is_ascending: boolean;
}

/** Spec §7 user administration calls; every change reloads the lists. */
export const usersApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    listUsers: build.query<ListUsersAnswer, ListUsersArgs>({
      query: (body) => ({ url: 'api/v1/auth/list_users', method: 'POST', body }),
      providesTags: ['Users'],
    }),
    /** Spec §6: asked before every admin action, never answered from the cache. */
    isAdmin: build.query<IsAdminAnswer, void>({
      query: () => 'is_admin/',
      keepUnusedDataFor: 0,
    }),
    approveUser: build.mutation<UserStateAnswer, { id: string; state: boolean }>({
      query: (body) => ({ url: 'api/approve/', method: 'POST', body }),
      invalidatesTags: ['Users'],
    }),
    removeUser: build.mutation<UserStateAnswer, { id: string; state: boolean }>({
      query: (body) => ({ url: 'api/remove/', method: 'POST', body }),
      invalidatesTags: ['Users'],
    }),
    dismissRestoreRequest: build.mutation<StatusAnswer, { id: string }>({
      query: (body) => ({ url: 'api/delete_request/', method: 'POST', body }),
      invalidatesTags: ['Users'],
    }),
    setAdmin: build.mutation<UserStateAnswer, { id: string; state: boolean }>({
      query: (body) => ({ url: 'api/admin/', method: 'POST', body }),
      invalidatesTags: ['Users'],
    }),
    updateSupplierCode: build.mutation<SupplierCodeAnswer, { id: string; supplier_code: string }>({
      query: (body) => ({ url: 'api/v1/auth/update_supplier_code', method: 'POST', body }),
      invalidatesTags: ['Users'],
    }),
  }),
});
