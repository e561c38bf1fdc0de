import { Controller, HttpCode, Inject, Post, Req, StreamableFile } from '@nestjs/common';
import type { Request } from 'express';
import { Topic } from '@kizuna/proto';
import { BusClient } from '@kizuna/platform/bus';
import { timeWindowError } from '@kizuna/platform/errors';
import type { ObjectStore } from '@kizuna/platform/objects';
import { OBJECT_STORE } from '@kizuna/platform/runtime';
import { CurrentActor } from '../auth/access.decorators.js';
import type { Actor } from '../auth/actor.js';
import type {
  ClusterDetailRequest,
  ClusterMembersRequest,
  ClusterTweetsRequest,
  ClusterWindowRequest,
  GraphRequest,
  NodeDetailRequest,
  SearchNodesRequest,
  UpdateClusterRequest,
} from '@kizuna/http-api';
import { type Parsed, RouteInput } from '../http/route-input.decorator.js';
import { jsonAnswer } from '../http/json-answer.js';
import { ResultAccess } from './result-access.service.js';

/**
 * Result views. Large answers are files the analysis service hands out by key; they are streamed as
 * they are (GraphAnswer and ClusterDetailAnswer of @kizuna/http-api; the API tests check their shape).
 */
@Controller('api/v1/analyze/cluster')
export class ResultsController {
  constructor(
    private readonly bus: BusClient,
    private readonly access: ResultAccess,
    @Inject(OBJECT_STORE) private readonly objects: ObjectStore,
  ) {}

  @Post('get_graph')
  @HttpCode(200)
  async getGraph(
    @CurrentActor() actor: Actor,
    @Req() req: Request,
    @RouteInput() f: Parsed<typeof GraphRequest>,
  ): Promise<StreamableFile> {
    await this.access.view(actor, f.process_id, req.ip ?? '');
    const ref = await this.bus.request(Topic.AnalysisGraphGet, { processId: f.process_id });
    // Streamed as stored: a large graph is never parsed or held whole by the gateway.
    return new StreamableFile(await this.objects.get(ref.key), { type: 'application/json; charset=utf-8' });
  }

  @Post('get_cluster_detail')
  @HttpCode(200)
  async getClusterDetail(
    @CurrentActor() actor: Actor,
    @RouteInput() f: Parsed<typeof ClusterDetailRequest>,
  ): Promise<StreamableFile> {
    await this.access.doneRun(actor, f.process_id);
    // The first members only (ClusterDetailAnswer.nodes_total says how many): a 17k-member community stays small.
    const reply = await this.bus.request(Topic.AnalysisClusterDetail, {
      processId: f.process_id,
      clusterId: f.cluster_id,
    });
    return jsonAnswer(reply.json);
  }

  @Post('get_cluster_members')
  @HttpCode(200)
  async getClusterMembers(
    @CurrentActor() actor: Actor,
    @RouteInput() f: Parsed<typeof ClusterMembersRequest>,
  ): Promise<StreamableFile> {
    await this.access.doneRun(actor, f.process_id);
    const reply = await this.bus.request(Topic.AnalysisMembersList, {
      processId: f.process_id,
      clusterId: f.cluster_id,
      page: f.page,
      maxCount: f.max_count,
      sortKey: f.sort_key,
      ascending: f.is_ascending,
      search: f.search,
      timeStart: f.date_start,
      timeEnd: f.date_end,
    });
    return jsonAnswer(reply.json);
  }

  @Post('get_cluster_tweets')
  @HttpCode(200)
  async getClusterTweets(
    @CurrentActor() actor: Actor,
    @RouteInput() f: Parsed<typeof ClusterTweetsRequest>,
  ): Promise<StreamableFile> {
    await this.access.doneRun(actor, f.process_id);
    const reply = await this.bus.request(Topic.AnalysisPostsList, {
      processId: f.process_id,
      clusterId: f.cluster_id,
      page: f.page,
      maxCount: f.max_count,
      search: f.search,
      timeStart: f.date_start,
      timeEnd: f.date_end,
    });
    return jsonAnswer(reply.json);
  }

  @Post('get_cluster_window')
  @HttpCode(200)
  async getClusterWindow(
    @CurrentActor() actor: Actor,
    @RouteInput() f: Parsed<typeof ClusterWindowRequest>,
  ): Promise<StreamableFile> {
    const badWindow = timeWindowError(f.date_start, f.date_end);
    if (badWindow) throw badWindow;
    await this.access.doneRun(actor, f.process_id);
    const reply = await this.bus.request(Topic.AnalysisClusterWindow, {
      processId: f.process_id,
      clusterId: f.cluster_id,
      timeStart: f.date_start,
      timeEnd: f.date_end,
    });
    return jsonAnswer(reply.json);
  }

  @Post('search_nodes')
  @HttpCode(200)
  async searchNodes(
    @CurrentActor() actor: Actor,
    @RouteInput() f: Parsed<typeof SearchNodesRequest>,
  ): Promise<StreamableFile> {
    await this.access.doneRun(actor, f.process_id);
    const reply = await this.bus.request(Topic.AnalysisNodesSearch, {
      processId: f.process_id,
      query: f.query,
      limit: f.limit,
    });
    return jsonAnswer(reply.json);
  }

  @Post('update_cluster')
  @HttpCode(200)
  async updateCluster(
    @CurrentActor() actor: Actor,
    @RouteInput() f: Parsed<typeof UpdateClusterRequest>,
  ): Promise<StreamableFile> {
    await this.access.doneRun(actor, f.process_id);
    const reply = await this.bus.request(Topic.AnalysisClusterUpdate, {
      processId: f.process_id,
      clusterId: f.cluster_id,
      // A blank name is sent on, so that it is refused as a blank name (errors.cluster_name_required).
      name: f.cluster_name,
      color: f.cluster_color,
    });
    return jsonAnswer(reply.json);
  }

  @Post('get_node_detail')
  @HttpCode(200)
  async getNodeDetail(
    @CurrentActor() actor: Actor,
    @RouteInput() f: Parsed<typeof NodeDetailRequest>,
  ): Promise<StreamableFile> {
    await this.access.doneRun(actor, f.process_id);
    const reply = await this.bus.request(Topic.AnalysisNodeGet, { processId: f.process_id, nodeId: f.node_id });
    // The analysis service composes the spec's answer (NodeDetailAnswer); it is sent as it is.
    return jsonAnswer(reply.json);
  }
}
