import { Inject, Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import type { JsonLogger } from '@kizuna/platform/logging';
import { LOGGER } from '@kizuna/platform/runtime';
import { MAX_RUN_RESUMES, RESUMES_EXHAUSTED, RunStatus } from '@kizuna/proto/rules';
import { ProjectsRepository } from './projects.repository.js';
import { RunProgress } from './run-progress.js';
import { RunRequests } from './run-requests.js';

/** At start-up, requests again the runs a stop or crash cut off. */
@Injectable()
export class RunResumer implements OnApplicationBootstrap {
  constructor(
    private readonly repo: ProjectsRepository,
    private readonly requests: RunRequests,
    private readonly progress: RunProgress,
    @Inject(LOGGER) private readonly logger: JsonLogger,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    const { resumed, failed } = await this.resumeUnfinished();
    if (resumed + failed > 0) this.logger.info('runs cut off by a restart', { resumed, failed });
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
      const resumes = run.resumes;
      if (resumes >= MAX_RUN_RESUMES) {
        await this.progress.failed(run._id, RESUMES_EXHAUSTED);
        failed += 1;
        continue;
      }
      await this.requests.resume(run, project, resumes + 1);
      resumed += 1;
    }
    return { resumed, failed };
  }
}
