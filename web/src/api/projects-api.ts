import type {
  AddRunAnswer,
  AddRunRequest,
  AnalyzeStartRequest,
  GetProjectAnswer,
  ListDataAnswer,
  ListDataRequest,
  ProjectIdRequest,
  RunChangeAnswer,
  RunIdRequest,
  StatusAnswer,
} from '@kizuna/http-api';
import { baseApi } from './base-api';

export const projectsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    listData: build.query<ListDataAnswer, ListDataRequest>({
      query: (body) => ({ url: 'api/v1/process/list_data', method: 'POST', body }),
      providesTags: ['Projects'],
    }),
    getProject: build.query<GetProjectAnswer, ProjectIdRequest>({
      query: (body) => ({ url: 'api/v1/process/get_project', method: 'POST', body }),
      providesTags: (_r, _e, arg) => [{ type: 'Project', id: arg.project_id }],
    }),
    deleteCsv: build.mutation<StatusAnswer, ProjectIdRequest>({
      query: (body) => ({ url: 'api/v1/process/delete_csv', method: 'POST', body }),
      invalidatesTags: (_r, _e, arg) => ['Projects', { type: 'Project', id: arg.project_id }],
    }),
    analyzeStart: build.mutation<StatusAnswer, AnalyzeStartRequest>({
      query: (body) => ({ url: 'api/v1/process/analyze_start', method: 'POST', body }),
      invalidatesTags: ['Projects'],
    }),
    addRun: build.mutation<AddRunAnswer, AddRunRequest>({
      query: (body) => ({ url: 'api/v1/process/add_run', method: 'POST', body }),
      invalidatesTags: (_r, _e, arg) => ['Projects', { type: 'Project', id: arg.project_id }],
    }),
    retryRun: build.mutation<RunChangeAnswer, RunIdRequest>({
      query: (body) => ({ url: 'api/v1/process/retry_run', method: 'POST', body }),
      invalidatesTags: ['Projects', 'Project'],
    }),
    deleteRun: build.mutation<RunChangeAnswer, RunIdRequest>({
      query: (body) => ({ url: 'api/v1/process/delete_run', method: 'POST', body }),
      invalidatesTags: ['Projects', 'Project'],
    }),
  }),
});
