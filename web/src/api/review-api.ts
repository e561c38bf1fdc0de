import type { RawdataRequest, RawdataResponse } from './api-types';
import { baseApi } from './base-api';

export const reviewApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getRawdata: build.query<RawdataResponse, RawdataRequest>({
      query: (body) => ({ url: 'api/v1/process/get_rawdata', method: 'POST', body }),
    }),
  }),
});
