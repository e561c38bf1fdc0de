import { Controller } from '@nestjs/common';
import { EventPattern, Payload } from '@nestjs/microservices';
import { type ReceivedEventOf, Topic } from '@kizuna/proto';
import { RunProgress } from './run-progress.js';

/** The analysis service's reports on a run: progress, completion, failure. */
@Controller()
export class AnalysisReportsController {
  constructor(private readonly runs: RunProgress) {}

  @EventPattern(Topic.AnalysisProgress)
  onProgress(@Payload() e: ReceivedEventOf<Topic.AnalysisProgress>): Promise<void> {
    return this.runs.progress(e.processId, e.stage, e.percent, e.queuePosition);
  }

  @EventPattern(Topic.AnalysisCompleted)
  onCompleted(@Payload() e: ReceivedEventOf<Topic.AnalysisCompleted>): Promise<void> {
    const t = e.stageTimes;
    return this.runs.completed(
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
  }

  @EventPattern(Topic.AnalysisFailed)
  onFailed(@Payload() e: ReceivedEventOf<Topic.AnalysisFailed>): Promise<void> {
    return this.runs.failed(e.processId, e.failureCode, e.reason, e.message);
  }
}
