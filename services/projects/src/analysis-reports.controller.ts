import { Controller } from '@nestjs/common';
import { EventPattern, MessagePattern, Payload } from '@nestjs/microservices';
import { type ReceivedEventOf, type ReceivedRequestOf, type ReplyInitOf, Topic } from '@kizuna/proto';
import { OrphanSweep } from './orphan-sweep.js';
import { RunLiveness } from './run-liveness.js';
import { RunProgress } from './run-progress.js';

/** The analysis service's reports on a run (progress, completion, failure) and its question whether a run is still wanted. */
@Controller()
export class AnalysisReportsController {
  constructor(
    private readonly runs: RunProgress,
    private readonly liveness: RunLiveness,
    private readonly orphans: OrphanSweep,
  ) {}

  /** Internal (services only, no user): answers about ids the asking service already holds. */
  @MessagePattern(Topic.ProjectsLiveness)
  live(@Payload() req: ReceivedRequestOf<Topic.ProjectsLiveness>): Promise<ReplyInitOf<Topic.ProjectsLiveness>> {
    return this.liveness.of(req.processIds, req.datasetIds);
  }

  @EventPattern(Topic.AnalysisProgress)
  onProgress(@Payload() e: ReceivedEventOf<Topic.AnalysisProgress>): Promise<void> {
    return this.runs.progress(e.processId, e.stage, e.percent, e.queuePosition);
  }

  @EventPattern(Topic.AnalysisCompleted)
  async onCompleted(@Payload() e: ReceivedEventOf<Topic.AnalysisCompleted>): Promise<void> {
    const t = e.stageTimes;
    await this.runs.completed(
      e.processId,
      e.nodeCount,
      e.edgeCount,
      e.skippedPosts,
      t && {
        tokenize_ms: t.tokenizeMs,
        network_ms: t.networkMs,
        communities_ms: t.communitiesMs,
        keywords_ms: t.keywordsMs,
        layout_ms: t.layoutMs,
        write_ms: t.writeMs,
      },
    );
    this.orphans.afterJob();
  }

  @EventPattern(Topic.AnalysisFailed)
  async onFailed(@Payload() e: ReceivedEventOf<Topic.AnalysisFailed>): Promise<void> {
    await this.runs.failed(e.processId, e.failureCode, e.reason, e.message);
    this.orphans.afterJob();
  }
}
