import type { Coordination, CoordinationAnswer, CoordinationRequest } from '@kizuna/http-api';
import { baseApi } from './base-api';
import type { SavedFile } from './logs-types';
import { savedFileAnswer } from './saved-file-answer';

const CLUSTER = 'api/v1/analyze/cluster';

/** Coordinated amplification (issue 31): groups of accounts acting alike seconds apart, and their CSV. */
export const coordinationApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getCoordination: build.query<Coordination, CoordinationRequest>({
      query: (body) => ({ url: `${CLUSTER}/get_coordination`, method: 'POST', body }),
      transformResponse: (answer: CoordinationAnswer) => answer.data,
    }),
    downloadCoordination: build.mutation<SavedFile, CoordinationRequest>({
      query: (body) => ({
        url: `${CLUSTER}/download_coordination`,
        method: 'POST',
        body,
        responseHandler: (response) => savedFileAnswer(response, 'coordination.csv'),
      }),
    }),
  }),
});
