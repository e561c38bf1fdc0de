import { Injectable } from '@nestjs/common';
import type { RouteAnswer, RouteFields } from '@kizuna/http-api';
import type { Actor } from '../auth/actor.js';
import { ResultAccess } from '../results/result-access.service.js';
import { runLabelsAnswer } from './label-answers.js';
import { TeamAssignments } from './team-assignments.service.js';

/**
 * A run's labelled accounts (get_run_labels, issue 48): the team's assignments on the run's users,
 * which the projects service keeps (asking the analysis service which keys the run has) and
 * answers with each one's community (issue 55: the team's assignments never cross the bus whole).
 */
@Injectable()
export class RunLabels {
  constructor(
    private readonly assignments: TeamAssignments,
    private readonly results: ResultAccess,
  ) {}

  async page(actor: Actor, team: string, f: RouteFields<'getRunLabels'>): Promise<RouteAnswer<'getRunLabels'>> {
    // Asked together, and nothing is answered unless the caller may view the run: its refusal
    // (the one 404 of a stranger or a missing run) comes first whichever finished first.
    const [run, labelled] = await Promise.allSettled([
      this.results.doneRun(actor, f.process_id),
      this.assignments.read(team, f.label_id ?? '', [f.process_id]),
    ]);
    if (run.status === 'rejected') throw run.reason;
    if (labelled.status === 'rejected') throw labelled.reason;
    return runLabelsAnswer(labelled.value, f.page, f.max_count);
  }
}
