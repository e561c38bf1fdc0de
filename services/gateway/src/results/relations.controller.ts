import { Body, Controller, HttpCode, Inject, Post, Res } from '@nestjs/common';
import type { Response } from 'express';
import { ResultExportKind, Topic } from '@kizuna/proto';
import { BusClient } from '@kizuna/platform/bus';
import { DomainError, ErrorCode } from '@kizuna/platform/errors';
import type { ObjectStore } from '@kizuna/platform/objects';
import { OBJECT_STORE } from '@kizuna/platform/runtime';
import {
  BridgesRequest,
  ComparisonMembersRequest,
  DownloadComparisonMembersRequest,
  DownloadInteractionMatrixRequest,
  InteractionMatrixRequest,
  RunComparisonRequest,
} from '@kizuna/http-api';
import { CurrentActor } from '../auth/access.decorators.js';
import type { Actor } from '../auth/actor.js';
import { parseFields } from '../http/parse-fields.js';
import { ResultAccess } from './result-access.service.js';
import { streamFile } from './stream-file.js';

type Fields = Record<string, unknown>;

/**
 * How a run's communities relate (issue 19): who amplifies whom, bridges, and two runs of one
 * project compared. The analysis service composes the answers (InteractionMatrixAnswer,
 * BridgesAnswer, RunComparisonAnswer, ComparisonMembersAnswer of @kizuna/http-api).
 */
@Controller('api/v1/analyze/cluster')
export class RelationsController {
  constructor(
    private readonly bus: BusClient,
    private readonly access: ResultAccess,
    @Inject(OBJECT_STORE) private readonly objects: ObjectStore,
  ) {}

  @Post('get_interaction_matrix')
  @HttpCode(200)
  async matrix(@CurrentActor() actor: Actor, @Body() body: Fields, @Res() res: Response): Promise<void> {
    const f = parseFields(InteractionMatrixRequest, body);
    if (f.date_start > f.date_end)
      throw new DomainError(ErrorCode.TimeWindowInvalid, 'date_start must not come after date_end.', {
        date_start: String(f.date_start),
        date_end: String(f.date_end),
      });
    await this.access.doneRun(actor, f.process_id);
    const reply = await this.bus.request(Topic.AnalysisRelationsMatrix, {
      processId: f.process_id,
      clusterId: 0,
      timeStart: f.date_start,
      timeEnd: f.date_end,
    });
    sendJson(res, reply.json);
  }

  @Post('download_interaction_matrix')
  @HttpCode(200)
  async downloadMatrix(@CurrentActor() actor: Actor, @Body() body: Fields, @Res() res: Response): Promise<void> {
    const f = parseFields(DownloadInteractionMatrixRequest, body);
    await this.access.doneRun(actor, f.process_id);
    const file = await this.bus.request(Topic.AnalysisExport, {
      processId: f.process_id,
      kind: ResultExportKind.MATRIX,
      clusterId: 0,
      nodeId: '',
    });
    await streamFile(this.objects, file, res);
  }

  @Post('get_bridges')
  @HttpCode(200)
  async bridges(@CurrentActor() actor: Actor, @Body() body: Fields, @Res() res: Response): Promise<void> {
    const f = parseFields(BridgesRequest, body);
    await this.access.doneRun(actor, f.process_id);
    const reply = await this.bus.request(Topic.AnalysisRelationsBridges, {
      processId: f.process_id,
      clusterId: f.cluster_id,
    });
    sendJson(res, reply.json);
  }

  @Post('get_run_comparison')
  @HttpCode(200)
  async comparison(@CurrentActor() actor: Actor, @Body() body: Fields, @Res() res: Response): Promise<void> {
    const f = parseFields(RunComparisonRequest, body);
    await this.sameProject(actor, f.process_id, f.other_process_id);
    const reply = await this.bus.request(Topic.AnalysisRunsCompare, {
      processId: f.process_id,
      otherProcessId: f.other_process_id,
    });
    sendJson(res, reply.json);
  }

  @Post('get_comparison_members')
  @HttpCode(200)
  async comparisonMembers(@CurrentActor() actor: Actor, @Body() body: Fields, @Res() res: Response): Promise<void> {
    const f = parseFields(ComparisonMembersRequest, body);
    await this.sameProject(actor, f.process_id, f.other_process_id);
    const reply = await this.bus.request(Topic.AnalysisRunsCompareMembers, {
      processId: f.process_id,
      otherProcessId: f.other_process_id,
      clusterId: f.cluster_id,
      otherClusterId: f.other_cluster_id,
      page: f.page,
      maxCount: f.max_count,
    });
    sendJson(res, reply.json);
  }

  @Post('download_comparison_members')
  @HttpCode(200)
  async downloadComparisonMembers(
    @CurrentActor() actor: Actor,
    @Body() body: Fields,
    @Res() res: Response,
  ): Promise<void> {
    const f = parseFields(DownloadComparisonMembersRequest, body);
    await this.sameProject(actor, f.process_id, f.other_process_id);
    const file = await this.bus.request(Topic.AnalysisExport, {
      processId: f.process_id,
      kind: ResultExportKind.COMPARISON_USERS,
      clusterId: f.cluster_id,
      nodeId: '',
      otherProcessId: f.other_process_id,
      otherClusterId: f.other_cluster_id,
    });
    await streamFile(this.objects, file, res);
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

/** A JSON answer the analysis service composed, sent as it is. */
function sendJson(res: Response, json: Uint8Array): void {
  res.status(200).type('application/json').send(Buffer.from(json));
}
