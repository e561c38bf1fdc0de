import { Inject, Injectable } from '@nestjs/common';
import type { JsonLogger } from '@kizuna/platform/logging';
import type { ObjectStore } from '@kizuna/platform/objects';
import { LOGGER, OBJECT_STORE } from '@kizuna/platform/runtime';
import { CsvWorkers } from '../worker/csv-workers.js';
import { reviewKeys } from './review-keys.js';

/**
 * The review screen's indexes of each dataset, built in a worker thread once the analysis has
 * no run of the dataset left (analysis.dataset.idle.v1), not at registration: a user who presses
 * Start at once waits for the posts and the communities, not for the indexes of a screen they
 * may never open, and the analysis keeps the cores and the memory. That build runs at the lowest
 * priority; when the review screen asks first, a build at the usual priority starts (beside a
 * background one, if any) and whichever stores the index first answers.
 */
@Injectable()
export class ReviewIndexes {
  private readonly background = new Map<string, Promise<boolean>>();
  private readonly urgent = new Map<string, Promise<void>>();

  constructor(
    private readonly workers: CsvWorkers,
    @Inject(OBJECT_STORE) private readonly objects: ObjectStore,
    @Inject(LOGGER) private readonly logger: JsonLogger,
  ) {}

  /** Builds a dataset's indexes at the lowest priority, unless they are stored or being built. */
  async buildInBackground(postsKey: string): Promise<void> {
    if (this.background.has(postsKey) || this.urgent.has(postsKey)) return;
    if (await this.objects.stat(reviewKeys(postsKey).index)) return;
    if (!(await this.objects.stat(postsKey))) return;
    const build = this.workers.reviewIndex(postsKey, true).then(
      async () => {
        await this.dropIfDeleted(postsKey);
        return true;
      },
      (err: unknown) => {
        this.logger.warn('building a review index failed', {
          postsKey,
          message: err instanceof Error ? err.message : String(err),
        });
        return false;
      },
    );
    this.background.set(postsKey, build);
    void build.finally(() => this.background.delete(postsKey));
  }

  /** Resolves once the dataset's review index is stored. */
  async ready(postsKey: string): Promise<void> {
    if (await this.objects.stat(reviewKeys(postsKey).index)) return;
    let urgent = this.urgent.get(postsKey);
    if (!urgent) {
      urgent = this.workers.reviewIndex(postsKey, false).finally(() => this.urgent.delete(postsKey));
      this.urgent.set(postsKey, urgent);
    }
    const background = this.background.get(postsKey);
    const now = urgent;
    await (background ? Promise.race([background.then((ok) => (ok ? undefined : now)), now]) : now);
  }

  /** A dataset deleted while its index was being built leaves no index behind. */
  private async dropIfDeleted(postsKey: string): Promise<void> {
    if (await this.objects.stat(postsKey)) return;
    const keys = reviewKeys(postsKey);
    for (const key of [keys.index, keys.search, keys.grams]) await this.objects.delete(key).catch(() => undefined);
  }
}
