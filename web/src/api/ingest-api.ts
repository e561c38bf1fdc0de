import type { RegisterParams } from './register-analyze-params';
import type {
  RegisterAnalyzeAnswer,
  RegisterProgressAnswer,
  RegisterResult,
  UploadAnswer,
  UploadResult,
} from '@kizuna/http-api';
import { baseApi } from './base-api';
import { UPLOAD_PATH } from './upload-progress';

/** Spec §7: the upload alone has a 70-second timeout. */
export const UPLOAD_TIMEOUT_MS = 70_000;

export const ingestApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    uploadCsv: build.mutation<UploadResult, File>({
      query: (file) => {
        const body = new FormData();
        body.append('file', file, file.name);
        return { url: UPLOAD_PATH, method: 'POST', body, timeout: UPLOAD_TIMEOUT_MS };
      },
      transformResponse: (answer: UploadAnswer) => answer.UploadResult,
    }),
    registerProgress: build.query<RegisterProgressAnswer, { path_s3: string }>({
      query: (params) => ({ url: 'api/v1/process/register_progress', params }),
      keepUnusedDataFor: 0,
    }),
    registerAnalyze: build.mutation<RegisterResult, RegisterParams>({
      query: (params) => ({ url: 'api/v1/process/register_analyze', method: 'POST', params: { ...params } }),
      transformResponse: (answer: RegisterAnalyzeAnswer) => answer.RegisterResult,
      invalidatesTags: ['Projects'],
    }),
  }),
});
