import { Injectable } from '@nestjs/common';
import { type Project, Topic } from '@kizuna/proto';
import { BusClient } from '@kizuna/platform/bus';
import { DomainError, ErrorCode, projectNameError } from '@kizuna/platform/errors';
import { unknownInteractions } from '@kizuna/proto/rules';
import type { Actor } from '../auth/actor.js';
import { isOwnUploadKey } from '../upload/upload-key.js';
import { ProjectAccess } from './project-access.service.js';

export interface RegisterAnalysisRequest {
  projectName: string;
  clusterCounts: number[];
  uploadKey: string;
  mapping: { time: number; author: number; contents: number; followers: number; others: number[] };
  /** The user's answer for a time column whose date order is ambiguous: month_first, day_first or ''. */
  dateOrder?: string;
  /** Interactions that build the network (retweet, reply, mention); empty means retweets. */
  relations?: string[];
  /** The project a first registration of this upload made, updated instead of a second one. */
  projectId?: string;
}

export interface RegisterAnalysisOutcome {
  rowsAll: number;
  rowsValid: number;
  errorRows: number[];
  errorColumns: string[];
  /** Users of the network the runs will build, counted up to K_MAX (a k above them fails the run). */
  networkUsers: number;
  /** Absent when no row was valid: then nothing is stored. */
  project?: Project;
}

/**
 * Registration of an upload as a project (spec §4): the upload must be the caller's own, ingest
 * validates every row into a dataset, and the project with one run per k is created. Either both
 * the dataset and the project exist afterwards, or neither does.
 */
@Injectable()
export class RegisterAnalysis {
  constructor(
    private readonly bus: BusClient,
    private readonly access: ProjectAccess,
  ) {}

  async register(actor: Actor, req: RegisterAnalysisRequest): Promise<RegisterAnalysisOutcome> {
    // Checked here as well as in projects, so a bad name is answered before a long ingest.
    const nameError = projectNameError(req.projectName);
    if (nameError) throw nameError;
    const unknown = unknownInteractions(req.relations ?? []);
    if (unknown.length > 0)
      throw new DomainError(ErrorCode.InvalidRelations, `Unknown interaction kind: ${unknown.join(', ')}.`, {
        relations: unknown.join(', '),
      });
    if (!isOwnUploadKey(req.uploadKey, actor.userId))
      throw new DomainError(ErrorCode.UploadMissing, 'The uploaded file was not found. Please upload it again.');
    // Refused before the long ingest; projects checks again in the project's queue.
    if (req.projectId) await this.requireNeverStarted(actor, req.projectId);
    const dataset = await this.bus.request(Topic.IngestRegister, {
      uploadKey: req.uploadKey,
      ownerId: actor.userId,
      mapping: req.mapping,
      dateOrder: req.dateOrder ?? '',
      relations: req.relations ?? [],
    });
    const outcome: RegisterAnalysisOutcome = {
      rowsAll: dataset.rowsAll,
      rowsValid: dataset.rowsValid,
      errorRows: dataset.errorRows,
      errorColumns: dataset.errorColumns,
      networkUsers: dataset.networkUsers,
    };
    // With no valid row there is nothing to analyse: no project is created, nothing half-stored.
    if (dataset.rowsValid === 0) return outcome;
    try {
      const { project, replacedDatasetId } = await this.bus.request(Topic.ProjectsCreate, {
        owner: actor,
        projectName: req.projectName,
        filename: dataset.filename,
        datasetId: dataset.datasetId,
        postsKey: dataset.postsKey,
        rowsAll: dataset.rowsAll,
        rowsValid: dataset.rowsValid,
        clusterCounts: req.clusterCounts,
        relations: req.relations ?? [],
        validateMs: dataset.validateMs,
        replaceProjectId: req.projectId ?? '',
      });
      if (replacedDatasetId)
        await this.bus.request(Topic.IngestDatasetDelete, {
          datasetId: replacedDatasetId,
          keepUploadKey: req.uploadKey,
        });
      return { ...outcome, project };
    } catch (err) {
      await this.bus.request(Topic.IngestDatasetDelete, { datasetId: dataset.datasetId, keepUploadKey: req.uploadKey });
      throw err;
    }
  }

  private async requireNeverStarted(actor: Actor, projectId: string): Promise<void> {
    const project = await this.access.project(actor, { projectId }, 'own');
    if (project.runs.some((r) => r.started))
      throw new DomainError(ErrorCode.AlreadyStarted, 'This analysis has already been started.');
  }
}
