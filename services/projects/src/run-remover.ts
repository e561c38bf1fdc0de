import { Injectable } from '@nestjs/common';
import type { ReceivedRequestOf, Topic } from '@kizuna/proto';
import { DomainError, ErrorCode } from '@kizuna/platform/errors';
import { RunStatus } from '@kizuna/proto/rules';
import { PerProjectQueue } from './per-project-queue.js';
import { RemovalLedger } from './removal-ledger.js';
import type { ProjectRecord, RunRecord } from './project-record.js';
import { ProjectStatusSync } from './project-status-sync.js';
import { ProjectsRepository } from './projects.repository.js';
import { findRunFor, runBusy } from './run-access.js';

/** Removes one run of a project (the /files row's Remove run). */
@Injectable()
export class RunRemover {
  constructor(
    private readonly repo: ProjectsRepository,
    private readonly status: ProjectStatusSync,
    private readonly queue: PerProjectQueue,
    private readonly removals: RemovalLedger,
  ) {}

  /**
   * Only a run that is not running, and never a project's last one: the project is deleted as a
   * whole instead. The run is marked first and the others counted after, so two removals racing
   * for the last two runs cannot leave a project with none.
   */
  async remove(
    req: ReceivedRequestOf<Topic.ProjectsRunDelete>,
  ): Promise<{ project: ProjectRecord; runs: RunRecord[] }> {
    const { run, project } = await findRunFor(this.repo, req, 'own');
    await this.queue.run([project._id], async () => {
      const marked = await this.repo.runs.updateOne(
        {
          _id: run._id,
          removing: { $ne: true },
          $or: [{ started: false }, { status: { $in: [RunStatus.DONE, RunStatus.ERROR] } }],
        },
        { $set: { removing: true } },
      );
      if (!marked) throw runBusy();
      const others = await this.repo.runs.count({ project_id: project._id, removing: { $ne: true } });
      if (others === 0) {
        await this.repo.runs.updateOne({ _id: run._id }, { $set: { removing: false } });
        throw new DomainError(ErrorCode.LastRun, "A project's last run cannot be removed; delete the project instead.");
      }
      // The run and the event that cleans its results up are written together (RemovalLedger).
      await this.removals.removeRun(project, run);
      await this.status.refresh(project._id);
    });
    return { project, runs: await this.repo.runsOf([project._id]) };
  }
}
