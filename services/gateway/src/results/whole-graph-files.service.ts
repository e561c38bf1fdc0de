import type { Readable } from 'node:stream';
import { Inject, Injectable } from '@nestjs/common';
import { Topic, type Project } from '@kizuna/proto';
import { BusClient } from '@kizuna/platform/bus';
import { DomainError, ErrorCode } from '@kizuna/platform/errors';
import type { ObjectStore } from '@kizuna/platform/objects';
import { OBJECT_STORE } from '@kizuna/platform/runtime';

/** A run's whole graph as the analysis service stored it (gzipped bytes, docs/http-api.md). */
@Injectable()
export class WholeGraphFiles {
  constructor(
    private readonly bus: BusClient,
    @Inject(OBJECT_STORE) private readonly objects: ObjectStore,
  ) {}

  /**
   * The stored gzipped bytes of a run of `project` (which the caller may view). A project prepared
   * before layouts were, or laid out by an older layout version, has its layout computed in the
   * background, asked for here, and answers errors.graph_layout_pending meanwhile.
   */
  async gzipped(project: Project, processId: string): Promise<Readable> {
    try {
      const ref = await this.bus.request(Topic.AnalysisWholeGraphGet, { processId });
      return await this.objects.get(ref.key);
    } catch (err) {
      if (err instanceof DomainError && err.code === ErrorCode.GraphLayoutPending)
        await this.bus.emit(Topic.AnalysisLayoutWanted, {
          datasetId: project.datasetId,
          postsKey: project.postsKey,
          relations: project.relations,
        });
      throw err;
    }
  }
}
