import type {
  ClusterMembersAnswer,
  ClusterTweetsAnswer,
  ClusterWindowAnswer,
  CommunityDetail,
  GraphAnswer,
  NodeDetail,
  NodeHit,
  UpdateClusterAnswer,
  RouteAnswer,
  RouteRequest,
} from '@kizuna/http-api';
import { baseApi } from './base-api';
import { routeQuery } from './route-call';
import type { SavedFile } from './logs-types';
import { savedFileAnswer } from './saved-file-answer';

export const resultsApi = baseApi.enhanceEndpoints({ addTagTypes: ['Result'] }).injectEndpoints({
  endpoints: (build) => ({
    getGraph: build.query<GraphAnswer, RouteRequest<'getGraph'>>({
      query: routeQuery('getGraph'),
      providesTags: ['Result'],
    }),
    getClusterDetail: build.query<CommunityDetail, RouteRequest<'getClusterDetail'>>({
      query: routeQuery('getClusterDetail'),
      transformResponse: (answer: RouteAnswer<'getClusterDetail'>) => answer.data,
      providesTags: ['Result'],
    }),
    getClusterMembers: build.query<ClusterMembersAnswer['data'], RouteRequest<'getClusterMembers'>>({
      query: routeQuery('getClusterMembers'),
      transformResponse: (answer: RouteAnswer<'getClusterMembers'>) => answer.data,
      // Filtered by label, the page is the team's labelled members: a label change reloads it.
      providesTags: (_answer, _error, asked) => (asked.only_labelled || asked.label_id ? ['Labels'] : []),
    }),
    getClusterTweets: build.query<ClusterTweetsAnswer['data'], RouteRequest<'getClusterTweets'>>({
      query: routeQuery('getClusterTweets'),
      transformResponse: (answer: RouteAnswer<'getClusterTweets'>) => answer.data,
    }),
    getClusterWindow: build.query<ClusterWindowAnswer['data'], RouteRequest<'getClusterWindow'>>({
      query: routeQuery('getClusterWindow'),
      transformResponse: (answer: RouteAnswer<'getClusterWindow'>) => answer.data,
      providesTags: ['Result'],
    }),
    searchNodes: build.query<NodeHit[], RouteRequest<'searchNodes'>>({
      query: routeQuery('searchNodes'),
      transformResponse: (answer: RouteAnswer<'searchNodes'>) => answer.data,
    }),
    getNodeDetail: build.query<NodeDetail, RouteRequest<'getNodeDetail'>>({
      query: routeQuery('getNodeDetail'),
      transformResponse: (answer: RouteAnswer<'getNodeDetail'>) => answer.graph_result,
    }),
    updateCluster: build.mutation<UpdateClusterAnswer['data'], RouteRequest<'updateCluster'>>({
      query: routeQuery('updateCluster'),
      transformResponse: (answer: RouteAnswer<'updateCluster'>) => answer.data,
      // The graph, panels, chart and legend read the new name or color again (spec §4: save reloads).
      invalidatesTags: ['Result'],
    }),
    downloadClusterDetails: build.mutation<SavedFile, RouteRequest<'downloadClusterDetails'>>({
      query: routeQuery('downloadClusterDetails', {
        responseHandler: (response) => savedFileAnswer(response, 'cluster.csv'),
      }),
    }),
    downloadNodeTweets: build.mutation<SavedFile, RouteRequest<'downloadNodeTweets'>>({
      query: routeQuery('downloadNodeTweets', {
        responseHandler: (response) => savedFileAnswer(response, 'node_tweets.csv'),
      }),
    }),
    downloadGexf: build.mutation<SavedFile, RouteRequest<'downloadGexf'>>({
      query: routeQuery('downloadGexf', {
        responseHandler: (response) => savedFileAnswer(response, 'graph.gexf'),
      }),
    }),
  }),
});
