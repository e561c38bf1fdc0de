import type { RegisterProgressAnswer, RegisterResult, RouteAnswer, RouteRequest, UploadResult } from '@kizuna/http-api';
import { baseApi } from './base-api';
import { routeCall, routeQuery } from './route-call';

/** Spec §7: the upload alone has a 70-second timeout. */
export const UPLOAD_TIMEOUT_MS = 70_000;

export const ingestApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    uploadCsv: build.mutation<UploadResult, File>({
      query: (file) => {
        const body = new FormData();
        body.append('file', file, file.name);
        return routeCall('uploadCsv', body, { timeout: UPLOAD_TIMEOUT_MS });
      },
      transformResponse: (answer: RouteAnswer<'uploadCsv'>) => answer.UploadResult,
    }),
    registerProgress: build.query<RegisterProgressAnswer, RouteRequest<'registerProgress'>>({
      query: routeQuery('registerProgress'),
      keepUnusedDataFor: 0,
    }),
    registerAnalyze: build.mutation<RegisterResult, RouteRequest<'registerAnalyze'>>({
      // The spec sends the registration's fields as query parameters.
      query: routeQuery('registerAnalyze', { fieldsInQuery: true }),
      transformResponse: (answer: RouteAnswer<'registerAnalyze'>) => answer.RegisterResult,
      invalidatesTags: ['Projects'],
    }),
  }),
});
