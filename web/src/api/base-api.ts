import { createApi } from '@reduxjs/toolkit/query/react';
import { appBaseQuery } from './app-base-query';

/** The one RTK Query API; each area adds its calls with injectEndpoints (DESIGN §6). */
export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery: appBaseQuery,
  // Only tags some mutation invalidates: the project list and one project (delete, start, register), the user lists, the team's labels.
  tagTypes: ['Projects', 'Project', 'Users', 'Labels'],
  endpoints: () => ({}),
});
