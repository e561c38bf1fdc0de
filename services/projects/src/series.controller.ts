import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { type ReceivedRequestOf, type ReplyInitOf, Topic } from '@kizuna/proto';
import type { SeriesRecord } from './series-record.js';
import { SeriesService } from './series.service.js';

/** Saving, listing, reading, renaming and deleting series (issue 45). */
@Controller()
export class SeriesController {
  constructor(private readonly series: SeriesService) {}

  @MessagePattern(Topic.ProjectsSeriesSave)
  async save(
    @Payload() req: ReceivedRequestOf<Topic.ProjectsSeriesSave>,
  ): Promise<ReplyInitOf<Topic.ProjectsSeriesSave>> {
    const creator = { userId: req.actor?.userId ?? '', name: req.actor?.name ?? '' };
    return { series: seriesMessage(await this.series.save(creator, req.name, req.processIds)) };
  }

  @MessagePattern(Topic.ProjectsSeriesList)
  async list(
    @Payload() req: ReceivedRequestOf<Topic.ProjectsSeriesList>,
  ): Promise<ReplyInitOf<Topic.ProjectsSeriesList>> {
    const { series, total } = await this.series.list(req.creatorId, req.page, req.maxCount);
    return { series: series.map(seriesMessage), total };
  }

  @MessagePattern(Topic.ProjectsSeriesGet)
  async get(@Payload() req: ReceivedRequestOf<Topic.ProjectsSeriesGet>): Promise<ReplyInitOf<Topic.ProjectsSeriesGet>> {
    return { series: seriesMessage(await this.series.get(req.seriesId)) };
  }

  @MessagePattern(Topic.ProjectsSeriesRename)
  async rename(
    @Payload() req: ReceivedRequestOf<Topic.ProjectsSeriesRename>,
  ): Promise<ReplyInitOf<Topic.ProjectsSeriesRename>> {
    return { series: seriesMessage(await this.series.rename(req.seriesId, req.name)) };
  }

  @MessagePattern(Topic.ProjectsSeriesOfRuns)
  async ofRuns(
    @Payload() req: ReceivedRequestOf<Topic.ProjectsSeriesOfRuns>,
  ): Promise<ReplyInitOf<Topic.ProjectsSeriesOfRuns>> {
    const series = await this.series.ofRuns(req.processIds);
    return { series: series.map(seriesMessage), total: series.length };
  }

  @MessagePattern(Topic.ProjectsSeriesDelete)
  async delete(
    @Payload() req: ReceivedRequestOf<Topic.ProjectsSeriesDelete>,
  ): Promise<ReplyInitOf<Topic.ProjectsSeriesDelete>> {
    await this.series.delete(req.seriesId);
    return { ok: true };
  }
}

/** A series record as the bus message carries it. */
function seriesMessage(r: SeriesRecord) {
  return {
    seriesId: r._id,
    name: r.name,
    creatorId: r.creator_id,
    creatorName: r.creator_name,
    processIds: r.process_ids,
    createdAt: r.created_at,
    updatedAt: r.updated_at,
    removedRuns: (r.removed_runs ?? []).map((g) => ({
      processId: g.process_id,
      projectName: g.project_name,
      k: g.k,
      ownerName: g.owner_name,
      uploadedAt: g.uploaded_at,
      removedAt: g.removed_at,
    })),
  };
}
