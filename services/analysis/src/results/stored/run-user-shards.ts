import { Inject, Injectable } from '@nestjs/common';
import type { ObjectStore } from '@kizuna/platform/objects';
import { OBJECT_STORE } from '@kizuna/platform/runtime';
import type { RunUser } from '../../engine/types.js';
import { nodeShard, resultKeys } from '../result-keys.js';
import { UserShard } from '../user-shard-codec.js';
import { existingKey } from './stored-objects.js';

/** A run's node shards: its users' details, spread over NODE_SHARDS files by nodeShard of their id. */
@Injectable()
export class RunUserShards {
  constructor(@Inject(OBJECT_STORE) private readonly objects: ObjectStore) {}

  /** A user of the run, or null. */
  async user(processId: string, nodeId: string): Promise<RunUser | null> {
    const key = await existingKey(this.objects, resultKeys.nodeShard(processId, nodeShard(nodeId)));
    return UserShard.decode(await this.objects.getBuffer(key)).user(nodeId);
  }
}
