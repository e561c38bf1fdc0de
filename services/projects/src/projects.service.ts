import { Inject, Injectable, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { type ReceivedRequestOf, Topic } from '@kizuna/proto';
import { BusClient } from '@kizuna/platform/bus';
import { DomainError, ErrorCode, projectNameError } from '@kizuna/platform/errors';
import type { KizunaConfig } from '@kizuna/platform/config';
import { CONFIG } from '@kizuna/platform/runtime';
import { outboxPush, OutboxRelay, type OutboxEvent } from '@kizuna/platform/outbox';
import {
  AccessAction,
  canonicalInteractions,
  DEFAULT_PAGE_SIZE,
  isAllowedK,
  K_MAX,
  K_MIN,
  MAX_PAGE_SIZE,
  MAX_RUN_RESUMES,
  RESUMES_EXHAUSTED,
  RunStatus,
  unknownInteractions,
} from '@kizuna/proto/rules';
import { addedRun } from './added-run.js';
import { PerProjectQueue } from './per-project-queue.js';
import type { ProjectRecord, RunRecord, RunStageTimes } from './project-record.js';
import { ProjectsRepository } from './projects.repository.js';
import { projectStatus } from './project-status.js';

const SORT_FIELDS = ['created_at', 'project_name', 'user_name', 'status'] as const;

function isRunning(run: RunRecord): boolean {
  return run.started && (run.status === RunStatus.WAITING || run.status === RunStatus.PROCESSING);
}

function runBusy(): DomainError {
  return new DomainError(
    ErrorCode.RunBusy,
    'This run is waiting or processing; it can be retried or removed once it has finished.',
  );
}

function escapeRegex(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * Projects, their runs (one per k) and the run lifecycle. A run's state change and the events
 * announcing it (analysis.requested.v1, access.logged.v1) are written together in the run's
 * document (transactional outbox) and published by the relay right after, or after a crash.
 */
@Injectable()
export class ProjectsService implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly outbox: OutboxRelay;
  private readonly queue = new PerProjectQueue();

  constructor(
    private readonly repo: ProjectsRepository,
    private readonly bus: BusClient,
    @Inject(CONFIG) private readonly config: KizunaConfig,
  ) {
    this.outbox = new OutboxRelay(bus).watch(repo.runs);
  }

  onApplicationBootstrap(): void {
    this.outbox.start();
  }

  async onModuleDestroy(): Promise<void> {
    await this.outbox.stop();
  }

  async create(
    req: ReceivedRequestOf<Topic.ProjectsCreate>,
  ): Promise<{ project: ProjectRecord; runs: RunRecord[]; replacedDatasetId?: string }> {
    const nameError = projectNameError(req.projectName);
    if (nameError) throw nameError;
    const name = req.projectName.trim();
    const ks = [...new Set(req.clusterCounts)].sort((a, b) => a - b);
    if (ks.length === 0) throw new DomainError(ErrorCode.KSelect, 'Please select at least one K.');
    const bad = ks.find((k) => !isAllowedK(k));
    if (bad !== undefined)
      throw new DomainError(ErrorCode.InvalidK, `k must be between ${K_MIN} and ${K_MAX} (got ${bad}).`, {
        k: String(bad),
      });
    if (!req.owner?.userId) throw new DomainError(ErrorCode.Unauthorized, 'Authentication required.');
    const unknown = unknownInteractions(req.relations ?? []);
    if (unknown.length > 0)
      throw new DomainError(ErrorCode.InvalidRelations, `Unknown interaction kind: ${unknown.join(', ')}.`, {
        relations: unknown.join(', '),
      });
    const now = new Date().toISOString();
    const project: ProjectRecord = {
      _id: randomUUID(),
      project_name: name,
      owner_id: req.owner.userId,
      user_name: req.owner.name,
      user_email: req.owner.email,
      filename: req.filename,
      dataset_id: req.datasetId,
      posts_key: req.postsKey,
      rows_all: req.rowsAll,
      rows_valid: req.rowsValid,
      relations: canonicalInteractions(req.relations),
      validate_ms: req.validateMs,
      status: RunStatus.WAITING,
      created_at: now,
      updated_at: now,
    };
    const runs: RunRecord[] = ks.map((k) => ({
      _id: randomUUID(),
      project_id: project._id,
      k,
      status: RunStatus.WAITING,
      started: false,
      stage: '',
      percent: 0,
      failure_code: '',
      node_count: 0,
      edge_count: 0,
      updated_at: now,
    }));
    if (req.replaceProjectId) return this.replaceNeverStarted(req.replaceProjectId, req.owner, project, runs);
    await this.repo.insert(project, runs);
    await this.prepare(project);
    return { project, runs };
  }

  /**
   * The same upload registered again from step 2 (Previous at step 3, then Next): the project
   * takes the new dataset, name, relations and runs instead of a second project being made. In
   * the project's queue, so a Start in flight either claims its runs first (and this is refused)
   * or finds the new runs.
   */
  private replaceNeverStarted(
    projectId: string,
    actor: ReceivedRequestOf<Topic.ProjectsCreate>['owner'],
    fresh: ProjectRecord,
    freshRuns: RunRecord[],
  ): Promise<{ project: ProjectRecord; runs: RunRecord[]; replacedDatasetId: string }> {
    return this.queue.run([projectId], async () => {
      const { project: before, runs: beforeRuns } = await this.get({ projectId });
      if (!actor?.isAdmin && before.owner_id !== actor?.userId)
        throw new DomainError(ErrorCode.Forbidden, 'This project belongs to someone else.');
      if (beforeRuns.some((r) => r.started))
        throw new DomainError(ErrorCode.AlreadyStarted, 'This analysis has already been started.');
      // Owner and registration time stay the first registration's: an admin re-registering does
      // not take the project over, and the never-started sweep still counts from the upload.
      const project: ProjectRecord = {
        ...fresh,
        _id: before._id,
        owner_id: before.owner_id,
        user_name: before.user_name,
        user_email: before.user_email,
        created_at: before.created_at,
      };
      const runs = freshRuns.map((r) => ({ ...r, project_id: before._id }));
      await this.repo.runs.deleteMany({ project_id: before._id });
      const { _id, ...fields } = project;
      await this.repo.projects.updateOne({ _id }, { $set: fields });
      await this.repo.runs.insertMany(runs);
      await this.prepare(project);
      return { project, runs, replacedDatasetId: before.dataset_id };
    });
  }

  private async prepare(project: ProjectRecord): Promise<void> {
    // The posts are known now: analysis reads and tokenizes them while the user is still on the
    // last step, so Start finds the terms ready. A hint only (no outbox): lost, the first run
    // does the same work.
    try {
      await this.bus.emit(Topic.AnalysisPrepare, {
        datasetId: project.dataset_id,
        postsKey: project.posts_key,
        relations: canonicalInteractions(project.relations),
      });
    } catch {
      // Ignored on purpose, see above.
    }
  }

  async list(
    req: ReceivedRequestOf<Topic.ProjectsList>,
  ): Promise<{ items: ProjectRecord[]; runs: RunRecord[]; total: number }> {
    const filter: Record<string, unknown> = {};
    if (!req.actor?.isAdmin) filter.owner_id = req.actor?.userId ?? '-';
    const search = req.search.trim();
    if (search)
      filter.$or = [
        { project_name: { $regex: escapeRegex(search), $options: 'i' } },
        { filename: { $regex: escapeRegex(search), $options: 'i' } },
      ];
    const field = SORT_FIELDS[req.sortKey] ?? 'created_at';
    const maxCount = req.maxCount > 0 ? Math.min(req.maxCount, MAX_PAGE_SIZE) : DEFAULT_PAGE_SIZE;
    const page = Math.max(0, req.page);
    const sort = { [field]: req.isAscending ? 1 : -1, _id: 1 } as Record<string, 1 | -1>;
    const { items, total } = await this.repo.page(filter, sort, page * maxCount, maxCount);
    const runs = await this.repo.runsOf(items.map((p) => p._id));
    return { items, runs, total };
  }

  async get(req: { projectId?: string; processId?: string }): Promise<{ project: ProjectRecord; runs: RunRecord[] }> {
    let projectId = req.projectId;
    if (!projectId && req.processId) projectId = (await this.repo.findRun(req.processId))?.project_id;
    const project = projectId ? await this.repo.findProject(projectId) : null;
    if (!project) throw new DomainError(ErrorCode.NotFound, 'No such project.');
    return { project, runs: await this.repo.runsOf([project._id]) };
  }

  async delete(projectId: string): Promise<void> {
    const { project, runs } = await this.get({ projectId });
    if (runs.some(isRunning)) {
      throw new DomainError(
        ErrorCode.ProjectBusy,
        'A project cannot be deleted while its analysis is waiting or processing.',
      );
    }
    await this.repo.delete(project._id);
    await this.bus.emit(Topic.ProjectsDeleted, {
      projectId: project._id,
      datasetId: project.dataset_id,
      processIds: runs.map((r) => r._id),
    });
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
    const { project, runs } = await this.get({ projectId: req.projectId });
    if (!req.actor?.isAdmin && project.owner_id !== req.actor?.userId)
      throw new DomainError(ErrorCode.Forbidden, 'This project belongs to someone else.');
    if (project.rows_valid === 0)
      throw new DomainError(ErrorCode.NoValidRows, 'The file has no valid rows to analyse.');
    const exists = () =>
      new DomainError(ErrorCode.RunExists, `This project already has a run with k = ${req.k}.`, { k: String(req.k) });
    if (runs.some((r) => r.k === req.k)) throw exists();
    const run = addedRun(project._id, req.k, runs[0], new Date().toISOString());
    if (!(await this.repo.insertRun(run))) throw exists();
    await this.claimAndRequest(run, project, req.actor, req.clientAddress);
    return { run, project, runs: await this.repo.runsOf([project._id]) };
  }

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
    if (missing !== undefined)
      throw new DomainError(ErrorCode.NotFound, 'No such analysis run.', { process_id: missing });
    const projects = new Map((await this.repo.findProjects(runs.map((r) => r.project_id))).map((p) => [p._id, p]));
    for (const run of runs) {
      const project = projects.get(run.project_id);
      if (!project) throw new DomainError(ErrorCode.NotFound, 'No such project.');
      if (!req.actor?.isAdmin && project.owner_id !== req.actor?.userId)
        throw new DomainError(ErrorCode.Forbidden, 'This project belongs to someone else.');
      if (project.rows_valid === 0)
        throw new DomainError(ErrorCode.NoValidRows, 'The file has no valid rows to analyse.');
    }
    // In the order asked for, so the analyses queue as the user listed them.
    const claimed = await this.queue.run([...projects.keys()], async () => {
      let count = 0;
      for (const id of ids) {
        const run = runs.find((r) => r._id === id) as RunRecord;
        const project = projects.get(run.project_id) as ProjectRecord;
        if (await this.claimAndRequest(run, project, req.actor, req.clientAddress)) count += 1;
      }
      return count;
    });
    // A second click, or two screens starting the same runs: the first start stands, the second says so.
    if (claimed === 0) throw new DomainError(ErrorCode.AlreadyStarted, 'This analysis has already been started.');
  }

  /**
   * Requests a failed run again (the /files row's Retry). A run waiting or processing is refused
   * (errors.run_busy), and so is a done run or one never started (errors.run_not_failed): those are
   * started with analyze_start.
   */
  async retryRun(
    req: ReceivedRequestOf<Topic.ProjectsRunRetry>,
  ): Promise<{ project: ProjectRecord; runs: RunRecord[] }> {
    const { run, project } = await this.ownRun(req);
    if (isRunning(run)) throw runBusy();
    if (run.status !== RunStatus.ERROR)
      throw new DomainError(ErrorCode.RunNotFailed, 'Only a failed run can be retried.');
    // Two retries at once, or a retry racing a removal: the claim is conditional, one wins.
    const claimed = await this.queue.run([project._id], () =>
      this.claimAndRequest(run, project, req.actor, req.clientAddress),
    );
    if (!claimed) throw runBusy();
    return { project, runs: await this.repo.runsOf([project._id]) };
  }

  /**
   * Removes one run that is not running (the /files row's Remove run), never a project's last one:
   * the project is deleted as a whole instead. The run is marked first and the others counted
   * after, so two removals racing for the last two runs cannot leave a project with none.
   */
  async deleteRun(
    req: ReceivedRequestOf<Topic.ProjectsRunDelete>,
  ): Promise<{ project: ProjectRecord; runs: RunRecord[] }> {
    const { run, project } = await this.ownRun(req);
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
      await this.repo.runs.deleteOne({ _id: run._id });
      await this.refreshProjectStatus(project._id);
      await this.bus.emit(Topic.ProjectsRunDeleted, { projectId: project._id, processId: run._id });
    });
    return { project, runs: await this.repo.runsOf([project._id]) };
  }

  /** The run and its project, for their owner or an admin. */
  private async ownRun(req: {
    actor?: ReceivedRequestOf<Topic.ProjectsRunRetry>['actor'];
    processId: string;
  }): Promise<{ run: RunRecord; project: ProjectRecord }> {
    const run = req.processId ? await this.repo.findRun(req.processId) : null;
    const project = run ? await this.repo.findProject(run.project_id) : null;
    if (!run || !project || run.removing)
      throw new DomainError(ErrorCode.NotFound, 'No such analysis run.', { process_id: req.processId });
    if (!req.actor?.isAdmin && project.owner_id !== req.actor?.userId)
      throw new DomainError(ErrorCode.Forbidden, 'This project belongs to someone else.');
    return { run, project };
  }

  private async claimAndRequest(
    run: RunRecord,
    project: ProjectRecord,
    actor: ReceivedRequestOf<Topic.ProjectsStart>['actor'],
    clientAddress = '',
  ): Promise<boolean> {
    // Claimed in one conditional update, so two start calls at once request the run once;
    // a failed run may be started again, a run being removed may not.
    const claimed = await this.repo.runs.updateOne(
      { _id: run._id, removing: { $ne: true }, $or: [{ started: false }, { status: RunStatus.ERROR }] },
      {
        $set: {
          started: true,
          status: RunStatus.WAITING,
          stage: '',
          percent: 0,
          failure_code: '',
          failure_reason: '',
          failure_message: '',
          queue_position: 0,
          resumes: 0,
          updated_at: new Date().toISOString(),
        },
        ...outboxPush(this.analysisRequested(run, project), {
          topic: Topic.AccessLogged,
          payload: {
            typeAction: AccessAction.ANALYSIS_START,
            userId: actor?.userId ?? '',
            userName: actor?.name ?? '',
            userEmail: actor?.email ?? '',
            projectId: project._id,
            projectName: project.project_name,
            processId: run._id,
            at: new Date().toISOString(),
            clientAddress,
          },
        }),
      },
    );
    if (!claimed) return false;
    await this.refreshProjectStatus(project._id);
    await this.outbox.flush();
    return true;
  }

  /**
   * Deletes the projects registered before `before` (ISO time) whose runs were never started: the
   * user left at step 3. Each is checked again in the project's queue, so a Start arriving at the
   * same moment either runs first (and the project stays) or finds the project gone.
   */
  async removeNeverStarted(before: string): Promise<number> {
    const candidates = await this.repo.projects.find({ status: RunStatus.WAITING, created_at: { $lt: before } });
    let removed = 0;
    for (const candidate of candidates) {
      const gone = await this.queue.run([candidate._id], async () => {
        const project = await this.repo.findProject(candidate._id);
        const runs = await this.repo.runsOf([candidate._id]);
        if (!project || runs.some((r) => r.started)) return false;
        await this.repo.delete(project._id);
        await this.bus.emit(Topic.ProjectsDeleted, {
          projectId: project._id,
          datasetId: project.dataset_id,
          processIds: runs.map((r) => r._id),
        });
        return true;
      });
      if (gone) removed += 1;
    }
    return removed;
  }

  /**
   * Requests again every run a stop or crash cut off (started, still waiting or processing): the
   * events that carried them lived in memory. An analysis is idempotent on its process id. A run
   * cut off MAX_RUN_RESUMES times fails with rs1015 instead, so one run that brings the process
   * down cannot do so for ever.
   */
  async resumeUnfinished(): Promise<{ resumed: number; failed: number }> {
    const runs = await this.repo.runs.find({
      started: true,
      status: { $in: [RunStatus.WAITING, RunStatus.PROCESSING] },
    });
    let resumed = 0;
    let failed = 0;
    for (const run of runs) {
      const project = await this.repo.findProject(run.project_id);
      if (!project) continue;
      const resumes = run.resumes ?? 0;
      if (resumes >= MAX_RUN_RESUMES) {
        await this.onFailed(run._id, RESUMES_EXHAUSTED);
        failed += 1;
        continue;
      }
      // The analysis service tells the new queue position once the request reaches it.
      await this.repo.runs.updateOne(
        { _id: run._id },
        {
          $set: {
            status: RunStatus.WAITING,
            stage: '',
            percent: 0,
            queue_position: 0,
            resumes: resumes + 1,
            updated_at: new Date().toISOString(),
          },
          ...outboxPush(this.analysisRequested(run, project)),
        },
      );
      await this.refreshProjectStatus(project._id);
      await this.outbox.flush();
      resumed += 1;
    }
    return { resumed, failed };
  }

  private analysisRequested(run: RunRecord, project: ProjectRecord): OutboxEvent {
    return {
      topic: Topic.AnalysisRequested,
      payload: {
        processId: run._id,
        projectId: project._id,
        datasetId: project.dataset_id,
        postsKey: project.posts_key,
        k: run.k,
        seed: this.config.analysis.seed,
        relations: canonicalInteractions(project.relations),
      },
    };
  }

  /**
   * A run's progress; with a queue position (> 0) the run is still waiting for its turn, and only
   * its place in the queue changes.
   */
  async onProgress(processId: string, stage: string, percent: number, queuePosition = 0): Promise<void> {
    const now = new Date().toISOString();
    if (queuePosition > 0) {
      // Only a run still waiting: a place that arrives after the run started is stale.
      await this.repo.runs.updateOne(
        { _id: processId, status: RunStatus.WAITING },
        { $set: { stage, percent: 0, queue_position: queuePosition, updated_at: now } },
      );
      return;
    }
    // Only a run still waiting or processing moves: progress that arrives after the end
    // (redelivered, or overtaken by the failure) must not reopen a finished run. The check is
    // part of the update itself, so a failure handled meanwhile cannot be overwritten.
    const run = await this.repo.runs.updateOne(
      { _id: processId, status: { $in: [RunStatus.WAITING, RunStatus.PROCESSING] } },
      { $set: { status: RunStatus.PROCESSING, stage, percent, queue_position: 0, updated_at: now } },
    );
    if (run) await this.refreshProjectStatus(run.project_id);
  }

  async onCompleted(
    processId: string,
    nodeCount: number,
    edgeCount: number,
    skippedPosts = 0,
    stageTimes?: RunStageTimes,
  ): Promise<void> {
    const run = await this.repo.updateRun(processId, {
      status: RunStatus.DONE,
      stage: 'done',
      percent: 100,
      failure_code: '',
      queue_position: 0,
      node_count: nodeCount,
      edge_count: edgeCount,
      skipped_posts: skippedPosts,
      ...(stageTimes && { stage_times: stageTimes }),
    });
    if (run) await this.refreshProjectStatus(run.project_id);
  }

  async onFailed(processId: string, failureCode: string, reason = '', message = ''): Promise<void> {
    const run = await this.repo.updateRun(processId, {
      status: RunStatus.ERROR,
      failure_code: failureCode || 'none',
      // Bounded: the text is shown on /files, and an engine message has no length limit of its own.
      failure_reason: reason.slice(0, 100),
      failure_message: message.slice(0, 500),
      queue_position: 0,
    });
    if (run) await this.refreshProjectStatus(run.project_id);
  }

  private async refreshProjectStatus(projectId: string): Promise<void> {
    const runs = await this.repo.runsOf([projectId]);
    await this.repo.projects.updateOne(
      { _id: projectId },
      { $set: { status: projectStatus(runs), updated_at: new Date().toISOString() } },
    );
  }
}
