import type { ObjectStore } from '@kizuna/platform/objects';
import type { RunUser } from '../../engine/types.js';
import { NODE_SHARDS, resultKeys } from '../result-keys.js';
import { userShardColumns, writeUserShard } from '../user-shard-codec.js';

type Json = Record<string, unknown>;

/**
 * Format 3 → 4 (stored/result-format.ts): each node shard, a JSON object of its users by node id,
 * is rewritten as columns (user-shard-codec.ts) under its new key and the JSON file removed. A
 * shard already rewritten is left as it is, so a cut-off upgrade resumes.
 */
export async function upgradeTo4(objects: ObjectStore, processId: string, summary: Json): Promise<Json> {
  for (let s = 0; s < NODE_SHARDS; s++) {
    const jsonKey = resultKeys.jsonNodeShard(processId, s);
    const key = resultKeys.nodeShard(processId, s);
    if (!(await objects.stat(jsonKey))) {
      if (await objects.stat(key)) continue;
      throw new Error(`node shard ${s} is missing`);
    }
    const users = JSON.parse((await objects.getBuffer(jsonKey)).toString('utf8')) as Record<string, RunUser>;
    const bytes = writeUserShard(userShardColumns(Object.values(users)));
    await objects.put(key, Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), {
      contentType: 'application/octet-stream',
    });
    // After the new file: until it is there, the JSON shard is what the run has.
    await objects.delete(jsonKey);
  }
  return summary;
}
