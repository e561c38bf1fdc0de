import { createApi } from '@reduxjs/toolkit/query/react';
import { appBaseQuery } from './app-base-query';

/** The one RTK Query API; each area adds its calls with injectEndpoints (DESIGN §6). */
export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery: appBaseQuery,
  tagTypes: ['Config', 'Projects', 'Project', 'Graph', 'Users'],
  endpoints: () => ({}),
});
