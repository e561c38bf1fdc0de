import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { decodePostLine, type ReceivedRequestOf, type ReplyInitOf, type Topic } from '@kizuna/proto';
import { KeepRecent } from '@kizuna/platform/cache';
import type { ObjectStore } from '@kizuna/platform/objects';
import { OBJECT_STORE } from '@kizuna/platform/runtime';
import { DomainError, ErrorCode } from '@kizuna/platform/errors';
import type { DatasetRecord } from '../dataset-record.js';
import { DatasetsService } from '../datasets.service.js';
import { FileOrderLines } from './file-order-lines.js';
import { loadReviewData, type ReviewData } from './review-data.js';
import { ReviewIndexes } from './review-indexes.js';
import { reviewKeys } from './review-keys.js';

const KEEP_IDLE_MS = 2 * 60 * 1000;

type RawDataReply = ReplyInitOf<Topic.IngestRawDataGet>;
type RawDataRequest = ReceivedRequestOf<Topic.IngestRawDataGet>;

/**
 * Pages through a dataset's clean posts for the review screen. Its indexes (built in a worker,
 * ReviewIndexes) answer any sort and search; only the page's own posts, and for a search the
 * posting lists of its grams and its candidates' lines, are read from storage. The index of the
 * dataset being reviewed, and the order of the last search, stay in memory while the user pages.
 * Until the index is stored, pages come at once from the posts file in file order, saying that
 * sorting and search are being prepared and how far: the screen never waits for the build.
 */
@Injectable()
export class RawDataService implements OnApplicationShutdown {
  /** The review data of the two datasets asked for last (people switch between projects). */
  private readonly reviews = new KeepRecent<ReviewData>(KEEP_IDLE_MS, 2);
  /** The last few orders and searches: paging back and forth between them costs nothing. */
  private readonly views = new KeepRecent<Int32Array>(KEEP_IDLE_MS, 8);
  private readonly hits = new KeepRecent<Uint8Array>(KEEP_IDLE_MS, 8);
  /** Where the lines of the posts files being paged in file order start, as far as found. */
  private readonly fileOrders = new KeepRecent<FileOrderLines>(KEEP_IDLE_MS, 2);
  /** Posts files whose review index was found stored: not checked again at every page. */
  private readonly indexed = new Set<string>();

  constructor(
    private readonly datasets: DatasetsService,
    private readonly reviewIndexes: ReviewIndexes,
    @Inject(OBJECT_STORE) private readonly objects: ObjectStore,
  ) {}

  async page(req: RawDataRequest): Promise<RawDataReply> {
    const dataset = await this.datasets.find(req.datasetId);
    const maxCount = req.maxCount > 0 ? Math.min(req.maxCount, 100) : 25;
    const first = Math.max(0, req.page) * maxCount;
    const state = this.indexed.has(dataset.posts_key)
      ? ({ ready: true } as const)
      : await this.reviewIndexes.prepare(dataset.posts_key);
    let found: { lines: Buffer[]; posts: ArrayLike<number>; total: number };
    if (state.ready) {
      this.indexed.add(dataset.posts_key);
      found = await this.indexedPage(dataset, req, first, maxCount);
    } else found = await this.fileOrderPage(dataset, first, maxCount);
    const { mapping, headers } = dataset;
    return {
      rows: found.lines.map((bytes, n) => {
        const p = decodePostLine(bytes.toString('utf8').trimEnd(), found.posts[n] + 1);
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
      countTotal: found.total,
      authorHeader: headers[mapping.author],
      textHeader: headers[mapping.contents],
      followersHeader: mapping.followers === null ? '' : headers[mapping.followers],
      timeHeader: headers[mapping.time],
      otherHeaders: mapping.others.map((c) => headers[c]),
      preparing: !state.ready,
      preparingPercent: state.ready ? 100 : state.percent,
    };
  }

  /** A page of the sort and search asked for, through the stored review index. */
  private async indexedPage(dataset: DatasetRecord, req: RawDataRequest, first: number, maxCount: number) {
    const review = await this.reviews.get(dataset._id, () => loadReviewData(this.objects, dataset.posts_key));
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
    const posts = view.subarray(first).subarray(0, maxCount);
    const { offsets } = review.index;
    const lines = await this.objects.readRanges(
      dataset.posts_key,
      Array.from(posts, (i) => [offsets[i], offsets[i + 1]] as const),
    );
    // The screen is open: its first search, typed after this page, finds its data in hand.
    review.warmSearch();
    return { lines, posts, total: view.length };
  }

  /** A page in file order, read straight from the posts file (the sort and search wait for the index). */
  private async fileOrderPage(dataset: DatasetRecord, first: number, maxCount: number) {
    const lines = await this.fileOrders.get(dataset.posts_key, async () => {
      const info = await this.objects.stat(dataset.posts_key);
      if (!info) throw new DomainError(ErrorCode.NotFound, 'No such dataset.');
      return new FileOrderLines(this.objects, dataset.posts_key, info.size, reviewKeys(dataset.posts_key).lineStarts);
    });
    const ranges = await lines.ranges(first, maxCount);
    return {
      lines: await this.objects.readRanges(dataset.posts_key, ranges),
      posts: ranges.map((_, n) => first + n),
      total: dataset.rows_valid,
    };
  }

  onApplicationShutdown(): void {
    this.reviews.clear();
    this.views.clear();
    this.hits.clear();
    this.fileOrders.clear();
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
