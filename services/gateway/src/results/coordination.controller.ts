import { routes, type RouteAnswer, type RouteFields } from '@kizuna/http-api';
import { Controller, Header, StreamableFile } from '@nestjs/common';
import { Topic } from '@kizuna/proto';
import { BusClient } from '@kizuna/platform/bus';
import { CurrentActor } from '../auth/access.decorators.js';
import type { Actor } from '../auth/actor.js';
import { RouteInput } from '../http/route-input.decorator.js';
import { Route } from '../http/route.decorator.js';
import { forwardJson, type JsonAnswer } from '../http/json-answer.js';
import { ResultAccess } from './result-access.service.js';
import { LabelledDownloads } from '../labels/labelled-downloads.service.js';

/** Coordinated amplification (issue 31): the analysis service composes the answer (CoordinationAnswer). */
@Controller()
export class CoordinationController {
  constructor(
    private readonly labelled: LabelledDownloads,
    private readonly bus: BusClient,
    private readonly access: ResultAccess,
  ) {}

  @Route(routes.getCoordination)
  async coordination(
    @CurrentActor() actor: Actor,
    @RouteInput() f: RouteFields<'getCoordination'>,
  ): Promise<JsonAnswer<RouteAnswer<'getCoordination'>>> {
    await this.access.doneRun(actor, f.process_id);
    // 0: the setting's default (a bus message has no absent numbers).
    return forwardJson(this.bus, Topic.AnalysisCoordinationGet, {
      processId: f.process_id,
      windowSeconds: f.window_seconds ?? 0,
      postWindowSeconds: f.post_window_seconds ?? 0,
      minRepetitions: f.min_repetitions ?? 0,
      similarityPercent: f.similarity_percent ?? 0,
    });
  }

  @Route(routes.downloadCoordination)
  // The SPA saves the file under the name it is sent with.
  @Header('Access-Control-Expose-Headers', 'Content-Disposition')
  async download(
    @CurrentActor() actor: Actor,
    @RouteInput() f: RouteFields<'downloadCoordination'>,
  ): Promise<StreamableFile> {
    await this.access.doneRun(actor, f.process_id);
    const file = await this.bus.request(Topic.AnalysisCoordinationExport, {
      processId: f.process_id,
      windowSeconds: f.window_seconds ?? 0,
      postWindowSeconds: f.post_window_seconds ?? 0,
      minRepetitions: f.min_repetitions ?? 0,
      similarityPercent: f.similarity_percent ?? 0,
    });
    return this.labelled.file(actor, file, [f.process_id]);
  }
}
