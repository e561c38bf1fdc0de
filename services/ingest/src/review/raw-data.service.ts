import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { decodePostLine, type ReceivedRequestOf, type ReplyInitOf, type Topic } from '@kizuna/proto';
import { KeepRecent } from '@kizuna/platform/cache';
import type { ObjectStore } from '@kizuna/platform/objects';
import { OBJECT_STORE } from '@kizuna/platform/runtime';
import { DatasetsService } from '../datasets.service.js';
import { loadReviewData, type ReviewData } from './review-data.js';
import { ReviewIndexes } from './review-indexes.js';

const KEEP_IDLE_MS = 2 * 60 * 1000;

/**
 * Pages through a dataset's clean posts for the review screen. Its indexes (built after registration)
 * answer any sort and search; only the page's own posts, and for a search the posting lists of
 * its grams and its candidates' lines, are read from storage. The index of the dataset being
 * reviewed, and the order of the last search, stay in memory while the user pages.
 */
@Injectable()
export class RawDataService implements OnApplicationShutdown {
  /** The review data of the two datasets asked for last (people switch between projects). */
  private readonly reviews = new KeepRecent<ReviewData>(KEEP_IDLE_MS, 2);
  /** The last few orders and searches: paging back and forth between them costs nothing. */
  private readonly views = new KeepRecent<Int32Array>(KEEP_IDLE_MS, 8);
  private readonly hits = new KeepRecent<Uint8Array>(KEEP_IDLE_MS, 8);

  constructor(
    private readonly datasets: DatasetsService,
    private readonly reviewIndexes: ReviewIndexes,
    @Inject(OBJECT_STORE) private readonly objects: ObjectStore,
  ) {}

  async page(req: ReceivedRequestOf<Topic.IngestRawDataGet>): Promise<ReplyInitOf<Topic.IngestRawDataGet>> {
    const dataset = await this.datasets.find(req.datasetId);
    const review = await this.reviews.get(dataset._id, async () => {
      await this.reviewIndexes.ready(dataset.posts_key);
      return loadReviewData(this.objects, dataset.posts_key);
    });
    const needle = req.search.trim();
    const orderOf = (): Promise<Int32Array> =>
      this.views.get(JSON.stringify([dataset._id, '', req.sortKey, req.isAscending]), () =>
        review.index.order(req.sortKey, req.isAscending),
      );
    const view = !needle
      ? await orderOf()
      : await this.views.get(JSON.stringify([dataset._id, needle, req.sortKey, req.isAscending]), async () => {
          const hit = await this.hits.get(JSON.stringify([dataset._id, needle]), () => review.matches(needle));
          return keepHits(await orderOf(), hit);
        });
    const maxCount = req.maxCount > 0 ? Math.min(req.maxCount, 100) : 25;
    const picked = view.subarray(Math.max(0, req.page) * maxCount).subarray(0, maxCount);
    const { offsets } = review.index;
    const lines = await this.objects.readRanges(
      dataset.posts_key,
      Array.from(picked, (i) => [offsets[i], offsets[i + 1]] as const),
    );
    // The screen is open: its first search, typed after this page, finds its data in hand.
    review.warmSearch();
    const { mapping, headers } = dataset;
    return {
      rows: lines.map((bytes, n) => {
        const p = decodePostLine(bytes.toString('utf8').trimEnd(), picked[n] + 1);
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
    this.reviews.clear();
    this.views.clear();
    this.hits.clear();
  }
}

/** The posts of `order` that the search hit, in that order (a plain loop: typed-array filter is slow). */
function keepHits(order: Int32Array, hit: Uint8Array): Int32Array {
  let count = 0;
  for (let i = 0; i < hit.length; i++) count += hit[i];
  const kept = new Int32Array(count);
  let n = 0;
  for (let i = 0; i < order.length && n < count; i++) if (hit[order[i]] === 1) kept[n++] = order[i];
  return kept;
}
