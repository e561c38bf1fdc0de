import { Body, Controller, HttpCode, Inject, Post, Res } from '@nestjs/common';
import type { Response } from 'express';
import { ResultExportKind, Topic } from '@kizuna/contracts';
import { BusClient } from '@kizuna/platform/bus';
import type { ObjectStore } from '@kizuna/platform/objects';
import { OBJECT_STORE } from '@kizuna/platform/runtime';
import { DownloadClusterDetailsRequest, DownloadGexfRequest, DownloadNodeTweetsRequest } from '@kizuna/http-api';
import { CurrentActor } from '../auth/access.decorators.js';
import type { Actor } from '../auth/actor.js';
import { parseFields } from '../http/parse-fields.js';
import { ResultAccess } from './result-access.service.js';
import { streamFile } from './stream-file.js';

type Fields = Record<string, unknown>;

const KIND_BY_TYPE: Record<number, ResultExportKind> = {
  1: ResultExportKind.USERS,
  2: ResultExportKind.KEYWORDS,
  3: ResultExportKind.POSTS,
};

/** Spec §7 result downloads and the GEXF export: the analysis service writes them, the gateway streams them by key. */
@Controller('api/v1/analyze/cluster')
export class ResultDownloadsController {
  constructor(
    private readonly bus: BusClient,
    private readonly access: ResultAccess,
    @Inject(OBJECT_STORE) private readonly objects: ObjectStore,
  ) {}

  @Post('download_cluster_details')
  @HttpCode(200)
  async clusterDetails(@CurrentActor() actor: Actor, @Body() body: Fields, @Res() res: Response): Promise<void> {
    const f = parseFields(DownloadClusterDetailsRequest, body);
    await this.access.doneRun(actor, f.process_id);
    const file = await this.bus.request(Topic.AnalysisExport, {
      processId: f.process_id,
      kind: KIND_BY_TYPE[f.download_type],
      clusterId: f.cluster_id,
      nodeId: '',
    });
    await streamFile(this.objects, file, res);
  }

  @Post('download_node_tweets')
  @HttpCode(200)
  async nodeTweets(@CurrentActor() actor: Actor, @Body() body: Fields, @Res() res: Response): Promise<void> {
    const f = parseFields(DownloadNodeTweetsRequest, body);
    await this.access.doneRun(actor, f.process_id);
    const file = await this.bus.request(Topic.AnalysisExport, {
      processId: f.process_id,
      kind: ResultExportKind.NODE_POSTS,
      clusterId: 0,
      nodeId: f.node_id,
    });
    await streamFile(this.objects, file, res);
  }

  @Post('download_gexf')
  @HttpCode(200)
  async gexf(@CurrentActor() actor: Actor, @Body() body: Fields, @Res() res: Response): Promise<void> {
    const f = parseFields(DownloadGexfRequest, body);
    await this.access.doneRun(actor, f.process_id);
    const file = await this.bus.request(Topic.AnalysisExport, {
      processId: f.process_id,
      kind: ResultExportKind.GEXF,
      clusterId: 0,
      nodeId: '',
    });
    await streamFile(this.objects, file, res);
  }
}
