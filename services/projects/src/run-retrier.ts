import { Injectable } from '@nestjs/common';
import type { ReceivedRequestOf, Topic } from '@kizuna/proto';
import { DomainError, ErrorCode } from '@kizuna/platform/errors';
import { RunStatus } from '@kizuna/proto/rules';
import { PerProjectQueue } from './per-project-queue.js';
import type { ProjectRecord, RunRecord } from './project-record.js';
import { ProjectsRepository } from './projects.repository.js';
import { findRunFor, isRunning, runBusy } from './run-access.js';
import { RunRequests } from './run-requests.js';

/** Requests a failed run again (the /files row's Retry). */
@Injectable()
export class RunRetrier {
  constructor(
    private readonly repo: ProjectsRepository,
    private readonly requests: RunRequests,
    private readonly queue: PerProjectQueue,
  ) {}

  /**
   * A run waiting or processing is refused (errors.run_busy), and so is a done run or one never
   * started (errors.run_not_failed): those are started with analyze_start.
   */
  async retry(req: ReceivedRequestOf<Topic.ProjectsRunRetry>): Promise<{ project: ProjectRecord; runs: RunRecord[] }> {
    const { run, project } = await findRunFor(this.repo, req, 'edit');
    if (isRunning(run)) throw runBusy();
    if (run.status !== RunStatus.ERROR)
      throw new DomainError(ErrorCode.RunNotFailed, 'Only a failed run can be retried.');
    // Two retries at once, or a retry racing a removal: the claim is conditional, one wins.
    const claimed = await this.queue.run([project._id], () =>
      this.requests.claim(run, project, req.actor, req.clientAddress),
    );
    if (!claimed) throw runBusy();
    return { project, runs: await this.repo.runsOf([project._id]) };
  }
}
