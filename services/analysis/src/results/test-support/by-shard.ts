import { keyedByName } from '../../engine/result/keyed-by-name.js';
import { NODE_SHARDS, nodeShard } from '../result-keys.js';

/** Entries split by the shard of their node id, so node details read one small file at a time. */
export function byShard<T>(byNodeId: Record<string, T>): Array<Record<string, T>> {
  const shards: Array<Record<string, T>> = Array.from({ length: NODE_SHARDS }, () => keyedByName<T>());
  for (const [id, value] of Object.entries(byNodeId)) shards[nodeShard(id)][id] = value;
  return shards;
}
