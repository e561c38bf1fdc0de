import { Controller } from '@nestjs/common';
import { EventPattern, MessagePattern, Payload } from '@nestjs/microservices';
import { type ReceivedEventOf, type ReceivedRequestOf, type ReplyInitOf, Topic } from '@kizuna/contracts';
import { DatasetsService } from './datasets.service.js';

@Controller()
export class IngestController {
  constructor(private readonly datasets: DatasetsService) {}

  @MessagePattern(Topic.IngestInspect)
  inspect(@Payload() req: ReceivedRequestOf<Topic.IngestInspect>): Promise<ReplyInitOf<Topic.IngestInspect>> {
    return this.datasets.inspect(req.uploadKey);
  }

  @MessagePattern(Topic.IngestRegister)
  register(@Payload() req: ReceivedRequestOf<Topic.IngestRegister>): Promise<ReplyInitOf<Topic.IngestRegister>> {
    return this.datasets.register(req);
  }

  @MessagePattern(Topic.IngestDatasetDelete)
  async deleteDataset(
    @Payload() req: ReceivedRequestOf<Topic.IngestDatasetDelete>,
  ): Promise<ReplyInitOf<Topic.IngestDatasetDelete>> {
    await this.datasets.delete(req.datasetId);
    return { ok: true };
  }

  @EventPattern(Topic.ProjectsDeleted)
  onProjectDeleted(@Payload() e: ReceivedEventOf<Topic.ProjectsDeleted>): Promise<void> {
    return this.datasets.delete(e.datasetId);
  }
}
