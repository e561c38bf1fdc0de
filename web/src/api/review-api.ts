import type { RawdataRequest, RawdataAnswer } from '@kizuna/http-api';
import { baseApi } from './base-api';

export const reviewApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getRawdata: build.query<RawdataAnswer, RawdataRequest>({
      query: (body) => ({ url: 'api/v1/process/get_rawdata', method: 'POST', body }),
    }),
  }),
});
