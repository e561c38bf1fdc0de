import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { Clock } from '@kizuna/platform/clock';
import type { JsonLogger } from '@kizuna/platform/logging';
import { isStorageFull, type ObjectStore } from '@kizuna/platform/objects';
import { LOGGER, OBJECT_STORE } from '@kizuna/platform/runtime';
import { CsvWorkers } from '../worker/csv-workers.js';
import { isCurrentReviewIndex } from './review-index.js';
import { reviewKeys } from './review-keys.js';
import { isCurrentSearchGrams } from './search-grams.js';

/** A dataset the analysis started on and never said it was done with counts as busy no longer after this. */
export const BUSY_AT_MOST_MS = 10 * 60 * 1000;

/**
 * A build that failed for a full disk is not started again for this long: each would read the
 * whole file (seconds of a core at 550k posts) only to fail at its end, once per question of a
 * screen that asks every few seconds. The screen is answered from the posts file meanwhile.
 */
export const RETRY_AFTER_FULL_MS = 60 * 1000;

/** A dataset's review index: stored, or being built (how far, in percent). */
export type ReviewIndexState = { ready: true } | { ready: false; percent: number };

/**
 * The review screen's indexes of each dataset, built in a worker thread when nothing else needs
 * the machine, never at registration: a user who presses Start at once waits for the posts and
 * the communities, not for the indexes of a screen they may never open. Background builds run one
 * at a time at the lowest priority, once the analysis has no run of the dataset left
 * (analysis.dataset.idle.v1); a registration or a dataset being prepared for analysis pauses them
 * (the worker ends, the build starts again later), since a build holds every text of its dataset
 * and would otherwise sit in memory beside the next project's. When the review screen asks
 * first, a build at the usual priority starts for it, paused or not, and the screen is answered
 * at once from the posts file meanwhile (the build takes seconds of a core at 550k posts, tens
 * of seconds on a machine busy analysing): it never waits for the build.
 */
@Injectable()
export class ReviewIndexes implements OnApplicationShutdown {
  private readonly waiting: string[] = [];
  private running: { postsKey: string; stop: AbortController; done: Promise<boolean> } | null = null;
  /** Builds the review screen asked for, with how far each has come (percent). */
  private readonly urgent = new Map<string, { percent: number; stop: AbortController; done: Promise<void> }>();
  /** Datasets being registered or analysed, with when they started. */
  private readonly busy = new Map<string, number>();
  /** Datasets whose last build failed for a full disk, with when one may be tried again. */
  private readonly fullUntil = new Map<string, number>();
  private closed = false;

  constructor(
    private readonly workers: CsvWorkers,
    @Inject(OBJECT_STORE) private readonly objects: ObjectStore,
    @Inject(LOGGER) private readonly logger: JsonLogger,
    private readonly clock: Clock,
  ) {}

  /** Queues a dataset's indexes to be built in the background when the machine is free. */
  buildInBackground(postsKey: string): void {
    if (!this.waiting.includes(postsKey) && this.running?.postsKey !== postsKey) this.waiting.push(postsKey);
    this.next();
  }

  /** Work is starting on `key` (a registration, or a dataset prepared for analysis): background builds wait. */
  busyWith(key: string): void {
    this.busy.set(key, this.clock.now());
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

  /**
   * Whether the dataset's review index is stored; when it is not, makes sure a build at the usual
   * priority is under way (the screen is open) and says how far it has come, without waiting.
   * A background build of the same dataset (nice 19, slow on a busy machine) gives way to it.
   */
  async prepare(postsKey: string): Promise<ReviewIndexState> {
    if (this.closed) return { ready: false, percent: 0 };
    const building = this.urgent.get(postsKey);
    if (building) return { ready: false, percent: building.percent };
    if (await this.isStored(postsKey)) return { ready: true };
    if ((this.fullUntil.get(postsKey) ?? 0) > this.clock.now()) return { ready: false, percent: 0 };
    // Asked again while the storage was being checked: one build is enough.
    const started = this.urgent.get(postsKey);
    if (started) return { ready: false, percent: started.percent };
    const stop = new AbortController();
    const build = { percent: 0, stop, done: Promise.resolve() };
    this.urgent.set(postsKey, build);
    const index = this.waiting.indexOf(postsKey);
    if (index >= 0) this.waiting.splice(index, 1);
    if (this.running?.postsKey === postsKey) this.running.stop.abort(new Error('the review screen asked first'));
    build.done = this.buildNow(postsKey, build).finally(() => this.urgent.delete(postsKey));
    return { ready: false, percent: 0 };
  }

  /**
   * The dataset's project was deleted: its builds stop (their threads end) and this resolves once
   * they have, so nothing of them is written after the dataset's files are removed.
   */
  async cancel(postsKey: string): Promise<void> {
    const index = this.waiting.indexOf(postsKey);
    if (index >= 0) this.waiting.splice(index, 1);
    const builds: Promise<unknown>[] = [];
    if (this.running?.postsKey === postsKey) {
      this.running.stop.abort(new Error('the dataset was deleted'));
      builds.push(this.running.done);
    }
    const urgent = this.urgent.get(postsKey);
    if (urgent) {
      urgent.stop.abort(new Error('the dataset was deleted'));
      builds.push(urgent.done);
    }
    await Promise.all(builds);
  }

  async onApplicationShutdown(): Promise<void> {
    this.closed = true;
    this.running?.stop.abort(new Error('shutting down'));
    for (const build of this.urgent.values()) build.stop.abort(new Error('shutting down'));
    // The builds end (their threads stopped) before the storage goes away (a test's data folder
    // being removed, a pod's volume): nothing of them is written afterwards.
    await Promise.all([this.running?.done, ...[...this.urgent.values()].map((b) => b.done)]);
  }

  /** A build for the review screen; a failed one is started again by the screen's next request. */
  private async buildNow(postsKey: string, build: { percent: number; stop: AbortController }): Promise<void> {
    const signal = build.stop.signal;
    try {
      await this.workers.reviewIndex(postsKey, false, signal, (percent) => (build.percent = percent));
      await this.dropIfDeleted(postsKey);
    } catch (err) {
      if (!signal.aborted) await this.failed(postsKey, err);
    }
  }

  /** Whether anything still counts as busy (a busy mark older than BUSY_AT_MOST_MS is dropped). */
  private isBusy(): boolean {
    for (const [key, since] of this.busy) if (this.clock.now() - since > BUSY_AT_MOST_MS) this.busy.delete(key);
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
      if (!signal.aborted) await this.failed(postsKey, err);
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

  /**
   * A build that failed (a full disk) leaves none of its three files: the search text written
   * before the index failed would only take room. Each file itself is never partial (the store
   * writes a temporary file and renames it).
   */
  private async failed(postsKey: string, err: unknown): Promise<void> {
    const storageFull = isStorageFull(err);
    this.logger.warn('building a review index failed', {
      postsKey,
      storageFull,
      message: err instanceof Error ? err.message : String(err),
    });
    if (storageFull) this.fullUntil.set(postsKey, this.clock.now() + RETRY_AFTER_FULL_MS);
    else this.fullUntil.delete(postsKey);
    const keys = reviewKeys(postsKey);
    for (const key of [keys.index, keys.search, keys.grams]) await this.objects.delete(key).catch(() => undefined);
  }

  /** A dataset deleted while its index was being built leaves no index behind. */
  private async dropIfDeleted(postsKey: string): Promise<void> {
    if (await this.objects.stat(postsKey)) return;
    const keys = reviewKeys(postsKey);
    for (const key of [keys.index, keys.search, keys.grams]) await this.objects.delete(key).catch(() => undefined);
  }
}
