import { routes, type RouteFields } from '@kizuna/http-api';
import { Controller, Header, Inject, StreamableFile } from '@nestjs/common';
import { ResultExportKind, Topic } from '@kizuna/proto';
import { BusClient } from '@kizuna/platform/bus';
import type { ObjectStore } from '@kizuna/platform/objects';
import { OBJECT_STORE } from '@kizuna/platform/runtime';
import { CurrentActor } from '../auth/access.decorators.js';
import type { Actor } from '../auth/actor.js';
import { RouteInput } from '../http/route-input.decorator.js';
import { Route } from '../http/route.decorator.js';
import { ResultAccess } from './result-access.service.js';
import { fileDownload } from '../http/file-download.js';
import { LabelledDownloads } from '../labels/labelled-downloads.service.js';

const KIND_BY_TYPE: Record<number, ResultExportKind> = {
  1: ResultExportKind.USERS,
  2: ResultExportKind.KEYWORDS,
  3: ResultExportKind.POSTS,
};

/** Spec §7 result downloads and the GEXF export: the analysis service writes them, the gateway streams them by key. */
@Controller()
export class ResultDownloadsController {
  constructor(
    private readonly labelled: LabelledDownloads,
    private readonly bus: BusClient,
    private readonly access: ResultAccess,
    @Inject(OBJECT_STORE) private readonly objects: ObjectStore,
  ) {}

  @Route(routes.downloadClusterDetails)
  // The SPA saves the file under the name it is sent with.
  @Header('Access-Control-Expose-Headers', 'Content-Disposition')
  async clusterDetails(
    @CurrentActor() actor: Actor,
    @RouteInput() f: RouteFields<'downloadClusterDetails'>,
  ): Promise<StreamableFile> {
    await this.access.doneRun(actor, f.process_id);
    const file = await this.bus.request(Topic.AnalysisExport, {
      processId: f.process_id,
      kind: KIND_BY_TYPE[f.download_type],
      clusterId: f.cluster_id,
      nodeId: '',
      otherProcessId: '',
      otherClusterId: 0,
    });
    return this.labelled.file(actor, file, [f.process_id]);
  }

  @Route(routes.downloadNodeTweets)
  // The SPA saves the file under the name it is sent with.
  @Header('Access-Control-Expose-Headers', 'Content-Disposition')
  async nodeTweets(
    @CurrentActor() actor: Actor,
    @RouteInput() f: RouteFields<'downloadNodeTweets'>,
  ): Promise<StreamableFile> {
    await this.access.doneRun(actor, f.process_id);
    const file = await this.bus.request(Topic.AnalysisExport, {
      processId: f.process_id,
      kind: ResultExportKind.NODE_POSTS,
      clusterId: 0,
      nodeId: f.node_id,
      otherProcessId: '',
      otherClusterId: 0,
    });
    return this.labelled.file(actor, file, [f.process_id]);
  }

  @Route(routes.downloadGexf)
  // The SPA saves the file under the name it is sent with.
  @Header('Access-Control-Expose-Headers', 'Content-Disposition')
  async gexf(@CurrentActor() actor: Actor, @RouteInput() f: RouteFields<'downloadGexf'>): Promise<StreamableFile> {
    await this.access.doneRun(actor, f.process_id);
    const file = await this.bus.request(Topic.AnalysisExport, {
      processId: f.process_id,
      kind: ResultExportKind.GEXF,
      clusterId: 0,
      nodeId: '',
      otherProcessId: '',
      otherClusterId: 0,
    });
    return fileDownload(this.objects, file);
  }
}
