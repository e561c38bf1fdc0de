import type { ObjectStore } from '@kizuna/platform/objects';
import type { AnalysisResult } from '../../../engine/analysis-result.js';
import { NODE_SHARDS, resultKeys } from '../../result-keys.js';
import { RunWriter } from '../../stored/run-writer.js';
import { UserShard } from '../../user-shard-codec.js';
import { keyedByName } from '../../../engine/result/keyed-by-name.js';

type Json = Record<string, unknown>;

const read = async (objects: ObjectStore, key: string): Promise<Json> =>
  JSON.parse((await objects.getBuffer(key)).toString('utf8')) as Json;
const write = (objects: ObjectStore, key: string, body: unknown) =>
  objects.put(key, JSON.stringify(body), { contentType: 'application/json' });

/**
 * Saves `result` as a run of result format 1 left it (stored/result-format.ts): no format_version,
 * each community's members in its file with no member file, users without keywords, no
 * skipped_posts in the graph or the summary, and none of the files later versions added
 * (membership arrays, window index, relations) unless `laterFiles` keeps them (a run that can be
 * brought up to the current format).
 */
export async function writeVersion1Run(
  objects: ObjectStore,
  processId: string,
  datasetId: string,
  result: AnalysisResult,
  { laterFiles = false }: { laterFiles?: boolean } = {},
): Promise<void> {
  await new RunWriter(objects).save(processId, datasetId, result);
  await withJsonNodeShards(objects, processId);
  if (!laterFiles) await withoutLaterFiles(objects, processId);
  for (const community of result.communities) {
    const key = resultKeys.cluster(processId, community.cluster_id);
    const { data } = (await read(objects, key)) as { data: Json };
    const nodes = community.nodes.map(
      ({ cluster_id: _c, x: _x, y: _y, start_date: _s, end_date: _e, drawn: _d, ...member }) => member,
    );
    await write(objects, key, { data: { ...data, nodes } });
    await objects.delete(resultKeys.members(processId, community.cluster_id));
  }
  for (let s = 0; s < NODE_SHARDS; s++) {
    const key = resultKeys.jsonNodeShard(processId, s);
    const users = (await read(objects, key)) as Record<string, Json>;
    await write(
      objects,
      key,
      Object.fromEntries(Object.entries(users).map(([id, { keywords: _k, ...user }]) => [id, user])),
    );
  }
  const graph = await read(objects, resultKeys.graph(processId));
  const { skipped_posts: _graphSkipped, ...payload } = graph.data as Json;
  await write(objects, resultKeys.graph(processId), { data: payload });
  const {
    skipped_posts: _skipped,
    format_version: _version,
    ...summary
  } = await read(objects, resultKeys.summary(processId));
  await write(objects, resultKeys.summary(processId), summary);
}

/** Removes the files result format 3 requires and format 2 did not (membership, window index, relations). */
export async function withoutLaterFiles(objects: ObjectStore, processId: string): Promise<void> {
  for (const key of [resultKeys.membership(processId), resultKeys.window(processId), resultKeys.relations(processId)])
    await objects.delete(key);
}

/** Rewrites a run's window index as format 2 could leave it: without the relation columns (the interaction times). */
export async function withoutInteractionTimes(objects: ObjectStore, processId: string): Promise<void> {
  const key = resultKeys.window(processId);
  const buf = await objects.getBuffer(key);
  const headLength = buf.readUInt32LE(0);
  const header = JSON.parse(buf.subarray(4, 4 + headLength).toString('utf8')) as { lengths: number[] };
  const columns = header.lengths.length;
  // The three relation columns are Int32 and come last.
  const relationBytes = header.lengths.slice(columns - 3).reduce((sum, n) => sum + n * 4, 0);
  const head = Buffer.from(JSON.stringify({ ...header, lengths: header.lengths.slice(0, columns - 3) }), 'utf8');
  const size = Buffer.alloc(4);
  size.writeUInt32LE(head.length, 0);
  const body = buf.subarray(4 + headLength, buf.length - relationBytes);
  await objects.put(key, Buffer.concat([size, head, body]), { contentType: 'application/octet-stream' });
}

/**
 * Rewrites a current run's node shards as result formats 1 to 3 kept them: one JSON object per
 * shard, its users by node id (in the order the shard holds them).
 */
export async function withJsonNodeShards(objects: ObjectStore, processId: string): Promise<void> {
  for (let s = 0; s < NODE_SHARDS; s++) {
    const key = resultKeys.nodeShard(processId, s);
    const shard = UserShard.decode(await objects.getBuffer(key));
    const users = keyedByName<unknown>();
    for (let i = 0; i < shard.size; i++) {
      const user = shard.at(i);
      users[user.node_id] = user;
    }
    await write(objects, resultKeys.jsonNodeShard(processId, s), users);
    await objects.delete(key);
  }
}

/** Marks a current run as result format `version` (2 or 3): its summary says so, its node shards are JSON. */
export async function asVersion(objects: ObjectStore, processId: string, version: 2 | 3): Promise<void> {
  await withJsonNodeShards(objects, processId);
  const summary = await read(objects, resultKeys.summary(processId));
  await write(objects, resultKeys.summary(processId), { ...summary, format_version: version });
}
