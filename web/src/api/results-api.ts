import type {
  ClusterDetailAnswer,
  ClusterDetailRequest,
  ClusterMembersAnswer,
  ClusterMembersRequest,
  ClusterTweetsAnswer,
  ClusterTweetsRequest,
  ClusterWindowAnswer,
  ClusterWindowRequest,
  CommunityDetail,
  DownloadClusterDetailsRequest,
  DownloadGexfRequest,
  DownloadNodeTweetsRequest,
  GraphAnswer,
  GraphRequest,
  NodeDetail,
  NodeDetailAnswer,
  NodeDetailRequest,
  NodeHit,
  SearchNodesAnswer,
  SearchNodesRequest,
  UpdateClusterAnswer,
  UpdateClusterRequest,
} from '@kizuna/http-api';
import { baseApi } from './base-api';
import type { SavedFile } from './logs-types';
import { savedFileAnswer } from './saved-file-answer';

const CLUSTER = 'api/v1/analyze/cluster';

export const resultsApi = baseApi.enhanceEndpoints({ addTagTypes: ['Result'] }).injectEndpoints({
  endpoints: (build) => ({
    getGraph: build.query<GraphAnswer, GraphRequest>({
      query: (body) => ({ url: `${CLUSTER}/get_graph`, method: 'POST', body }),
      providesTags: ['Result'],
    }),
    getClusterDetail: build.query<CommunityDetail, ClusterDetailRequest>({
      query: (body) => ({ url: `${CLUSTER}/get_cluster_detail`, method: 'POST', body }),
      transformResponse: (answer: ClusterDetailAnswer) => answer.data,
      providesTags: ['Result'],
    }),
    getClusterMembers: build.query<ClusterMembersAnswer['data'], ClusterMembersRequest>({
      query: (body) => ({ url: `${CLUSTER}/get_cluster_members`, method: 'POST', body }),
      transformResponse: (answer: ClusterMembersAnswer) => answer.data,
    }),
    getClusterTweets: build.query<ClusterTweetsAnswer['data'], ClusterTweetsRequest>({
      query: (body) => ({ url: `${CLUSTER}/get_cluster_tweets`, method: 'POST', body }),
      transformResponse: (answer: ClusterTweetsAnswer) => answer.data,
    }),
    getClusterWindow: build.query<ClusterWindowAnswer['data'], ClusterWindowRequest>({
      query: (body) => ({ url: `${CLUSTER}/get_cluster_window`, method: 'POST', body }),
      transformResponse: (answer: ClusterWindowAnswer) => answer.data,
      providesTags: ['Result'],
    }),
    searchNodes: build.query<NodeHit[], SearchNodesRequest>({
      query: (body) => ({ url: `${CLUSTER}/search_nodes`, method: 'POST', body }),
      transformResponse: (answer: SearchNodesAnswer) => answer.data,
    }),
    getNodeDetail: build.query<NodeDetail, NodeDetailRequest>({
      query: (body) => ({ url: `${CLUSTER}/get_node_detail`, method: 'POST', body }),
      transformResponse: (answer: NodeDetailAnswer) => answer.graph_result,
    }),
    updateCluster: build.mutation<UpdateClusterAnswer['data'], UpdateClusterRequest>({
      query: (body) => ({ url: `${CLUSTER}/update_cluster`, method: 'POST', body }),
      transformResponse: (answer: UpdateClusterAnswer) => answer.data,
      // The graph, panels, chart and legend read the new name or color again (spec §4: save reloads).
      invalidatesTags: ['Result'],
    }),
    downloadClusterDetails: build.mutation<SavedFile, DownloadClusterDetailsRequest>({
      query: (body) => ({
        url: `${CLUSTER}/download_cluster_details`,
        method: 'POST',
        body,
        responseHandler: (response) => savedFileAnswer(response, 'cluster.csv'),
      }),
    }),
    downloadNodeTweets: build.mutation<SavedFile, DownloadNodeTweetsRequest>({
      query: (body) => ({
        url: `${CLUSTER}/download_node_tweets`,
        method: 'POST',
        body,
        responseHandler: (response) => savedFileAnswer(response, 'node_tweets.csv'),
      }),
    }),
    downloadGexf: build.mutation<SavedFile, DownloadGexfRequest>({
      query: (body) => ({
        url: `${CLUSTER}/download_gexf`,
        method: 'POST',
        body,
        responseHandler: (response) => savedFileAnswer(response, 'graph.gexf'),
      }),
    }),
  }),
});
