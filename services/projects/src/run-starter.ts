import { Injectable } from '@nestjs/common';
import { type ReceivedRequestOf, Topic } from '@kizuna/proto';
import { Clock } from '@kizuna/platform/clock';
import { DomainError, ErrorCode, projectNotFound } from '@kizuna/platform/errors';
import { isAllowedK, K_MAX, K_MIN } from '@kizuna/proto/rules';
import { addedRun } from './added-run.js';
import { PerProjectQueue } from './per-project-queue.js';
import type { ProjectRecord, RunRecord } from './project-record.js';
import { ProjectsRepository } from './projects.repository.js';
import { ProjectsService } from './projects.service.js';
import { checkAccess } from './run-access.js';
import { RunRequests } from './run-requests.js';

function noValidRows(): DomainError {
  return new DomainError(ErrorCode.NoValidRows, 'The file has no valid rows to analyse.');
}

/** Starts a project's runs (step 3's Start) and adds a run with another k (the graph page's re-run). */
@Injectable()
export class RunStarter {
  constructor(
    private readonly repo: ProjectsRepository,
    private readonly projects: ProjectsService,
    private readonly requests: RunRequests,
    private readonly queue: PerProjectQueue,
    private readonly clock: Clock,
  ) {}

  /**
   * Marks the runs waiting and asks the analysis service for each; a run already started is left
   * alone. This is the one ownership check of an analysis start: every run is found and checked
   * before any is claimed, so a list with one foreign run starts none.
   */
  async start(req: ReceivedRequestOf<Topic.ProjectsStart>): Promise<void> {
    const ids = [...new Set(req.processIds)];
    if (ids.length === 0) throw new DomainError(ErrorCode.BadRequest, 'No analysis run given.');
    const runs = await this.repo.findRuns(ids);
    const missing = ids.find((id) => !runs.some((r) => r._id === id));
    if (missing !== undefined) throw projectNotFound();
    const projects = new Map((await this.repo.findProjects(runs.map((r) => r.project_id))).map((p) => [p._id, p]));
    for (const run of runs) {
      const project = projects.get(run.project_id);
      if (!project) throw projectNotFound();
      checkAccess(project, req.actor, 'edit');
      if (project.rows_valid === 0) throw noValidRows();
    }
    // In the order asked for, so the analyses queue as the user listed them.
    const claimed = await this.queue.run([...projects.keys()], async () => {
      let count = 0;
      for (const id of ids) {
        const run = runs.find((r) => r._id === id) as RunRecord;
        const project = projects.get(run.project_id) as ProjectRecord;
        if (await this.requests.claim(run, project, req.actor, req.clientAddress)) count += 1;
      }
      return count;
    });
    // A second click, or two screens starting the same runs: the first start stands, the second says so.
    if (claimed === 0) throw new DomainError(ErrorCode.AlreadyStarted, 'This analysis has already been started.');
  }

  /**
   * Another run of a registered project, with a k it has no run for yet, started at once (the
   * graph page's re-run): no new upload, and the analysis service reuses the dataset's terms.
   */
  async addRun(
    req: ReceivedRequestOf<Topic.ProjectsRunAdd>,
  ): Promise<{ run: RunRecord; project: ProjectRecord; runs: RunRecord[] }> {
    if (!isAllowedK(req.k))
      throw new DomainError(ErrorCode.InvalidK, `k must be between ${K_MIN} and ${K_MAX} (got ${req.k}).`, {
        k: String(req.k),
      });
    const { project, runs } = await this.projects.get({ projectId: req.projectId });
    checkAccess(project, req.actor, 'edit');
    if (project.rows_valid === 0) throw noValidRows();
    const exists = () =>
      new DomainError(ErrorCode.RunExists, `This project already has a run with k = ${req.k}.`, { k: String(req.k) });
    if (runs.some((r) => r.k === req.k)) throw exists();
    const run = addedRun(project._id, req.k, runs[0], this.clock.iso());
    if (!(await this.repo.insertRun(run))) throw exists();
    await this.requests.claim(run, project, req.actor, req.clientAddress);
    return { run, project, runs: await this.repo.runsOf([project._id]) };
  }
}
