import { Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { type ReceivedRequestOf, Topic } from '@kizuna/proto';
import { BusClient } from '@kizuna/platform/bus';
import { Clock } from '@kizuna/platform/clock';
import { DomainError, ErrorCode, projectNameError, projectNotFound } from '@kizuna/platform/errors';
import {
  canonicalInteractions,
  DEFAULT_PAGE_SIZE,
  isAllowedK,
  K_MAX,
  K_MIN,
  MAX_PAGE_SIZE,
  RunStatus,
  unknownInteractions,
} from '@kizuna/proto/rules';
import { PerProjectQueue } from './per-project-queue.js';
import { RemovalLedger } from './removal-ledger.js';
import type { ProjectRecord, RunRecord } from './project-record.js';
import { newRun } from './new-run.js';
import { ProjectsRepository } from './projects.repository.js';
import { checkAccess, isRunning } from './run-access.js';

const SORT_FIELDS = ['created_at', 'project_name', 'user_name', 'status'] as const;

function escapeRegex(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

type ListActor = ReceivedRequestOf<Topic.ProjectsList>['actor'];

/**
 * The list_data scopes (docs/sharing.md): mine, shared with the actor (by name or by company
 * code), or all (their own and shared; an admin's all is every project). Unknown scopes read as all.
 */
function visibleTo(actor: ListActor, scope: string): Record<string, unknown>[] {
  const me = actor?.userId || '-';
  const sharedWithMe: Record<string, unknown>[] = [{ 'shares.user_id': me }];
  if (actor?.supplierCode) sharedWithMe.push({ company_code: actor.supplierCode });
  if (scope === 'mine') return [{ owner_id: me }];
  if (scope === 'shared') return [{ owner_id: { $ne: me } }, { $or: sharedWithMe }];
  if (actor?.isAdmin) return [];
  return [{ $or: [{ owner_id: me }, ...sharedWithMe] }];
}

/**
 * Projects: registering (with their runs, one per k, not started), listing, reading and deleting
 * them. What happens to a run after registration lives in the Run* units.
 */
@Injectable()
export class ProjectsService {
  constructor(
    private readonly repo: ProjectsRepository,
    private readonly bus: BusClient,
    private readonly queue: PerProjectQueue,
    private readonly clock: Clock,
    private readonly removals: RemovalLedger,
  ) {}

  async create(
    req: ReceivedRequestOf<Topic.ProjectsCreate>,
  ): Promise<{ project: ProjectRecord; runs: RunRecord[]; replacedDatasetId?: string }> {
    const nameError = projectNameError(req.projectName);
    if (nameError) throw nameError;
    const name = req.projectName.trim();
    const ks = [...new Set(req.clusterCounts)].sort((a, b) => a - b);
    if (ks.length === 0) throw new DomainError(ErrorCode.KSelect, 'Please select at least one k.');
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
    const now = this.clock.iso();
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
      shares: [],
      company_code: '',
      status: RunStatus.WAITING,
      created_at: now,
      updated_at: now,
    };
    const runs: RunRecord[] = ks.map((k) => newRun(project._id, k, now));
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
      checkAccess(before, actor, 'own');
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
    const conditions = visibleTo(req.actor, req.scope);
    if (req.ownerId) conditions.push({ owner_id: req.ownerId });
    const search = req.search.trim();
    if (search)
      conditions.push({
        $or: [
          { project_name: { $regex: escapeRegex(search), $options: 'i' } },
          { filename: { $regex: escapeRegex(search), $options: 'i' } },
        ],
      });
    const filter = conditions.length > 0 ? { $and: conditions } : {};
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
    if (!project) throw projectNotFound();
    return { project, runs: await this.repo.runsOf([project._id]) };
  }

  /**
   * Deletes a project with its runs, in the project's queue with Start, Retry, Add and Remove run:
   * a Start that got in first is seen running here (and the deletion refused), one that comes
   * after finds no project. The caller's right is checked again inside (it may have changed since
   * the gateway looked); the clean-up of its files goes with the removal (RemovalLedger).
   */
  delete(req: ReceivedRequestOf<Topic.ProjectsDelete>): Promise<void> {
    return this.queue.run([req.projectId], async () => {
      const { project, runs } = await this.get({ projectId: req.projectId });
      checkAccess(project, req.actor, 'own');
      if (runs.some(isRunning)) {
        throw new DomainError(
          ErrorCode.ProjectBusy,
          'A project cannot be deleted while its analysis is waiting or processing.',
        );
      }
      await this.removals.removeProject(project, runs);
    });
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
        await this.removals.removeProject(project, runs);
        return true;
      });
      if (gone) removed += 1;
    }
    return removed;
  }
}
