import { Injectable } from '@nestjs/common';
import { DomainError, ErrorCode } from '@kizuna/platform/errors';
import { nodeDetail } from '../engine/result/user-details.js';
import type { NodeDetail, UserPost } from '../engine/types.js';
import { DatasetUserPosts } from './stored/dataset-user-posts.js';
import { RunSummaries } from './stored/run-summaries.js';
import { RunUserShards } from './stored/run-user-shards.js';

/** A user of a run as node detail shows them: the run's node shard joined with the dataset's posts. */
@Injectable()
export class NodeDetails {
  constructor(
    private readonly summaries: RunSummaries,
    private readonly users: RunUserShards,
    private readonly userPosts: DatasetUserPosts,
  ) {}

  /** The spec's node detail: the user as the run saw them, with their posts from the dataset. */
  async get(processId: string, nodeId: string): Promise<NodeDetail> {
    const summary = await this.summaries.get(processId);
    const user = await this.users.user(processId, nodeId);
    if (!user) throw new DomainError(ErrorCode.NotFound, 'No such user in this result.', { node_id: nodeId });
    const posts = await this.userPosts.of(summary.dataset_id, nodeId);
    return nodeDetail(user, posts);
  }

  /** A user's posts from the dataset the run was computed on. */
  async posts(processId: string, nodeId: string): Promise<UserPost[]> {
    return this.userPosts.of((await this.summaries.get(processId)).dataset_id, nodeId);
  }
}
