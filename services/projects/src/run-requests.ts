import { Inject, Injectable } from '@nestjs/common';
import { Topic } from '@kizuna/proto';
import type { KizunaConfig } from '@kizuna/platform/config';
import { Clock } from '@kizuna/platform/clock';
import { CONFIG } from '@kizuna/platform/runtime';
import { outboxPush, type OutboxEvent } from '@kizuna/platform/outbox';
import { AccessAction, canonicalInteractions, RunStatus } from '@kizuna/proto/rules';
import type { ProjectRecord, RunRecord } from './project-record.js';
import { ProjectStatusSync } from './project-status-sync.js';
import { ProjectsRepository } from './projects.repository.js';
import type { Actor } from './run-access.js';
import { RunOutbox } from './run-outbox.js';

/**
 * Asks the analysis service for a run: the run's new state and the analysis.requested.v1 event
 * are written in one update of the run's document and published by the outbox.
 */
@Injectable()
export class RunRequests {
  constructor(
    private readonly repo: ProjectsRepository,
    private readonly outbox: RunOutbox,
    private readonly status: ProjectStatusSync,
    private readonly clock: Clock,
    @Inject(CONFIG) private readonly config: KizunaConfig,
  ) {}

  /**
   * Claims the run for the actor and requests it; false when it was not free to claim. Claimed in
   * one conditional update, so two start calls at once request the run once; a failed run may be
   * started again, a run being removed may not.
   */
  async claim(run: RunRecord, project: ProjectRecord, actor: Actor, clientAddress = ''): Promise<boolean> {
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
          updated_at: this.clock.iso(),
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
            at: this.clock.iso(),
            clientAddress,
            detail: '',
          },
        }),
      },
    );
    if (!claimed) return false;
    await this.status.refresh(project._id);
    await this.outbox.flush();
    return true;
  }

  /** Requests a run a restart cut off once more, counting the resume. */
  async resume(run: RunRecord, project: ProjectRecord, resumes: number): Promise<void> {
    // The analysis service tells the new queue position once the request reaches it.
    await this.repo.runs.updateOne(
      { _id: run._id },
      {
        $set: {
          status: RunStatus.WAITING,
          stage: '',
          percent: 0,
          queue_position: 0,
          resumes,
          updated_at: this.clock.iso(),
        },
        ...outboxPush(this.analysisRequested(run, project)),
      },
    );
    await this.status.refresh(project._id);
    await this.outbox.flush();
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
}
