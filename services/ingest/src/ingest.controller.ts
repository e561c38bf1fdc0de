import { Controller } from '@nestjs/common';
import { EventPattern, MessagePattern, Payload } from '@nestjs/microservices';
import { type ReceivedEventOf, type ReceivedRequestOf, type ReplyInitOf, Topic } from '@kizuna/proto';
import { datasetKeys } from './dataset-keys.js';
import { DatasetsService } from './datasets.service.js';
import { RawDataService } from './review/raw-data.service.js';
import { ReviewIndexes } from './review/review-indexes.js';

@Controller()
export class IngestController {
  constructor(
    private readonly datasets: DatasetsService,
    private readonly rawData: RawDataService,
    private readonly reviewIndexes: ReviewIndexes,
  ) {}

  @MessagePattern(Topic.IngestInspect)
  inspect(@Payload() req: ReceivedRequestOf<Topic.IngestInspect>): Promise<ReplyInitOf<Topic.IngestInspect>> {
    return this.datasets.inspect(req.uploadKey);
  }

  @MessagePattern(Topic.IngestRegister)
  register(@Payload() req: ReceivedRequestOf<Topic.IngestRegister>): Promise<ReplyInitOf<Topic.IngestRegister>> {
    return this.datasets.register(req);
  }

  @MessagePattern(Topic.IngestRegisterProgress)
  registerProgress(
    @Payload() req: ReceivedRequestOf<Topic.IngestRegisterProgress>,
  ): ReplyInitOf<Topic.IngestRegisterProgress> {
    return this.datasets.registerProgress(req.uploadKey);
  }

  @MessagePattern(Topic.IngestDatasetDelete)
  async deleteDataset(
    @Payload() req: ReceivedRequestOf<Topic.IngestDatasetDelete>,
  ): Promise<ReplyInitOf<Topic.IngestDatasetDelete>> {
    await this.datasets.delete(req.datasetId, req.keepUploadKey);
    return { ok: true };
  }

  @MessagePattern(Topic.IngestRawDataGet)
  rawDataPage(@Payload() req: ReceivedRequestOf<Topic.IngestRawDataGet>): Promise<ReplyInitOf<Topic.IngestRawDataGet>> {
    return this.rawData.page(req);
  }

  /** A dataset is being prepared for analysis: background index builds wait for the machine. */
  @EventPattern(Topic.AnalysisPrepare)
  onPrepare(@Payload() e: ReceivedEventOf<Topic.AnalysisPrepare>): void {
    this.reviewIndexes.busyWith(e.datasetId);
  }

  /** The analysis is done with a dataset: its review indexes can be built now, in the background. */
  @EventPattern(Topic.AnalysisDatasetIdle)
  onDatasetIdle(@Payload() e: ReceivedEventOf<Topic.AnalysisDatasetIdle>): void {
    this.reviewIndexes.doneWith(e.datasetId);
    this.reviewIndexes.buildInBackground(e.postsKey);
  }

  /** A run was started: the upload its dataset came from cannot be registered again now. */
  @EventPattern(Topic.AnalysisRequested)
  onRunRequested(@Payload() e: ReceivedEventOf<Topic.AnalysisRequested>): Promise<void> {
    return this.datasets.releaseUpload(e.datasetId);
  }

  @EventPattern(Topic.ProjectsDeleted)
  async onProjectDeleted(@Payload() e: ReceivedEventOf<Topic.ProjectsDeleted>): Promise<void> {
    // Its review index builds stop first: nothing of them is written after the files go.
    if (e.datasetId) await this.reviewIndexes.cancel(datasetKeys.posts(e.datasetId));
    await this.datasets.delete(e.datasetId);
  }
}
