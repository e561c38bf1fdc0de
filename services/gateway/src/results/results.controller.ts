import { Body, Controller, HttpCode, Inject, Post, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import { Topic } from '@kizuna/proto';
import { BusClient } from '@kizuna/platform/bus';
import { DomainError, ErrorCode } from '@kizuna/platform/errors';
import type { ObjectStore } from '@kizuna/platform/objects';
import { OBJECT_STORE } from '@kizuna/platform/runtime';
import { CurrentActor } from '../auth/access.decorators.js';
import type { Actor } from '../auth/actor.js';
import {
  ClusterDetailRequest,
  ClusterMembersRequest,
  ClusterTweetsRequest,
  ClusterWindowRequest,
  GraphRequest,
  NodeDetailRequest,
  SearchNodesRequest,
  UpdateClusterRequest,
} from '@kizuna/http-api';
import { parseFields } from '../http/parse-fields.js';
import { ResultAccess } from './result-access.service.js';

type Fields = Record<string, unknown>;

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
    @Body() body: Fields,
    @Res() res: Response,
  ): Promise<void> {
    const { process_id: processId } = parseFields(GraphRequest, body);
    await this.access.view(actor, processId, req.ip ?? '');
    const ref = await this.bus.request(Topic.AnalysisGraphGet, { processId });
    await this.stream(ref.key, res);
  }

  @Post('get_cluster_detail')
  @HttpCode(200)
  async getClusterDetail(@CurrentActor() actor: Actor, @Body() body: Fields, @Res() res: Response): Promise<void> {
    const f = parseFields(ClusterDetailRequest, body);
    await this.access.doneRun(actor, f.process_id);
    // The first members only (ClusterDetailAnswer.nodes_total says how many): a 17k-member community stays small.
    const reply = await this.bus.request(Topic.AnalysisClusterDetail, {
      processId: f.process_id,
      clusterId: f.cluster_id,
    });
    sendJson(res, reply.json);
  }

  @Post('get_cluster_members')
  @HttpCode(200)
  async getClusterMembers(@CurrentActor() actor: Actor, @Body() body: Fields, @Res() res: Response): Promise<void> {
    const f = parseFields(ClusterMembersRequest, body);
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
    sendJson(res, reply.json);
  }

  @Post('get_cluster_tweets')
  @HttpCode(200)
  async getClusterTweets(@CurrentActor() actor: Actor, @Body() body: Fields, @Res() res: Response): Promise<void> {
    const f = parseFields(ClusterTweetsRequest, body);
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
    sendJson(res, reply.json);
  }

  @Post('get_cluster_window')
  @HttpCode(200)
  async getClusterWindow(@CurrentActor() actor: Actor, @Body() body: Fields, @Res() res: Response): Promise<void> {
    const f = parseFields(ClusterWindowRequest, body);
    if (f.date_start > f.date_end)
      throw new DomainError(ErrorCode.TimeWindowInvalid, 'date_start must not come after date_end.', {
        date_start: String(f.date_start),
        date_end: String(f.date_end),
      });
    await this.access.doneRun(actor, f.process_id);
    const reply = await this.bus.request(Topic.AnalysisClusterWindow, {
      processId: f.process_id,
      clusterId: f.cluster_id,
      timeStart: f.date_start,
      timeEnd: f.date_end,
    });
    sendJson(res, reply.json);
  }

  @Post('search_nodes')
  @HttpCode(200)
  async searchNodes(@CurrentActor() actor: Actor, @Body() body: Fields, @Res() res: Response): Promise<void> {
    const f = parseFields(SearchNodesRequest, body);
    await this.access.doneRun(actor, f.process_id);
    const reply = await this.bus.request(Topic.AnalysisNodesSearch, {
      processId: f.process_id,
      query: f.query,
      limit: f.limit,
    });
    sendJson(res, reply.json);
  }

  @Post('update_cluster')
  @HttpCode(200)
  async updateCluster(@CurrentActor() actor: Actor, @Body() body: Fields, @Res() res: Response): Promise<void> {
    const f = parseFields(UpdateClusterRequest, body);
    await this.access.doneRun(actor, f.process_id);
    const reply = await this.bus.request(Topic.AnalysisClusterUpdate, {
      processId: f.process_id,
      clusterId: f.cluster_id,
      // A blank name is sent on, so that it is refused as a blank name (errors.cluster_name_required).
      name: f.cluster_name ?? (typeof body.cluster_name === 'string' ? body.cluster_name : undefined),
      color: f.cluster_color ?? (typeof body.cluster_color === 'string' ? body.cluster_color : undefined),
    });
    sendJson(res, reply.json);
  }

  @Post('get_node_detail')
  @HttpCode(200)
  async getNodeDetail(@CurrentActor() actor: Actor, @Body() body: Fields, @Res() res: Response): Promise<void> {
    const f = parseFields(NodeDetailRequest, body);
    await this.access.doneRun(actor, f.process_id);
    const reply = await this.bus.request(Topic.AnalysisNodeGet, { processId: f.process_id, nodeId: f.node_id });
    // The analysis service composes the spec's answer (NodeDetailAnswer); it is sent as it is.
    res.status(200).type('application/json').send(Buffer.from(reply.json));
  }

  private async stream(key: string, res: Response): Promise<void> {
    const body = await this.objects.get(key);
    res.status(200).type('application/json');
    await new Promise<void>((resolve, reject) => {
      body.on('error', reject);
      res.on('finish', resolve);
      res.on('close', resolve);
      body.pipe(res);
    });
  }
}

/** A JSON answer the analysis service composed (the route table's answer shape), sent as it is. */
function sendJson(res: Response, json: Uint8Array): void {
  res.status(200).type('application/json').send(Buffer.from(json));
}
