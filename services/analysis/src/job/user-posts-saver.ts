import type { DatasetUserPosts } from '../results/stored/dataset-user-posts.js';
import { NODE_SHARDS } from '../results/result-keys.js';
import { WorkCancelled } from '../failures/work-wanted.js';

/**
 * Writes the users' posts of a dataset as their shards arrive from the worker, one after another
 * in arrival (shard) order, so each shard's bytes are let go once written.
 */
export class UserPostsSaver {
  private chain: Promise<void> = Promise.resolve();
  private written = 0;
  private failure: unknown = null;

  constructor(
    private readonly userPosts: DatasetUserPosts,
    private readonly datasetId: string,
    // True once the dataset's project was deleted: nothing more is written for it.
    private readonly cancelled: () => boolean = () => false,
  ) {}

  /** For the pool's `userPosts` callback. */
  readonly add = (shard: number, bytes: Uint8Array): void => {
    this.chain = this.chain.then(async () => {
      if (this.failure) return;
      if (this.cancelled()) {
        this.failure = new WorkCancelled(this.datasetId);
        return;
      }
      try {
        await this.userPosts.putShard(this.datasetId, shard, bytes);
        this.written++;
      } catch (err) {
        this.failure = err;
      }
    });
  };

  /** Resolves true once every shard is written; false when some were not (the first failure is thrown when `strict`). */
  async done(strict = false): Promise<boolean> {
    await this.chain;
    if (this.failure && strict) throw this.failure;
    return this.written === NODE_SHARDS;
  }
}
