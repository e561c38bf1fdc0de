import { Injectable, type OnApplicationBootstrap, Optional } from '@nestjs/common';
import { Topic } from '@kizuna/proto';
import { Clock } from '@kizuna/platform/clock';
import { outboxPush } from '@kizuna/platform/outbox';
import type { ProjectRecord, RunRecord } from './project-record.js';
import { ProjectsRepository } from './projects.repository.js';
import { OrphanSweep } from './orphan-sweep.js';
import { RunOutbox } from './run-outbox.js';
import type { RemovedSeriesRunRecord } from './series-record.js';
import { SeriesRepository } from './series.repository.js';

/** Removals older than this whose events are out are forgotten. */
const KEEP_REMOVALS_MS = 7 * 24 * 3600 * 1000;

/**
 * Removes projects and runs so that their clean-up is never lost: the removal and the event that
 * tells the analysis and ingest services to delete the files are one write (the event in the
 * removal's outbox, published by the relay even after a crash), then the records go. A crash
 * between the two leaves a removal whose records are finished at the next start.
 */
@Injectable()
export class RemovalLedger implements OnApplicationBootstrap {
  constructor(
    private readonly repo: ProjectsRepository,
    private readonly outbox: RunOutbox,
    private readonly clock: Clock,
    private readonly series: SeriesRepository,
    // Absent in tests of the ledger alone.
    @Optional() private readonly orphans?: OrphanSweep,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.finishLeftovers();
  }

  /** One run of a project (not its last). */
  async removeRun(project: ProjectRecord, run: RunRecord): Promise<void> {
    const removedAt = this.clock.iso();
    const gone = [removedRun(project, run, removedAt)];
    await this.repo.removals.updateOne(
      { _id: `run:${run._id}` },
      {
        $set: { kind: 'run', project_id: project._id, removed_at: removedAt, gone },
        ...outboxPush({ topic: Topic.ProjectsRunDeleted, payload: { projectId: project._id, processId: run._id } }),
      },
      { upsert: true },
    );
    await this.repo.runs.deleteOne({ _id: run._id });
    await this.series.forgetRuns(gone);
    await this.outbox.flush();
    // Whatever a writer racing the removal left is removed within a minute.
    this.orphans?.afterRemoval();
  }

  /** A project with all its runs. */
  async removeProject(project: ProjectRecord, runs: readonly RunRecord[]): Promise<void> {
    const removedAt = this.clock.iso();
    const gone = runs.map((run) => removedRun(project, run, removedAt));
    await this.repo.removals.updateOne(
      { _id: `project:${project._id}` },
      {
        $set: {
          kind: 'project',
          project_id: project._id,
          removed_at: removedAt,
          dataset_id: project.dataset_id,
          process_ids: runs.map((r) => r._id),
          gone,
        },
        ...outboxPush({
          topic: Topic.ProjectsDeleted,
          payload: { projectId: project._id, datasetId: project.dataset_id, processIds: runs.map((r) => r._id) },
        }),
      },
      { upsert: true },
    );
    await this.repo.delete(project._id);
    await this.series.forgetRuns(gone);
    await this.outbox.flush();
    this.orphans?.afterRemoval();
  }

  /**
   * Records whose removal was written but not finished (a crash between), the series that named
   * their runs among them, and old removals.
   */
  async finishLeftovers(): Promise<void> {
    for (const removal of await this.repo.removals.find({})) {
      const id = removal._id.slice(removal._id.indexOf(':') + 1);
      if (removal.kind === 'run') await this.repo.runs.deleteOne({ _id: id });
      else await this.repo.delete(id);
      const ids = removal.kind === 'run' ? [id] : (removal.process_ids ?? []);
      // A removal written before the runs' descriptions were kept names them by id only.
      await this.series.forgetRuns(removal.gone ?? ids.map((processId) => unnamedRun(processId, removal.removed_at)));
    }
    const before = new Date(this.clock.now() - KEEP_REMOVALS_MS).toISOString();
    await this.repo.removals.deleteMany({ removed_at: { $lt: before }, _outbox: { $size: 0 } });
  }
}

/** A run as the series that named it will show it once it is gone. */
function removedRun(project: ProjectRecord, run: RunRecord, removedAt: string): RemovedSeriesRunRecord {
  return {
    process_id: run._id,
    project_name: project.project_name,
    k: run.k,
    owner_name: project.user_name,
    uploaded_at: project.created_at,
    removed_at: removedAt,
  };
}

function unnamedRun(processId: string, removedAt: string): RemovedSeriesRunRecord {
  return { process_id: processId, project_name: '', k: 0, owner_name: '', uploaded_at: '', removed_at: removedAt };
}
