import { Injectable } from '@nestjs/common';
import type { RouteAnswer, RouteFields } from '@kizuna/http-api';
import { Topic } from '@kizuna/proto';
import { BusClient } from '@kizuna/platform/bus';
import type { Actor } from '../auth/actor.js';
import { ResultAccess } from '../results/result-access.service.js';
import { runLabelsAnswer } from './label-answers.js';

/**
 * A run's labelled accounts (get_run_labels, issue 48): the team's assignments, kept by the
 * projects service, on the accounts the analysis service finds in the run.
 */
@Injectable()
export class RunLabels {
  constructor(
    private readonly bus: BusClient,
    private readonly results: ResultAccess,
  ) {}

  async page(actor: Actor, team: string, f: RouteFields<'getRunLabels'>): Promise<RouteAnswer<'getRunLabels'>> {
    // Asked together: nothing is answered unless the caller may view the run.
    const [, reply] = await Promise.all([
      this.results.doneRun(actor, f.process_id),
      this.bus.request(Topic.ProjectsLabelsAssignments, { team, labelId: f.label_id ?? '' }),
    ]);
    // The reply's keys go on as they came, one per assignment: the answer's indexes are assignments'.
    const present =
      reply.accountEnds.length > 0
        ? await this.bus.request(Topic.AnalysisUsersPresent, {
            processId: f.process_id,
            accountsUtf8: reply.accountsUtf8,
            accountEnds: reply.accountEnds,
          })
        : { indexes: [], clusterIds: [] };
    return runLabelsAnswer(reply, present, f.page, f.max_count);
  }
}
