import type {
  ClusterDetailAnswer,
  ClusterDetailRequest,
  CommunityDetail,
  GraphAnswer,
  GraphRequest,
  NodeDetail,
  NodeDetailAnswer,
  NodeDetailRequest,
} from '@kizuna/http-api';
import { baseApi } from './base-api';

export const resultsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getGraph: build.query<GraphAnswer, GraphRequest>({
      query: (body) => ({ url: 'api/v1/analyze/cluster/get_graph', method: 'POST', body }),
    }),
    getClusterDetail: build.query<CommunityDetail, ClusterDetailRequest>({
      query: (body) => ({ url: 'api/v1/analyze/cluster/get_cluster_detail', method: 'POST', body }),
      transformResponse: (answer: ClusterDetailAnswer) => answer.data,
    }),
    getNodeDetail: build.query<NodeDetail, NodeDetailRequest>({
      query: (body) => ({ url: 'api/v1/analyze/cluster/get_node_detail', method: 'POST', body }),
      transformResponse: (answer: NodeDetailAnswer) => answer.graph_result,
    }),
  }),
});
