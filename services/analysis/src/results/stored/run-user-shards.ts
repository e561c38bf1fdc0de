import { Inject, Injectable } from '@nestjs/common';
import type { ObjectStore } from '@kizuna/platform/objects';
import { OBJECT_STORE } from '@kizuna/platform/runtime';
import type { RunUser } from '../../engine/types.js';
import { nodeShard, resultKeys } from '../result-keys.js';
import { readJson } from './stored-objects.js';

/** A user as a node shard keeps them; runs saved before users had keywords list none. */
export type SavedRunUser = Omit<RunUser, 'keywords'> & Partial<RunUser>;

/** A run's node shards: its users by node id, spread over NODE_SHARDS files by nodeShard. */
@Injectable()
export class RunUserShards {
  constructor(@Inject(OBJECT_STORE) private readonly objects: ObjectStore) {}

  /** The shard of the run that holds this node id (it may not hold the user). */
  async shardOf(processId: string, nodeId: string): Promise<Record<string, SavedRunUser>> {
    return readJson<Record<string, SavedRunUser>>(this.objects, resultKeys.nodeShard(processId, nodeShard(nodeId)));
  }

  /** A user of the run, or null. */
  async user(processId: string, nodeId: string): Promise<RunUser | null> {
    const users = await this.shardOf(processId, nodeId);
    return Object.hasOwn(users, nodeId) ? (users[nodeId] as RunUser) : null;
  }
}
