import type { RouteFields } from '@kizuna/http-api';
import { Injectable } from '@nestjs/common';
import { Topic } from '@kizuna/proto';
import { communityNameProblem, ProjectPolicy } from '@kizuna/proto/rules';
import { BusClient } from '@kizuna/platform/bus';
import { DomainError, ErrorCode } from '@kizuna/platform/errors';
import type { Actor } from '../auth/actor.js';
import { policyProject } from '../projects/project-access.service.js';
import { SeriesAccess } from './series-access.service.js';

/**
 * A tracked community renamed on the series page (issue 58, docs/series.md#one-name-and-colour):
 * one name for its community in each run, all or none. Every run is checked before any is renamed
 * (renaming one after another stopped at the first run the caller may not edit, the earlier ones
 * already renamed), and the refusal says which runs the caller may not edit.
 */
@Injectable()
export class TrackRename {
  constructor(
    private readonly bus: BusClient,
    private readonly access: SeriesAccess,
  ) {}

  async rename(actor: Actor, f: RouteFields<'renameTrack'>): Promise<void> {
    const problem = communityNameProblem(f.name);
    if (problem) throw new DomainError(problem as ErrorCode, 'The community name is not allowed.');
    const runs = await this.access.doneRuns(
      actor,
      f.communities.map((c) => c.process_id),
    );
    const refused = runs.flatMap((run, i) => (ProjectPolicy.can(actor, policyProject(run.project), 'edit') ? [] : [i]));
    if (refused.length > 0)
      throw new DomainError(
        ErrorCode.SeriesRenameRefused,
        'Some of these runs cannot be edited by you: none was renamed.',
        {
          refused: refused.join(','),
        },
      );
    for (const c of f.communities)
      await this.bus.request(Topic.AnalysisClusterUpdate, {
        processId: c.process_id,
        clusterId: c.cluster_id,
        name: f.name,
        // The colour stays: a track's colour is its own, not a rename's.
        color: undefined,
      });
  }
}
