import type { DatabaseStatus, DatabaseStatusQuery } from '@kizuna/http-api';
import { baseApi } from './base-api';

export const databaseApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    databaseStatus: build.query<DatabaseStatus, Required<DatabaseStatusQuery>>({
      query: ({ lang_code }) => ({ url: `api/mysql_status/?lang_code=${encodeURIComponent(lang_code)}` }),
      keepUnusedDataFor: 0,
    }),
  }),
});
