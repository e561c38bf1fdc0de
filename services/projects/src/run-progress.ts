import { Injectable } from '@nestjs/common';
import { Clock } from '@kizuna/platform/clock';
import { RunStatus } from '@kizuna/proto/rules';
import type { RunStageTimes } from './project-record.js';
import { ProjectStatusSync } from './project-status-sync.js';
import { ProjectsRepository } from './projects.repository.js';

/** What the analysis service reports about a run: its progress, its end, its failure. */
@Injectable()
export class RunProgress {
  constructor(
    private readonly repo: ProjectsRepository,
    private readonly status: ProjectStatusSync,
    private readonly clock: Clock,
  ) {}

  /**
   * A run's progress; with a queue position (> 0) the run is still waiting for its turn, and only
   * its place in the queue changes.
   */
  async progress(processId: string, stage: string, percent: number, queuePosition = 0): Promise<void> {
    const now = this.clock.iso();
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
    if (run) await this.status.refresh(run.project_id);
  }

  /**
   * A run's end is decided once: only a run still waiting or processing (not being removed) ends,
   * so the first of done, failed or removed wins, and a redelivered or late report of a run that
   * already ended changes nothing. A retry the product wants is the user's Retry, which moves the
   * run back to waiting first (RunRequests.claim).
   */
  private end(processId: string, fields: Record<string, unknown>) {
    return this.repo.runs.updateOne(
      { _id: processId, status: { $in: [RunStatus.WAITING, RunStatus.PROCESSING] }, removing: { $ne: true } },
      { $set: { ...fields, updated_at: this.clock.iso() } },
    );
  }

  async completed(
    processId: string,
    nodeCount: number,
    edgeCount: number,
    skippedPosts = 0,
    stageTimes?: RunStageTimes,
  ): Promise<void> {
    const run = await this.end(processId, {
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
    if (run) await this.status.refresh(run.project_id);
  }

  async failed(processId: string, failureCode: string, reason = '', message = ''): Promise<void> {
    const run = await this.end(processId, {
      status: RunStatus.ERROR,
      failure_code: failureCode || 'none',
      // Bounded: the text is shown on /files, and an engine message has no length limit of its own.
      failure_reason: reason.slice(0, 100),
      failure_message: message.slice(0, 500),
      queue_position: 0,
    });
    if (run) await this.status.refresh(run.project_id);
  }
}
