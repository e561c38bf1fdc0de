import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { readPosts, type PostRecord, type ReceivedRequestOf, type ReplyInitOf, type Topic } from '@kizuna/contracts';
import { KeepLast } from '@kizuna/platform/cache';
import type { ObjectStore } from '@kizuna/platform/objects';
import { OBJECT_STORE } from '@kizuna/platform/runtime';
import { DatasetsService } from '../datasets.service.js';
import { rawDataView } from './raw-data-view.js';

const KEEP_IDLE_MS = 2 * 60 * 1000;

/**
 * Pages through a dataset's clean posts for the review screen. The posts of the dataset being
 * reviewed, and the order of the last search, stay in memory while the user pages.
 */
@Injectable()
export class RawDataService implements OnApplicationShutdown {
  private readonly posts = new KeepLast<PostRecord[]>(KEEP_IDLE_MS);
  private readonly views = new KeepLast<Int32Array>(KEEP_IDLE_MS);

  constructor(
    private readonly datasets: DatasetsService,
    @Inject(OBJECT_STORE) private readonly objects: ObjectStore,
  ) {}

  async page(req: ReceivedRequestOf<Topic.IngestRawDataGet>): Promise<ReplyInitOf<Topic.IngestRawDataGet>> {
    const dataset = await this.datasets.find(req.datasetId);
    const posts = await this.posts.get(dataset._id, async () => readPosts(await this.objects.get(dataset.posts_key)));
    const query = { search: req.search, sortKey: req.sortKey, ascending: req.isAscending };
    const view = await this.views.get(JSON.stringify([dataset._id, query]), async () => rawDataView(posts, query));
    const maxCount = req.maxCount > 0 ? Math.min(req.maxCount, 100) : 25;
    const start = Math.max(0, req.page) * maxCount;
    const { mapping, headers } = dataset;
    return {
      rows: Array.from(view.subarray(start, start + maxCount), (i) => {
        const p = posts[i];
        return {
          row: p.row,
          author: p.author,
          text: p.text,
          followers: p.followers ?? 0,
          hasFollowers: p.followers !== null,
          time: p.time,
          others: p.others,
        };
      }),
      countTotal: view.length,
      authorHeader: headers[mapping.author],
      textHeader: headers[mapping.contents],
      followersHeader: mapping.followers === null ? '' : headers[mapping.followers],
      timeHeader: headers[mapping.time],
      otherHeaders: mapping.others.map((c) => headers[c]),
    };
  }

  onApplicationShutdown(): void {
    this.posts.clear();
    this.views.clear();
  }
}
