import type { CommunityDetail, GraphPayload, NodeDetail } from './api-types';
import { baseApi } from './base-api';

export const resultsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getGraph: build.query<{ data?: GraphPayload; error_message?: string }, { process_id: string }>({
      query: (body) => ({ url: 'api/v1/analyze/cluster/get_graph', method: 'POST', body }),
      providesTags: (_r, _e, arg) => [{ type: 'Graph', id: arg.process_id }],
    }),
    getClusterDetail: build.query<CommunityDetail, { process_id: string; cluster_id: number }>({
      query: (body) => ({ url: 'api/v1/analyze/cluster/get_cluster_detail', method: 'POST', body }),
      transformResponse: (answer: { data: CommunityDetail }) => answer.data,
    }),
    getNodeDetail: build.query<NodeDetail, { process_id: string; node_id: string; cluster_id: number }>({
      query: (body) => ({ url: 'api/v1/analyze/cluster/get_node_detail', method: 'POST', body }),
      transformResponse: (answer: { graph_result: NodeDetail }) => answer.graph_result,
    }),
  }),
});
