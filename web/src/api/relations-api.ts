import type {
  BridgesAnswer,
  BridgesRequest,
  ComparisonMembersAnswer,
  ComparisonMembersRequest,
  DownloadComparisonMembersRequest,
  DownloadInteractionMatrixRequest,
  InteractionMatrix,
  InteractionMatrixAnswer,
  InteractionMatrixRequest,
  RunComparison,
  RunComparisonAnswer,
  RunComparisonRequest,
} from '@kizuna/http-api';
import { baseApi } from './base-api';
import type { SavedFile } from './logs-types';
import { savedFileAnswer } from './saved-file-answer';

const CLUSTER = 'api/v1/analyze/cluster';

/** How a run's communities relate (issue 19); tagged Result, so a renamed community is read again. */
export const relationsApi = baseApi.enhanceEndpoints({ addTagTypes: ['Result'] }).injectEndpoints({
  endpoints: (build) => ({
    getInteractionMatrix: build.query<InteractionMatrix, InteractionMatrixRequest>({
      query: (body) => ({ url: `${CLUSTER}/get_interaction_matrix`, method: 'POST', body }),
      transformResponse: (answer: InteractionMatrixAnswer) => answer.data,
      providesTags: ['Result'],
    }),
    getBridges: build.query<BridgesAnswer['data'], BridgesRequest>({
      query: (body) => ({ url: `${CLUSTER}/get_bridges`, method: 'POST', body }),
      transformResponse: (answer: BridgesAnswer) => answer.data,
      providesTags: ['Result'],
    }),
    getRunComparison: build.query<RunComparison, RunComparisonRequest>({
      query: (body) => ({ url: `${CLUSTER}/get_run_comparison`, method: 'POST', body }),
      transformResponse: (answer: RunComparisonAnswer) => answer.data,
      providesTags: ['Result'],
    }),
    getComparisonMembers: build.query<ComparisonMembersAnswer['data'], ComparisonMembersRequest>({
      query: (body) => ({ url: `${CLUSTER}/get_comparison_members`, method: 'POST', body }),
      transformResponse: (answer: ComparisonMembersAnswer) => answer.data,
    }),
    downloadInteractionMatrix: build.mutation<SavedFile, DownloadInteractionMatrixRequest>({
      query: (body) => ({
        url: `${CLUSTER}/download_interaction_matrix`,
        method: 'POST',
        body,
        responseHandler: (response) => savedFileAnswer(response, 'interactions.csv'),
      }),
    }),
    downloadComparisonMembers: build.mutation<SavedFile, DownloadComparisonMembersRequest>({
      query: (body) => ({
        url: `${CLUSTER}/download_comparison_members`,
        method: 'POST',
        body,
        responseHandler: (response) => savedFileAnswer(response, 'users.csv'),
      }),
    }),
  }),
});
