import { Injectable } from '@nestjs/common';
import { RunStatus } from '@kizuna/proto/rules';
import { ProjectsRepository } from './projects.repository.js';

export interface Liveness {
  openProcessIds: string[];
  liveDatasetIds: string[];
}

/**
 * Whether work is still wanted (projects.liveness.v1), the one truth the analysis and ingest
 * services ask before they start and before they make what they wrote visible: a run is open
 * while it waits or processes and is not being removed; a dataset is live while a project that
 * is not being deleted holds it. A run that ended (done or failed) or is gone gets nothing more.
 */
@Injectable()
export class RunLiveness {
  constructor(private readonly repo: ProjectsRepository) {}

  async of(processIds: readonly string[], datasetIds: readonly string[]): Promise<Liveness> {
    const runs = processIds.length
      ? await this.repo.runs.find({
          _id: { $in: [...processIds] },
          status: { $in: [RunStatus.WAITING, RunStatus.PROCESSING] },
          removing: { $ne: true },
        })
      : [];
    const projects = datasetIds.length ? await this.repo.projects.find({ dataset_id: { $in: [...datasetIds] } }) : [];
    // A removal is written before its records go: between the two the records still answer.
    const removalIds = [
      ...runs.map((r) => `run:${r._id}`),
      ...runs.map((r) => `project:${r.project_id}`),
      ...projects.map((p) => `project:${p._id}`),
    ];
    const removing = new Set(
      removalIds.length ? (await this.repo.removals.find({ _id: { $in: removalIds } })).map((r) => r._id) : [],
    );
    return {
      openProcessIds: runs
        .filter((r) => !removing.has(`run:${r._id}`) && !removing.has(`project:${r.project_id}`))
        .map((r) => r._id),
      liveDatasetIds: [...new Set(projects.filter((p) => !removing.has(`project:${p._id}`)).map((p) => p.dataset_id))],
    };
  }
}
