import type { ObjectStore } from '@kizuna/platform/objects';
import type { AnalysisResult } from '../../../engine/analysis-result.js';
import { NODE_SHARDS, resultKeys } from '../../result-keys.js';
import { RunWriter } from '../../stored/run-writer.js';

type Json = Record<string, unknown>;

const read = async (objects: ObjectStore, key: string): Promise<Json> =>
  JSON.parse((await objects.getBuffer(key)).toString('utf8')) as Json;
const write = (objects: ObjectStore, key: string, body: unknown) =>
  objects.put(key, JSON.stringify(body), { contentType: 'application/json' });

/**
 * Saves `result` as a run of result format 1 left it (stored/result-format.ts): no format_version,
 * each community's members in its file with no member file, users without keywords, no
 * skipped_posts in the graph or the summary, and none of the files later versions added
 * (membership arrays, window index, relations).
 */
export async function writeVersion1Run(
  objects: ObjectStore,
  processId: string,
  datasetId: string,
  result: AnalysisResult,
): Promise<void> {
  await new RunWriter(objects).save(processId, datasetId, { ...result, window: undefined, relations: undefined });
  await objects.delete(resultKeys.membership(processId));
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
    const key = resultKeys.nodeShard(processId, s);
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
