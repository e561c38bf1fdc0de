import { WHOLE_GRAPH_VERSION } from '@kizuna/proto/graph-binary';

/** Where one run's result files live in the object store (owned by the analysis service). */
export const NODE_SHARDS = 64;

/**
 * A run's result is written under `results/<id>.staging/` and moved to `results/<id>/` in one
 * rename once it is whole and the run still wanted (RunWriter.publish): a failed run never has
 * results, a done run has all of them. Give this as the process id to write there.
 */
export const stagingId = (processId: string) => `${processId}.staging`;

/** How the on-demand name of a series' moved users download begins (SeriesMovesExport). */
export const SERIES_MOVES_EXPORT = 'series-moves-';

export const resultKeys = {
  prefix: (processId: string) => `results/${processId}/`,
  graph: (processId: string) => `results/${processId}/graph.json`,
  cluster: (processId: string, clusterId: number) => `results/${processId}/clusters/${clusterId}.json`,
  /** A community's members, most central first, one MemberRow JSON per line. */
  members: (processId: string, clusterId: number) => `results/${processId}/members/${clusterId}.ndjson`,
  /** Who is in which community, and where each member's line is in the member files (membership-codec.ts). */
  membership: (processId: string) => `results/${processId}/membership.bin`,
  /** Every edge of the network: one JSON array [source, target, weight, retweets, replies, mentions] per line. */
  edges: (processId: string) => `results/${processId}/edges.ndjson`,
  /** Downloads made from the result, kept until a community changes its name or color. */
  exportsPrefix: (processId: string) => `results/${processId}/exports/`,
  export: (processId: string, name: string) => `results/${processId}/exports/${name}`,
  /**
   * One empty file per run whose on-demand downloads hold a series download naming this run too
   * (the series' first run keeps the file): removing this run removes those downloads.
   */
  seriesRefsPrefix: (processId: string) => `results/${processId}/series-refs/`,
  seriesRef: (processId: string, keeper: string) => `results/${processId}/series-refs/${keeper}`,
  /** What a time window's keywords and posts are computed from (window-codec.ts). */
  window: (processId: string) => `results/${processId}/window.bin`,
  /** Which account keys are users of the run, looked up in place (user-key-index.ts); runs saved before it get one when first asked. */
  userKeys: (processId: string) => `results/${processId}/user-keys.bin`,
  /** Interactions between communities and their bridges (engine/relations); runs analysed before it have none. */
  relations: (processId: string) => `results/${processId}/relations.json`,
  /** A node shard's users' details as columns (user-shard-codec.ts). */
  nodeShard: (processId: string, shard: number) => `results/${processId}/nodes/${String(shard).padStart(2, '0')}.bin`,
  /** A node shard as result formats 1 to 3 kept it: one JSON object of its users by node id. */
  jsonNodeShard: (processId: string, shard: number) =>
    `results/${processId}/nodes/${String(shard).padStart(2, '0')}.json`,
  /** Why the start-up upgrade of the run's files failed (stored/result-format.ts). */
  formatProblem: (processId: string) => `results/${processId}/format-problem.json`,
  /** Written last: its presence means the run's result is complete. */
  summary: (processId: string) => `results/${processId}/summary.json`,
  /**
   * The run's whole graph as the binary answer (@kizuna/proto/graph-binary), gzipped; made when
   * first asked, from the project's layout of `layoutVersion` (NETWORK_LAYOUT_VERSION) in the
   * answer's format (WHOLE_GRAPH_VERSION). Both versions are in the key, so a new layout or a new
   * format makes the answer again rather than serving the older one.
   */
  wholeGraph: (processId: string, layoutVersion: number) =>
    `results/${processId}/whole-graph-layout-${layoutVersion}.v${WHOLE_GRAPH_VERSION}.bin.gz`,
  /** The whole graph as version 1 kept it (no version in the key): removed when the current one is made. */
  wholeGraphVersion1: (processId: string) => `results/${processId}/whole-graph.bin.gz`,
  /** What the analysis service keeps per dataset, shared by all runs of a project. */
  datasetPrefix: (datasetId: string) => `analysis/datasets/${datasetId}/`,
  terms: (datasetId: string) => `analysis/datasets/${datasetId}/terms.bin`,
  /** The project's layout by relations for the users of one order (userOrder: one relation choice), network-layout-file.ts. */
  networkLayout: (datasetId: string, order: string) => `analysis/datasets/${datasetId}/layout/${order}.bin`,
  networkLayoutPrefix: (datasetId: string) => `analysis/datasets/${datasetId}/layout/`,
  /** The originals' texts of the window indexes of a dataset's runs with one relation set (windowTextsName). */
  windowTexts: (datasetId: string, name: string) => `analysis/datasets/${datasetId}/window-texts/${name}.bin`,
  /** One node shard's users' posts as columns (encoded-user-posts.ts). */
  userPosts: (datasetId: string, shard: number) =>
    `analysis/datasets/${datasetId}/user-posts/${String(shard).padStart(2, '0')}.bin`,
  /** The same as a JSON object of the users' posts by node id, as datasets prepared before 2026-11-28 keep them. */
  jsonUserPosts: (datasetId: string, shard: number) =>
    `analysis/datasets/${datasetId}/user-posts/${String(shard).padStart(2, '0')}.json`,
};

/** Stable shard of a node id (FNV-1a), so node details are read one small file at a time. */
export function nodeShard(nodeId: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < nodeId.length; i++) {
    h ^= nodeId.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return (h >>> 0) % NODE_SHARDS;
}
