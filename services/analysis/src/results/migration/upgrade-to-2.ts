import type { ObjectStore } from '@kizuna/platform/objects';
import type { SkippedPosts } from '@kizuna/proto/rules';
import { NODE_SHARDS, resultKeys } from '../result-keys.js';

type Json = Record<string, unknown>;

/** Results saved before skipped posts were counted left none out that anyone counted. */
const NONE_SKIPPED: SkippedPosts = { total: 0, reasons: [] };

async function readJson(objects: ObjectStore, key: string): Promise<Json> {
  return JSON.parse((await objects.getBuffer(key)).toString('utf8')) as Json;
}

async function writeJson(objects: ObjectStore, key: string, body: unknown): Promise<void> {
  await objects.put(key, JSON.stringify(body), { contentType: 'application/json' });
}

/**
 * Format 1 → 2 (stored/result-format.ts): each community's members move out of its file into
 * their own member file, users without keywords get none, and the graph and summary state that
 * no posts were left out. Each step first looks whether it is done, so a cut-off upgrade resumes.
 */
export async function upgradeTo2(objects: ObjectStore, processId: string, summary: Json): Promise<Json> {
  const k = summary.k;
  if (typeof k !== 'number' || !Number.isInteger(k) || k < 1) throw new Error(`the summary states no k (${String(k)})`);
  for (let c = 1; c <= k; c++) await moveMembers(objects, processId, c);
  for (let s = 0; s < NODE_SHARDS; s++) await addKeywords(objects, resultKeys.jsonNodeShard(processId, s));
  const graphKey = resultKeys.graph(processId);
  const graph = await readJson(objects, graphKey);
  const payload = graph.data as Json;
  if (!payload.skipped_posts)
    await writeJson(objects, graphKey, { ...graph, data: { ...payload, skipped_posts: NONE_SKIPPED } });
  return { ...summary, skipped_posts: summary.skipped_posts ?? NONE_SKIPPED };
}

async function moveMembers(objects: ObjectStore, processId: string, clusterId: number): Promise<void> {
  const key = resultKeys.cluster(processId, clusterId);
  const membersKey = resultKeys.members(processId, clusterId);
  const { data } = (await readJson(objects, key)) as { data: Json & { nodes?: Json[] } };
  const { nodes, ...community } = data;
  if (!nodes) {
    if (!(await objects.stat(membersKey)))
      throw new Error(`community ${clusterId} lists no members and has no member file`);
    return;
  }
  // In the file's order (most central first); where they were drawn was not kept: at the origin, not drawn.
  const lines = nodes.map(
    (m) =>
      JSON.stringify({ ...m, cluster_id: clusterId, x: 0, y: 0, start_date: null, end_date: null, drawn: false }) +
      '\n',
  );
  await objects.put(membersKey, lines.join(''), { contentType: 'application/x-ndjson' });
  // After the member file: until then the community file still holds them.
  await writeJson(objects, key, { data: community });
}

async function addKeywords(objects: ObjectStore, key: string): Promise<void> {
  if (!(await objects.stat(key))) return;
  const users = (await readJson(objects, key)) as Record<string, Json>;
  const without = Object.values(users).filter((u) => !Array.isArray(u.keywords));
  if (without.length === 0) return;
  for (const user of without) user.keywords = [];
  await writeJson(objects, key, users);
}
