import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { DOCUMENT_STORE } from '@kizuna/platform/runtime';
import {
  createDeclaredIndexes,
  DuplicateKeyError,
  type DocumentCollection,
  type DocumentStore,
  type Filter,
  type SortSpec,
} from '@kizuna/platform/documents';
import type { ProjectRecord, RunRecord } from './project-record.js';
import type { RemovalRecord } from './removal-record.js';
import './projects.schema.js';

@Injectable()
export class ProjectsRepository implements OnModuleInit {
  readonly projects: DocumentCollection<ProjectRecord>;
  readonly runs: DocumentCollection<RunRecord>;
  /** Removals written with their events (the outbox relay publishes them). */
  readonly removals: DocumentCollection<RemovalRecord>;

  constructor(@Inject(DOCUMENT_STORE) store: DocumentStore) {
    this.projects = store.collection<ProjectRecord>('projects');
    this.runs = store.collection<RunRecord>('runs');
    this.removals = store.collection<RemovalRecord>('removals');
  }

  async onModuleInit(): Promise<void> {
    await createDeclaredIndexes(this.projects, 'projects');
    // Includes one run per k and project (unique), also when two add_run calls race.
    await createDeclaredIndexes(this.runs, 'runs');
    await createDeclaredIndexes(this.removals, 'removals');
  }

  async insert(project: ProjectRecord, runs: RunRecord[]): Promise<void> {
    await this.projects.insertOne(project);
    await this.runs.insertMany(runs);
  }

  /** Adds a run to a project; false when the project already has a run with its k. */
  async insertRun(run: RunRecord): Promise<boolean> {
    try {
      await this.runs.insertOne(run);
      return true;
    } catch (err) {
      if (err instanceof DuplicateKeyError) return false;
      throw err;
    }
  }

  findProject(id: string): Promise<ProjectRecord | null> {
    return this.projects.findOne({ _id: id });
  }

  findRun(processId: string): Promise<RunRecord | null> {
    return this.runs.findOne({ _id: processId });
  }

  runsOf(projectIds: string[]): Promise<RunRecord[]> {
    return this.runs.find({ project_id: { $in: projectIds } }, { sort: { k: 1 } });
  }

  async page(
    filter: Filter<ProjectRecord>,
    sort: SortSpec,
    skip: number,
    limit: number,
  ): Promise<{ items: ProjectRecord[]; total: number }> {
    const [items, total] = await Promise.all([
      this.projects.find(filter, { sort, skip, limit }),
      this.projects.count(filter),
    ]);
    return { items, total };
  }

  updateRun(processId: string, fields: Partial<Omit<RunRecord, '_id'>>): Promise<RunRecord | null> {
    return this.runs.updateOne({ _id: processId }, { $set: { ...fields, updated_at: new Date().toISOString() } });
  }

  findRuns(processIds: string[]): Promise<RunRecord[]> {
    return this.runs.find({ _id: { $in: processIds } });
  }

  findProjects(ids: string[]): Promise<ProjectRecord[]> {
    return this.projects.find({ _id: { $in: ids } });
  }

  async delete(projectId: string): Promise<void> {
    await this.runs.deleteMany({ project_id: projectId });
    await this.projects.deleteOne({ _id: projectId });
  }
}
