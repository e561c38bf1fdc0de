import { Inject, Injectable } from '@nestjs/common';
import type { ObjectStore } from '@kizuna/platform/objects';
import { OBJECT_STORE } from '@kizuna/platform/runtime';
import type { UserPost } from '../../engine/types.js';
import { FailureCode } from '../../failures/job-failure.js';
import { UserPostShard } from '../encoded-user-posts.js';
import { NODE_SHARDS, nodeShard, resultKeys } from '../result-keys.js';
import { putBytes, readJsonIfAny } from './stored-objects.js';

/**
 * A dataset's user posts: each user's posts, in NODE_SHARDS files by nodeShard of their id. They
 * do not depend on k, so they are stored once per dataset and shared by all its runs.
 */
@Injectable()
export class DatasetUserPosts {
  constructor(@Inject(OBJECT_STORE) private readonly objects: ObjectStore) {}

  /**
   * Saves one shard (encodedUserPostShards). Shards go in order and the last one last: `has` is
   * true only once all are there.
   */
  async putShard(datasetId: string, shard: number, bytes: Uint8Array): Promise<void> {
    if (!Number.isInteger(shard) || shard < 0 || shard >= NODE_SHARDS)
      throw new RangeError(`no user posts shard ${shard}`);
    await putBytes(this.objects, resultKeys.userPosts(datasetId, shard), bytes, FailureCode.Node);
  }

  /**
   * Whether the dataset's user posts are stored as columns (the last shard is written last). A
   * dataset whose posts are kept as JSON only has them saved anew by its next run.
   */
  async has(datasetId: string): Promise<boolean> {
    return (await this.objects.stat(resultKeys.userPosts(datasetId, NODE_SHARDS - 1))) !== null;
  }

  /** A user's posts, none when the dataset has none of theirs. */
  async of(datasetId: string, nodeId: string): Promise<UserPost[]> {
    const shard = nodeShard(nodeId);
    const key = resultKeys.userPosts(datasetId, shard);
    if (await this.objects.stat(key))
      return UserPostShard.decode(await this.objects.getBuffer(key)).postsOf(nodeId) ?? [];
    // Runs analysed before the posts were kept as columns read the JSON their dataset kept.
    const posts = await readJsonIfAny<Record<string, UserPost[]>>(
      this.objects,
      resultKeys.jsonUserPosts(datasetId, shard),
    );
    return posts && Object.hasOwn(posts, nodeId) ? posts[nodeId] : [];
  }
}
