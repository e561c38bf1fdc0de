import { Controller } from '@nestjs/common';
import { EventPattern, MessagePattern, Payload } from '@nestjs/microservices';
import { type ReceivedEventOf, type ReceivedRequestOf, type ReplyInitOf, Topic } from '@kizuna/contracts';
import { AnalysisJob } from './job/analysis-job.js';
import { ResultStore } from './results/result-store.js';

@Controller()
export class AnalysisController {
  constructor(
    private readonly job: AnalysisJob,
    private readonly results: ResultStore,
  ) {}

  @EventPattern(Topic.AnalysisRequested)
  onRequested(@Payload() req: ReceivedEventOf<Topic.AnalysisRequested>): Promise<void> {
    return this.job.enqueue(req);
  }

  /** Not awaited: the terms are computed in the background, and a run asking meanwhile joins that work. */
  @EventPattern(Topic.AnalysisPrepare)
  onPrepare(@Payload() e: ReceivedEventOf<Topic.AnalysisPrepare>): void {
    this.job.prepare(e.datasetId, e.postsKey);
  }

  @EventPattern(Topic.ProjectsDeleted)
  async onProjectDeleted(@Payload() e: ReceivedEventOf<Topic.ProjectsDeleted>): Promise<void> {
    for (const processId of e.processIds) await this.results.deleteRun(processId);
    if (e.datasetId) await this.results.deleteDataset(e.datasetId);
  }

  @MessagePattern(Topic.AnalysisGraphGet)
  async graph(@Payload() req: ReceivedRequestOf<Topic.AnalysisGraphGet>): Promise<ReplyInitOf<Topic.AnalysisGraphGet>> {
    return { key: await this.results.graphKey(req.processId), contentType: 'application/json' };
  }

  @MessagePattern(Topic.AnalysisClusterGet)
  async cluster(
    @Payload() req: ReceivedRequestOf<Topic.AnalysisClusterGet>,
  ): Promise<ReplyInitOf<Topic.AnalysisClusterGet>> {
    return { key: await this.results.clusterKey(req.processId, req.clusterId), contentType: 'application/json' };
  }

  @MessagePattern(Topic.AnalysisNodeGet)
  async node(@Payload() req: ReceivedRequestOf<Topic.AnalysisNodeGet>): Promise<ReplyInitOf<Topic.AnalysisNodeGet>> {
    const detail = await this.results.nodeDetail(req.processId, req.nodeId);
    return { json: new TextEncoder().encode(JSON.stringify(detail)) };
  }
}
