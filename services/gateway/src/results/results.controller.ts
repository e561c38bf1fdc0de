import { routes, type RouteAnswer, type RouteFields } from '@kizuna/http-api';
import { Controller, Inject, Req, Res, StreamableFile } from '@nestjs/common';
import { createGunzip } from 'node:zlib';
import type { Request, Response } from 'express';
import { Topic } from '@kizuna/proto';
import { BusClient } from '@kizuna/platform/bus';
import { timeWindowError } from '@kizuna/platform/errors';
import type { ObjectStore } from '@kizuna/platform/objects';
import { OBJECT_STORE } from '@kizuna/platform/runtime';
import { CurrentActor } from '../auth/access.decorators.js';
import type { Actor } from '../auth/actor.js';
import { RouteInput } from '../http/route-input.decorator.js';
import { Route } from '../http/route.decorator.js';
import { forwardJson, type JsonAnswer, storedJsonAnswer } from '../http/json-answer.js';
import { LabelledMemberFilter } from '../labels/labelled-member-filter.service.js';
import { ResultAccess } from './result-access.service.js';
import { WholeGraphFiles } from './whole-graph-files.service.js';

/**
 * Result views. Large answers are files the analysis service hands out by key; they are streamed as
 * they are (GraphAnswer and ClusterDetailAnswer of @kizuna/http-api; the API tests check their shape).
 */
@Controller()
export class ResultsController {
  constructor(
    private readonly bus: BusClient,
    private readonly access: ResultAccess,
    private readonly labelFilter: LabelledMemberFilter,
    @Inject(OBJECT_STORE) private readonly objects: ObjectStore,
    private readonly wholeGraphs: WholeGraphFiles,
  ) {}

  @Route(routes.getGraph)
  async getGraph(
    @CurrentActor() actor: Actor,
    @Req() req: Request,
    @RouteInput() f: RouteFields<'getGraph'>,
  ): Promise<JsonAnswer<RouteAnswer<'getGraph'>>> {
    await this.access.view(actor, f.process_id, req.ip ?? '');
    const ref = await this.bus.request(Topic.AnalysisGraphGet, { processId: f.process_id });
    // Streamed as stored: a large graph is never parsed or held whole by the gateway.
    return storedJsonAnswer(await this.objects.get(ref.key));
  }

  /**
   * The run's whole graph as bytes (docs/http-api.md, "The whole graph, binary"), stored gzipped by
   * the analysis service and sent as stored with Content-Encoding: gzip; unzipped on the way for
   * a client that does not take gzip. Not logged as a result view: the graph page asks get_graph too.
   */
  @Route(routes.getWholeGraph)
  async getWholeGraph(
    @CurrentActor() actor: Actor,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
    @RouteInput() f: RouteFields<'getWholeGraph'>,
  ): Promise<StreamableFile> {
    const project = await this.access.doneRun(actor, f.process_id);
    const stored = await this.wholeGraphs.gzipped(project, f.process_id);
    res.setHeader('Vary', 'Accept-Encoding');
    if (acceptsGzip(req)) {
      res.setHeader('Content-Encoding', 'gzip');
      return new StreamableFile(stored, { type: 'application/octet-stream' });
    }
    return new StreamableFile(stored.pipe(createGunzip()), { type: 'application/octet-stream' });
  }

  @Route(routes.getClusterDetail)
  async getClusterDetail(
    @CurrentActor() actor: Actor,
    @RouteInput() f: RouteFields<'getClusterDetail'>,
  ): Promise<JsonAnswer<RouteAnswer<'getClusterDetail'>>> {
    await this.access.doneRun(actor, f.process_id);
    // The first members only (ClusterDetailAnswer.nodes_total says how many): a 17k-member community stays small.
    return forwardJson(this.bus, Topic.AnalysisClusterDetail, {
      processId: f.process_id,
      clusterId: f.cluster_id,
    });
  }

