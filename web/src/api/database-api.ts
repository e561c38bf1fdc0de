import type { DatabaseStatus } from './api-types';
import { baseApi } from './base-api';

export const databaseApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    databaseStatus: build.query<DatabaseStatus, { lang_code: string }>({
      query: ({ lang_code }) => ({ url: `api/mysql_status/?lang_code=${encodeURIComponent(lang_code)}` }),
      keepUnusedDataFor: 0,
    }),
  }),
});
