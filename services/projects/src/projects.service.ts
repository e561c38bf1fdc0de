import { Inject, Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { type ReceivedRequestOf, Topic } from '@kizuna/contracts';
import { BusClient } from '@kizuna/platform/bus';
import { DomainError, ErrorCode } from '@kizuna/platform/errors';
import type { KizunaConfig } from '@kizuna/platform/config';
import { CONFIG } from '@kizuna/platform/runtime';
import { ProjectStatus, type ProjectRecord, type RunRecord } from './project-record.js';
import { ProjectsRepository } from './projects.repository.js';
import { projectStatus } from './project-status.js';

const SORT_FIELDS = ['created_at', 'project_name', 'user_name', 'status'] as const;
export const ALLOWED_K = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12];

function escapeRegex(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Projects, their runs (one per k) and the run lifecycle. */
@Injectable()
export class ProjectsService {
  constructor(
    private readonly repo: ProjectsRepository,
    private readonly bus: BusClient,
    @Inject(CONFIG) private readonly config: KizunaConfig,
  ) {}

  async create(req: ReceivedRequestOf<Topic.ProjectsCreate>): Promise<{ project: ProjectRecord; runs: RunRecord[] }> {
    const name = req.projectName.trim();
    if (!name) throw new DomainError(ErrorCode.NameRequired, 'Please enter project name');
    if (name.length > 100)
      throw new DomainError(ErrorCode.NameTooLong, 'The project name must be at most 100 characters.');
    const ks = [...new Set(req.clusterCounts)].sort((a, b) => a - b);
    if (ks.length === 0) throw new DomainError(ErrorCode.KSelect, 'Please select at least one K.');
    const bad = ks.find((k) => !ALLOWED_K.includes(k));
    if (bad !== undefined)
      throw new DomainError(ErrorCode.InvalidK, `k must be between 1 and 12 (got ${bad}).`, { k: String(bad) });
    if (!req.owner?.userId) throw new DomainError(ErrorCode.Unauthorized, 'Authentication required.');
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
      status: ProjectStatus.Waiting,
      created_at: now,
      updated_at: now,
    };
    const runs: RunRecord[] = ks.map((k) => ({
      _id: randomUUID(),
      project_id: project._id,
      k,
      status: ProjectStatus.Waiting,
      started: false,
      stage: '',
      percent: 0,
      failure_code: '',
      node_count: 0,
      edge_count: 0,
      updated_at: now,
    }));
    await this.repo.insert(project, runs);
    return { project, runs };
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
    const maxCount = req.maxCount > 0 ? Math.min(req.maxCount, 100) : 25;
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
    if (runs.some((r) => r.started && (r.status === ProjectStatus.Waiting || r.status === ProjectStatus.Processing))) {
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

  /** Marks the runs waiting and asks the analysis service for each; a run already started is left alone. */
  async start(req: ReceivedRequestOf<Topic.ProjectsStart>): Promise<void> {
    const runs: RunRecord[] = [];
    for (const id of req.processIds) {
      const run = await this.repo.findRun(id);
      if (!run) throw new DomainError(ErrorCode.NotFound, 'No such analysis run.', { process_id: id });
      runs.push(run);
    }
    if (runs.length === 0) throw new DomainError(ErrorCode.BadRequest, 'No analysis run given.');
    for (const run of runs) {
      const project = await this.repo.findProject(run.project_id);
      if (!project) throw new DomainError(ErrorCode.NotFound, 'No such project.');
      if (!req.actor?.isAdmin && project.owner_id !== req.actor?.userId)
        throw new DomainError(ErrorCode.Forbidden, 'This project belongs to someone else.');
      if (project.rows_valid === 0)
        throw new DomainError(ErrorCode.NoValidRows, 'The file has no valid rows to analyse.');
      // Claimed in one conditional update, so two start calls at once request the run once;
      // a failed run may be started again.
      const claimed = await this.repo.runs.updateOne(
        { _id: run._id, $or: [{ started: false }, { status: ProjectStatus.Error }] },
        {
          $set: {
            started: true,
            status: ProjectStatus.Waiting,
            stage: '',
            percent: 0,
            failure_code: '',
            updated_at: new Date().toISOString(),
          },
        },
      );
      if (!claimed) continue;
      await this.refreshProjectStatus(project._id);
      await this.bus.emit(Topic.AnalysisRequested, {
        processId: run._id,
        projectId: project._id,
        datasetId: project.dataset_id,
        postsKey: project.posts_key,
        k: run.k,
        seed: this.config.analysis.seed,
        relations: ['retweet'],
      });
      await this.bus.emit(Topic.AccessLogged, {
        typeAction: 1,
        userId: req.actor?.userId ?? '',
        userName: req.actor?.name ?? '',
        userEmail: req.actor?.email ?? '',
        projectId: project._id,
        projectName: project.project_name,
        processId: run._id,
        at: new Date().toISOString(),
      });
    }
  }

  async onProgress(processId: string, stage: string, percent: number): Promise<void> {
    // Only a run still waiting or processing moves: progress that arrives after the end
    // (redelivered, or overtaken by the failure) must not reopen a finished run. The check is
    // part of the update itself, so a failure handled meanwhile cannot be overwritten.
    const run = await this.repo.runs.updateOne(
      { _id: processId, status: { $in: [ProjectStatus.Waiting, ProjectStatus.Processing] } },
      { $set: { status: ProjectStatus.Processing, stage, percent, updated_at: new Date().toISOString() } },
    );
    if (run) await this.refreshProjectStatus(run.project_id);
  }

  async onCompleted(processId: string, nodeCount: number, edgeCount: number): Promise<void> {
    const run = await this.repo.updateRun(processId, {
      status: ProjectStatus.Done,
      stage: 'done',
      percent: 100,
      failure_code: '',
      node_count: nodeCount,
      edge_count: edgeCount,
    });
    if (run) await this.refreshProjectStatus(run.project_id);
  }

  async onFailed(processId: string, failureCode: string): Promise<void> {
    const run = await this.repo.updateRun(processId, {
      status: ProjectStatus.Error,
      failure_code: failureCode || 'none',
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
