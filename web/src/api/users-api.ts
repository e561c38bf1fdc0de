import { baseApi } from './base-api';

/** Spec §3 user list row, with what the administration tabs also show. */
export interface UserListRow {
  login_user_id: string;
  user_name: string;
  user_email: string;
  supplier_code: string;
  created_at: string;
  lastlogin_at: string;
  role: number;
  is_approved: boolean;
  is_deleted: boolean;
  restore_requested_at: string;
}

export type UserTab = 'applicants' | 'users' | 'deleted';

export interface ListUsersArgs {
  tab: UserTab;
  search: string;
  max_count: number;
  page: number;
  sort_key: number;
  is_ascending: boolean;
}

export interface ListUsersAnswer {
  UsersResult: UserListRow[];
  stats: { count_total: number };
}

export interface StateAnswer {
  status: string;
  state: boolean;
}

/** Spec §7 user administration calls; every change reloads the lists. */
export const usersApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    listUsers: build.query<ListUsersAnswer, ListUsersArgs>({
      query: (body) => ({ url: 'api/v1/auth/list_users', method: 'POST', body }),
      providesTags: ['Users'],
    }),
    /** Spec §6: asked before every admin action, never answered from the cache. */
    isAdmin: build.query<{ data: { is_admin: boolean } }, void>({
      query: () => 'is_admin/',
      keepUnusedDataFor: 0,
    }),
    approveUser: build.mutation<StateAnswer, { id: string; state: boolean }>({
      query: (body) => ({ url: 'api/approve/', method: 'POST', body }),
      invalidatesTags: ['Users'],
    }),
    removeUser: build.mutation<StateAnswer, { id: string; state: boolean }>({
      query: (body) => ({ url: 'api/remove/', method: 'POST', body }),
      invalidatesTags: ['Users'],
    }),
    dismissRestoreRequest: build.mutation<{ status: string }, { id: string }>({
      query: (body) => ({ url: 'api/delete_request/', method: 'POST', body }),
      invalidatesTags: ['Users'],
    }),
    setAdmin: build.mutation<StateAnswer, { id: string; state: boolean }>({
      query: (body) => ({ url: 'api/admin/', method: 'POST', body }),
      invalidatesTags: ['Users'],
    }),
    updateSupplierCode: build.mutation<
      { status: string; supplier_code: string },
      { id: string; supplier_code: string }
    >({
      query: (body) => ({ url: 'api/v1/auth/update_supplier_code', method: 'POST', body }),
      invalidatesTags: ['Users'],
    }),
  }),
});
