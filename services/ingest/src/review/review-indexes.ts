import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import type { JsonLogger } from '@kizuna/platform/logging';
import type { ObjectStore } from '@kizuna/platform/objects';
import { LOGGER, OBJECT_STORE } from '@kizuna/platform/runtime';
import { CsvWorkers } from '../worker/csv-workers.js';
import { isCurrentReviewIndex } from './review-index.js';
import { reviewKeys } from './review-keys.js';
import { isCurrentSearchGrams } from './search-grams.js';

/** A dataset the analysis started on and never said it was done with counts as busy no longer after this. */
const BUSY_AT_MOST_MS = 10 * 60 * 1000;

/**
 * The review screen's indexes of each dataset, built in a worker thread when nothing else needs
 * the machine, never at registration: a user who presses Start at once waits for the posts and
 * the communities, not for the indexes of a screen they may never open. Background builds run one
 * at a time at the lowest priority, once the analysis has no run of the dataset left
 * (analysis.dataset.idle.v1); a registration or a dataset being prepared for analysis pauses them
 * (the worker ends, the build starts again later), since a build holds every text of its dataset
 * and would otherwise sit in memory beside the next project's. When the review screen asks
 * first, a build at the usual priority answers it, paused or not.
 */
@Injectable()
export class ReviewIndexes implements OnApplicationShutdown {
  private readonly waiting: string[] = [];
  private running: { postsKey: string; stop: AbortController; done: Promise<boolean> } | null = null;
  private readonly urgent = new Map<string, Promise<void>>();
  /** Datasets being registered or analysed, with when they started. */
  private readonly busy = new Map<string, number>();
  private closed = false;

  constructor(
    private readonly workers: CsvWorkers,
    @Inject(OBJECT_STORE) private readonly objects: ObjectStore,
    @Inject(LOGGER) private readonly logger: JsonLogger,
  ) {}

  /** Queues a dataset's indexes to be built in the background when the machine is free. */
  buildInBackground(postsKey: string): void {
    if (!this.waiting.includes(postsKey) && this.running?.postsKey !== postsKey) this.waiting.push(postsKey);
    this.next();
  }

  /** Work is starting on `key` (a registration, or a dataset prepared for analysis): background builds wait. */
  busyWith(key: string): void {
    this.busy.set(key, Date.now());
    const running = this.running;
    if (running) {
      running.stop.abort(new Error('paused: the machine is busy'));
      this.waiting.unshift(running.postsKey);
    }
  }

  /** Work on `key` is over; background builds go on when nothing else is busy. */
  doneWith(key: string): void {
    this.busy.delete(key);
    this.next();
  }

  /** Resolves once the dataset's review index is stored. */
  async ready(postsKey: string): Promise<void> {
    if (await this.isStored(postsKey)) return;
    let urgent = this.urgent.get(postsKey);
    if (!urgent) {
      urgent = this.workers.reviewIndex(postsKey, false).finally(() => this.urgent.delete(postsKey));
      this.urgent.set(postsKey, urgent);
    }
    const now = urgent;
    const background = this.running?.postsKey === postsKey ? this.running.done : null;
    await (background ? Promise.race([background.then((ok) => (ok ? undefined : now)), now]) : now);
  }

  async onApplicationShutdown(): Promise<void> {
    this.closed = true;
    this.running?.stop.abort(new Error('shutting down'));
    // The background build ends (its thread stopped) before the storage goes away (a test's data
    // folder being removed, a pod's volume): nothing of it is written afterwards.
    await this.running?.done;
  }

  /** Whether anything still counts as busy (a busy mark older than BUSY_AT_MOST_MS is dropped). */
  private isBusy(): boolean {
    for (const [key, since] of this.busy) if (Date.now() - since > BUSY_AT_MOST_MS) this.busy.delete(key);
    return this.busy.size > 0;
  }

  private next(): void {
    if (this.closed || this.running || this.isBusy()) return;
    const postsKey = this.waiting.shift();
    if (postsKey === undefined) return;
    const stop = new AbortController();
    const done = this.build(postsKey, stop.signal);
    this.running = { postsKey, stop, done };
    void done.finally(() => {
      if (this.running?.stop === stop) this.running = null;
      this.next();
    });
  }

  /** True when the index is stored (or nothing is left to index); false when the build failed or was paused. */
  private async build(postsKey: string, signal: AbortSignal): Promise<boolean> {
    try {
      if (await this.isStored(postsKey)) return true;
      if (!(await this.objects.stat(postsKey))) return true;
      await this.workers.reviewIndex(postsKey, true, signal);
      await this.dropIfDeleted(postsKey);
      return true;
    } catch (err) {
      if (!signal.aborted)
        this.logger.warn('building a review index failed', {
          postsKey,
          message: err instanceof Error ? err.message : String(err),
        });
      return false;
    }
  }

  /**
   * Whether the dataset's review index and search gram index are stored in this version's
   * formats: older ones are built again here, in a worker, not by the review page on the
   * service's own thread (an older gram index would leave every search scanning the text).
   */
  private async isStored(postsKey: string): Promise<boolean> {
    const keys = reviewKeys(postsKey);
    return (
      (await this.isCurrent(keys.index, isCurrentReviewIndex)) &&
      (await this.isCurrent(keys.grams, isCurrentSearchGrams))
    );
  }

  private async isCurrent(key: string, current: (head: Buffer) => boolean): Promise<boolean> {
    if (!(await this.objects.stat(key))) return false;
    const [head] = await this.objects.readRanges(key, [[0, 8]]);
    return current(head);
  }

  /** A dataset deleted while its index was being built leaves no index behind. */
  private async dropIfDeleted(postsKey: string): Promise<void> {
    if (await this.objects.stat(postsKey)) return;
    const keys = reviewKeys(postsKey);
    for (const key of [keys.index, keys.search, keys.grams]) await this.objects.delete(key).catch(() => undefined);
  }
}
