import { routes, type RouteAnswer, type RouteFields } from '@kizuna/http-api';
import { Controller, Header, Inject, StreamableFile } from '@nestjs/common';
import { ResultExportKind, Topic } from '@kizuna/proto';
import { BusClient } from '@kizuna/platform/bus';
import { DomainError, ErrorCode, timeWindowError } from '@kizuna/platform/errors';
import type { ObjectStore } from '@kizuna/platform/objects';
import { OBJECT_STORE } from '@kizuna/platform/runtime';
import { CurrentActor } from '../auth/access.decorators.js';
import type { Actor } from '../auth/actor.js';
import { fileDownload } from '../http/file-download.js';
import { RouteInput } from '../http/route-input.decorator.js';
import { Route } from '../http/route.decorator.js';
import { forwardJson, type JsonAnswer } from '../http/json-answer.js';
import { ResultAccess } from './result-access.service.js';
import { LabelledDownloads } from '../labels/labelled-downloads.service.js';

/**
 * How a run's communities relate (issue 19): who amplifies whom, bridges, and two runs of one
 * project compared. The analysis service composes the answers (InteractionMatrixAnswer,
 * BridgesAnswer, RunComparisonAnswer, ComparisonMembersAnswer of @kizuna/http-api).
 */
@Controller()
export class RelationsController {
  constructor(
    private readonly labelled: LabelledDownloads,
    private readonly bus: BusClient,
    private readonly access: ResultAccess,
    @Inject(OBJECT_STORE) private readonly objects: ObjectStore,
  ) {}

  @Route(routes.getInteractionMatrix)
  async matrix(
    @CurrentActor() actor: Actor,
    @RouteInput() f: RouteFields<'getInteractionMatrix'>,
  ): Promise<JsonAnswer<RouteAnswer<'getInteractionMatrix'>>> {
    const badWindow = timeWindowError(f.date_start, f.date_end);
    if (badWindow) throw badWindow;
    await this.access.doneRun(actor, f.process_id);
    return forwardJson(this.bus, Topic.AnalysisRelationsMatrix, {
      processId: f.process_id,
      clusterId: 0,
      timeStart: f.date_start,
      timeEnd: f.date_end,
    });
  }

  @Route(routes.downloadInteractionMatrix)
  // The SPA saves the file under the name it is sent with.
  @Header('Access-Control-Expose-Headers', 'Content-Disposition')
  async downloadMatrix(
    @CurrentActor() actor: Actor,
    @RouteInput() f: RouteFields<'downloadInteractionMatrix'>,
  ): Promise<StreamableFile> {
    await this.access.doneRun(actor, f.process_id);
    const file = await this.bus.request(Topic.AnalysisExport, {
      processId: f.process_id,
      kind: ResultExportKind.MATRIX,
      clusterId: 0,
      nodeId: '',
      otherProcessId: '',
      otherClusterId: 0,
    });
    return fileDownload(this.objects, file);
  }

  @Route(routes.getBridges)
  async bridges(
    @CurrentActor() actor: Actor,
    @RouteInput() f: RouteFields<'getBridges'>,
  ): Promise<JsonAnswer<RouteAnswer<'getBridges'>>> {
    await this.access.doneRun(actor, f.process_id);
    return forwardJson(this.bus, Topic.AnalysisRelationsBridges, {
      processId: f.process_id,
      clusterId: f.cluster_id,
      // The matrix's window: bridges are over the whole run.
      timeStart: 0,
      timeEnd: 0,
    });
  }

  @Route(routes.getRunComparison)
  async comparison(
    @CurrentActor() actor: Actor,
    @RouteInput() f: RouteFields<'getRunComparison'>,
  ): Promise<JsonAnswer<RouteAnswer<'getRunComparison'>>> {
    await this.sameProject(actor, f.process_id, f.other_process_id);
    return forwardJson(this.bus, Topic.AnalysisRunsCompare, {
      processId: f.process_id,
      otherProcessId: f.other_process_id,
    });
  }

  @Route(routes.getComparisonMembers)
  async comparisonMembers(
    @CurrentActor() actor: Actor,
    @RouteInput() f: RouteFields<'getComparisonMembers'>,
  ): Promise<JsonAnswer<RouteAnswer<'getComparisonMembers'>>> {
    await this.sameProject(actor, f.process_id, f.other_process_id);
    return forwardJson(this.bus, Topic.AnalysisRunsCompareMembers, {
      processId: f.process_id,
      otherProcessId: f.other_process_id,
      clusterId: f.cluster_id,
      otherClusterId: f.other_cluster_id,
      page: f.page,
      maxCount: f.max_count,
    });
  }

  @Route(routes.downloadComparisonMembers)
  // The SPA saves the file under the name it is sent with.
  @Header('Access-Control-Expose-Headers', 'Content-Disposition')
  async downloadComparisonMembers(
    @CurrentActor() actor: Actor,
    @RouteInput() f: RouteFields<'downloadComparisonMembers'>,
  ): Promise<StreamableFile> {
    await this.sameProject(actor, f.process_id, f.other_process_id);
    const file = await this.bus.request(Topic.AnalysisExport, {
      processId: f.process_id,
      kind: ResultExportKind.COMPARISON_USERS,
      clusterId: f.cluster_id,
      nodeId: '',
      otherProcessId: f.other_process_id,
      otherClusterId: f.other_cluster_id,
    });
    return this.labelled.file(actor, file, [f.process_id, f.other_process_id]);
  }

  /** Both runs readable by the actor and done, and of one project: comparing across datasets means nothing. */
  private async sameProject(actor: Actor, processId: string, otherProcessId: string): Promise<void> {
    const first = await this.access.doneRun(actor, processId);
    const second = await this.access.doneRun(actor, otherProcessId);
    if (first.projectId !== second.projectId)
      throw new DomainError(ErrorCode.RunsNotSameProject, 'Only runs of the same project can be compared.', {
        process_id: processId,
        other_process_id: otherProcessId,
      });
  }
}
