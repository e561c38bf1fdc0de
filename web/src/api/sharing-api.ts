import type {
  ShareCandidatesAnswer,
  ShareCandidatesRequest,
  ShareCompanyRequest,
  ShareProjectRequest,
  SharesAnswer,
  UnshareProjectRequest,
} from '@kizuna/http-api';
import { baseApi } from './base-api';

/** Sharing a project with colleagues (docs/sharing.md): a change reloads the project and the lists. */
export const sharingApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    shareProject: build.mutation<SharesAnswer, ShareProjectRequest>({
      query: (body) => ({ url: 'api/v1/process/share_project', method: 'POST', body }),
      invalidatesTags: (_r, _e, arg) => ['Projects', { type: 'Project', id: arg.project_id }],
    }),
    unshareProject: build.mutation<SharesAnswer, UnshareProjectRequest>({
      query: (body) => ({ url: 'api/v1/process/unshare_project', method: 'POST', body }),
      invalidatesTags: (_r, _e, arg) => ['Projects', { type: 'Project', id: arg.project_id }],
    }),
    shareCompany: build.mutation<SharesAnswer, ShareCompanyRequest>({
      query: (body) => ({ url: 'api/v1/process/share_company', method: 'POST', body }),
      invalidatesTags: (_r, _e, arg) => ['Projects', { type: 'Project', id: arg.project_id }],
    }),
    shareCandidates: build.query<ShareCandidatesAnswer, ShareCandidatesRequest>({
      query: (body) => ({ url: 'api/v1/process/share_candidates', method: 'POST', body }),
    }),
  }),
});