  @Route(routes.getClusterMembers)
  async getClusterMembers(
    @CurrentActor() actor: Actor,
    @RouteInput() f: RouteFields<'getClusterMembers'>,
  ): Promise<JsonAnswer<RouteAnswer<'getClusterMembers'>>> {
    // Asked together, and nothing is answered unless the caller may view the run: its refusal (the
    // one 404) comes first, whichever finished first; another team's code is refused before both.
    const filtered = this.labelFilter.restriction(actor, f);
    const [run, restricted] = await Promise.allSettled([this.access.doneRun(actor, f.process_id), filtered]);
    if (run.status === 'rejected') throw run.reason;
    if (restricted.status === 'rejected') throw restricted.reason;
    const restriction = restricted.value;
    return forwardJson(this.bus, Topic.AnalysisMembersList, {
      processId: f.process_id,
      clusterId: f.cluster_id,
      page: f.page,
      maxCount: f.max_count,
      sortKey: f.sort_key,
      ascending: f.is_ascending,
      search: f.search,
      timeStart: f.date_start,
      timeEnd: f.date_end,
      ...restriction,
    });
  }

  @Route(routes.getClusterTweets)
  async getClusterTweets(
    @CurrentActor() actor: Actor,
    @RouteInput() f: RouteFields<'getClusterTweets'>,
  ): Promise<JsonAnswer<RouteAnswer<'getClusterTweets'>>> {
    await this.access.doneRun(actor, f.process_id);
    return forwardJson(this.bus, Topic.AnalysisPostsList, {
      processId: f.process_id,
      clusterId: f.cluster_id,
      page: f.page,
      maxCount: f.max_count,
      search: f.search,
      timeStart: f.date_start,
      timeEnd: f.date_end,
    });
  }

  @Route(routes.getClusterWindow)
  async getClusterWindow(
    @CurrentActor() actor: Actor,
    @RouteInput() f: RouteFields<'getClusterWindow'>,
  ): Promise<JsonAnswer<RouteAnswer<'getClusterWindow'>>> {
    const badWindow = timeWindowError(f.date_start, f.date_end);
    if (badWindow) throw badWindow;
    await this.access.doneRun(actor, f.process_id);
    return forwardJson(this.bus, Topic.AnalysisClusterWindow, {
      processId: f.process_id,
      clusterId: f.cluster_id,
      timeStart: f.date_start,
      timeEnd: f.date_end,
    });
  }

  @Route(routes.searchNodes)
  async searchNodes(
    @CurrentActor() actor: Actor,
    @RouteInput() f: RouteFields<'searchNodes'>,
  ): Promise<JsonAnswer<RouteAnswer<'searchNodes'>>> {
    await this.access.doneRun(actor, f.process_id);
    return forwardJson(this.bus, Topic.AnalysisNodesSearch, {
      processId: f.process_id,
      query: f.query,
      limit: f.limit,
    });
  }

  @Route(routes.updateCluster)
  async updateCluster(
    @CurrentActor() actor: Actor,
    @RouteInput() f: RouteFields<'updateCluster'>,
  ): Promise<JsonAnswer<RouteAnswer<'updateCluster'>>> {
    await this.access.doneRun(actor, f.process_id, 'edit');
    return forwardJson(this.bus, Topic.AnalysisClusterUpdate, {
      processId: f.process_id,
      clusterId: f.cluster_id,
      // A blank name is sent on, so that it is refused as a blank name (errors.cluster_name_required).
      name: f.cluster_name,
      color: f.cluster_color,
    });
  }

  @Route(routes.getNodeDetail)
  async getNodeDetail(
    @CurrentActor() actor: Actor,
    @RouteInput() f: RouteFields<'getNodeDetail'>,
  ): Promise<JsonAnswer<RouteAnswer<'getNodeDetail'>>> {
    await this.access.doneRun(actor, f.process_id);
    // The analysis service composes the spec's answer (NodeDetailAnswer); it is sent as it is.
    return forwardJson(this.bus, Topic.AnalysisNodeGet, { processId: f.process_id, nodeId: f.node_id });
  }
}

/** Whether the request's Accept-Encoding takes gzip (not refused with q=0). */
function acceptsGzip(req: Request): boolean {
  const header = req.headers['accept-encoding'];
  const list = (Array.isArray(header) ? header.join(',') : (header ?? '')).toLowerCase().split(',');
  return list.some((entry) => {
    const [coding, ...params] = entry.trim().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    return (coding === 'gzip' || coding === '*') && (q === undefined || Number(q.slice(2)) > 0);
  });
}
