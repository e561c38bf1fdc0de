import { routes, type RouteAnswer, type RouteFields } from '@kizuna/http-api';
import { Controller } from '@nestjs/common';
import { Topic } from '@kizuna/proto';
import { BusClient } from '@kizuna/platform/bus';
import { CurrentActor } from '../auth/access.decorators.js';
import type { Actor } from '../auth/actor.js';
import { RouteInput } from '../http/route-input.decorator.js';
import { Route } from '../http/route.decorator.js';
import { type JsonAnswer, jsonAnswer } from '../http/json-answer.js';
import { ResultAccess } from './result-access.service.js';

/** Coordinated amplification (issue 31): the analysis service composes the answer (CoordinationAnswer). */
@Controller()
export class CoordinationController {
  constructor(
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
    const reply = await this.bus.request(Topic.AnalysisCoordinationGet, {
      processId: f.process_id,
      windowSeconds: f.window_seconds ?? 0,
      postWindowSeconds: f.post_window_seconds ?? 0,
      minRepetitions: f.min_repetitions ?? 0,
    });
    return jsonAnswer(Topic.AnalysisCoordinationGet, reply);
  }
}
