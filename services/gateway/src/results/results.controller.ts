import { Body, Controller, HttpCode, Inject, Post, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import { Topic } from '@kizuna/contracts';
import { BusClient } from '@kizuna/platform/bus';
import type { ObjectStore } from '@kizuna/platform/objects';
import { OBJECT_STORE } from '@kizuna/platform/runtime';
import { CurrentActor } from '../auth/access.decorators.js';
import type { Actor } from '../auth/actor.js';
import { ClusterDetailRequest, GraphRequest, NodeDetailRequest, type NodeDetailAnswer } from '@kizuna/http-api';
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
    const ref = await this.bus.request(Topic.AnalysisClusterGet, { processId: f.process_id, clusterId: f.cluster_id });
    await this.stream(ref.key, res);
  }

  @Post('get_node_detail')
  @HttpCode(200)
  async getNodeDetail(@CurrentActor() actor: Actor, @Body() body: Fields): Promise<NodeDetailAnswer> {
    const f = parseFields(NodeDetailRequest, body);
    await this.access.doneRun(actor, f.process_id);
    const d = await this.bus.request(Topic.AnalysisNodeGet, { processId: f.process_id, nodeId: f.node_id });
    return {
      graph_result: {
        node_id: d.nodeId,
        label: d.label,
        cluster_id: d.clusterId,
        communities: d.communities.map((c): [number, number] => [c.clusterId, c.score]),
        follower_count: d.hasFollowerCount ? d.followerCount : null,
        get_retweeted: d.getRetweeted,
        count_retweet: d.countRetweet,
        degree: d.degree,
        pagerank: d.pagerank,
        tweets: d.tweets.map((t) => ({ tweet_date: t.tweetDate, tweet_text: t.tweetText })),
      },
    };
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
